import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { updateSubUser } from '@/api/users';
import { normalizeMobile } from '@/domain/contact';
import { parseRights } from '@/domain/departments';
import { EDIT_RIGHTS_FAILED } from '@/domain/users';
import type { SubUser } from '@/domain/contract/users';
import { confirmTo } from '@/ui/alerts';
import { userFieldErrors, type UserField } from '../user-fields';
import { RightsCheckboxes } from './rights-checkboxes';

/**
 * Edits one sub-user: name, mobile number and department rights, checked as when adding (at least
 * one department). Closing with unsaved changes asks first; a failed save keeps the dialog open
 * with the changes intact.
 */
export function EditUserDialog(props: {
  user: SubUser;
  onClose: () => void;
  onSaved: (user: SubUser) => void;
}) {
  const start = {
    UserName: props.user.UserName,
    MobileNo: props.user.MobileNo ?? '',
    rights: parseRights(props.user.DepartmentRights),
  };
  const [values, setValues] = useState({ UserName: start.UserName, MobileNo: start.MobileNo });
  const [rights, setRights] = useState(start.rights);
  const [tried, setTried] = useState(false);
  const [server, setServer] = useState<Partial<Record<UserField, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const errors = userFieldErrors(values, rights);
  const shown = (f: UserField) => (tried ? errors[f] : undefined) ?? server[f];
  const changed =
    values.UserName !== start.UserName ||
    values.MobileNo !== start.MobileNo ||
    rights.join(',') !== start.rights.join(',');

  const close = () => {
    if (busy) return;
    if (!changed) return props.onClose();
    void confirmTo(props.onClose, {
      title: 'Discard your changes?',
      text: `The changes to ${props.user.UserName} are not saved yet.`,
      yes: 'discard the changes',
      no: 'keep editing',
      icon: 'warning',
    });
  };

  const save = async () => {
    setTried(true);
    if (Object.keys(errors).length > 0) return;
    setBusy(true);
    setFailure(null);
    try {
      const res = await updateSubUser(props.user.UserId, {
        UserName: values.UserName.trim(),
        MobileNo: normalizeMobile(values.MobileNo) ?? values.MobileNo,
        DepartmentRights: rights,
      });
      if (res.IsSuccess && res.Data && 'UserId' in res.Data) return props.onSaved(res.Data);
      const list = res.Data && 'errors' in res.Data ? (res.Data.errors ?? []) : [];
      const named = Object.fromEntries(list.map((e) => [e.path, e.message]));
      setServer(named);
      if (!Object.keys(named).length) setFailure(res.Message || EDIT_RIGHTS_FAILED);
    } catch (error) {
      console.error('Editing the user failed', error);
      setFailure(EDIT_RIGHTS_FAILED);
    } finally {
      setBusy(false);
    }
  };

  const text = (field: 'UserName' | 'MobileNo', label: string, type: string) => (
    <TextField
      label={label}
      type={type}
      value={values[field]}
      onChange={(e) => {
        setValues((v) => ({ ...v, [field]: e.target.value }));
        setServer(({ [field]: _, ...rest }) => rest);
      }}
      error={Boolean(shown(field))}
      helperText={shown(field) ?? ' '}
      required
      fullWidth
      margin="dense"
      autoComplete="off"
    />
  );

  return (
    <Dialog open onClose={close} aria-labelledby="edit-user-title" fullWidth maxWidth="sm">
      <DialogTitle id="edit-user-title">Edit {props.user.UserName}</DialogTitle>
      <DialogContent>
        {failure ? (
          <Alert severity="error" role="alert" sx={{ mb: 1 }}>
            {failure}
          </Alert>
        ) : null}
        {text('UserName', 'Name', 'text')}
        {text('MobileNo', 'Mobile number', 'tel')}
        <RightsCheckboxes value={rights} onChange={setRights} error={shown('DepartmentRights')} />
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" onClick={() => void save()} disabled={busy}>
          Save changes
        </Button>
      </DialogActions>
    </Dialog>
  );
}
