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
import type { SubUser } from '@/domain/contract/users';
import { useFormState } from '@/lib/use-form-state';
import { confirmTo } from '@/ui/alerts';
import { t } from '@/i18n/i18n';
import { useT } from '@/i18n/use-t';
import { shownMessage } from '@/domain/contact-messages';
import { userFieldErrors } from '../user-fields';
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
  const form = useFormState(
    { UserName: start.UserName, MobileNo: start.MobileNo, DepartmentRights: start.rights },
    (v) => userFieldErrors(v, v.DepartmentRights),
    { touchOnChange: false },
  );
  const { values, busy } = form;
  const tr = useT();
  const changed =
    values.UserName !== start.UserName ||
    values.MobileNo !== start.MobileNo ||
    values.DepartmentRights.join(',') !== start.rights.join(',');

  const close = () => {
    if (busy) return;
    if (!changed) return props.onClose();
    void confirmTo(props.onClose, {
      title: t('account.users.discardTitle'),
      text: t('account.users.discardText', { name: props.user.UserName }),
      yes: t('account.users.discardYes'),
      no: t('account.users.discardNo'),
      icon: 'warning',
    });
  };

  const save = () =>
    form.submit(async () => {
      try {
        const res = await updateSubUser(props.user.UserId, {
          UserName: values.UserName.trim(),
          MobileNo: normalizeMobile(values.MobileNo) ?? values.MobileNo,
          DepartmentRights: values.DepartmentRights,
        });
        if (res.IsSuccess && res.Data && 'UserId' in res.Data) return props.onSaved(res.Data);
        if (!form.refuse(res.Data))
          form.setFailure(res.Message || t('account.users.editRightsFailed'));
      } catch (error) {
        console.error('Editing the user failed', error);
        form.setFailure(t('account.users.editRightsFailed'));
      }
    });

  const text = (field: 'UserName' | 'MobileNo', label: string, type: string) => (
    <TextField
      label={label}
      type={type}
      value={values[field]}
      onChange={(e) => form.set(field, e.target.value)}
      error={Boolean(form.errorOf(field))}
      helperText={shownMessage(tr, form.errorOf(field)) ?? ' '}
      required
      fullWidth
      margin="dense"
      autoComplete="off"
    />
  );

  return (
    <Dialog open onClose={close} aria-labelledby="edit-user-title" fullWidth maxWidth="sm">
      <DialogTitle id="edit-user-title">
        {tr('account.users.editUser', { name: props.user.UserName })}
      </DialogTitle>
      <DialogContent>
        {form.failure ? (
          <Alert severity="error" role="alert" sx={{ mb: 1 }}>
            {shownMessage(tr, form.failure)}
          </Alert>
        ) : null}
        {text('UserName', tr('account.field.name'), 'text')}
        {text('MobileNo', tr('account.field.mobile'), 'tel')}
        <RightsCheckboxes
          value={values.DepartmentRights}
          onChange={(rights) => form.set('DepartmentRights', rights)}
          error={shownMessage(tr, form.errorOf('DepartmentRights'))}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={busy}>
          {tr('common.cancel')}
        </Button>
        <Button variant="contained" onClick={() => void save()} disabled={busy}>
          {tr('account.users.saveChanges')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
