import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { updateRights } from '@/api/users';
import { parseRights } from '@/domain/departments';
import { EDIT_RIGHTS_FAILED, type SubUser } from '@/domain/users';
import { RightsCheckboxes } from './rights-checkboxes';

/** Edits one sub-user's rights; a failed save keeps the dialog open with the choice intact. */
export function EditRightsDialog(props: {
  user: SubUser;
  onClose: () => void;
  onSaved: (user: SubUser) => void;
}) {
  const [rights, setRights] = useState(() => parseRights(props.user.DepartmentRights));
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const save = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const res = await updateRights(props.user.UserId, rights);
      if (res.IsSuccess && res.Data) props.onSaved(res.Data);
      else setFailure(EDIT_RIGHTS_FAILED);
    } catch (error) {
      console.error('Editing rights failed', error);
      setFailure(EDIT_RIGHTS_FAILED);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={busy ? undefined : props.onClose} aria-labelledby="edit-rights-title">
      <DialogTitle id="edit-rights-title">Department rights of {props.user.UserName}</DialogTitle>
      <DialogContent>
        {failure ? (
          <Alert severity="error" role="alert" sx={{ mb: 1 }}>
            {failure}
          </Alert>
        ) : null}
        <RightsCheckboxes value={rights} onChange={setRights} />
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" onClick={() => void save()} disabled={busy}>
          Save rights
        </Button>
      </DialogActions>
    </Dialog>
  );
}
