import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { takeScrutinyAction, type ScrutinyAction } from '@/api/scrutiny';
import { dialogue, toast } from '@/ui/alerts';

const actions: { action: ScrutinyAction; label: string; needsRemarks: boolean }[] = [
  { action: 'startScrutiny', label: 'Start scrutiny', needsRemarks: false },
  { action: 'seekClarification', label: 'Seek clarification', needsRemarks: true },
  { action: 'approve', label: 'Approve', needsRemarks: false },
  { action: 'reject', label: 'Reject', needsRemarks: true },
];

/** The staff decisions the application allows now, each confirmed in a dialog with remarks. */
export function StaffActions({
  submissionId,
  allowed,
  onDone,
}: {
  submissionId: string;
  allowed: readonly string[];
  onDone: () => void;
}) {
  const [open, setOpen] = useState<(typeof actions)[number] | null>(null);
  const [remarks, setRemarks] = useState('');
  const [busy, setBusy] = useState(false);
  const [touched, setTouched] = useState(false);
  const missing = !!open?.needsRemarks && !remarks.trim();
  const close = () => (setOpen(null), setRemarks(''), setTouched(false));
  const run = async () => {
    setTouched(true);
    if (!open || missing) return;
    setBusy(true);
    try {
      const res = await takeScrutinyAction(submissionId, open.action, remarks.trim());
      if (!res.IsSuccess) throw new Error(res.Message);
      close();
      void toast({ icon: 'success', title: 'Done', text: `${open.label}: done.`, timer: 3000 });
      onDone();
    } catch (e) {
      close();
      const text = (e as Error).message || 'An error occurred while processing your request.';
      await dialogue({ icon: 'error', title: 'Error', text });
    } finally {
      setBusy(false);
    }
  };
  const shown = actions.filter((a) => allowed.includes(a.action));
  if (shown.length === 0) return null;
  return (
    <>
      {shown.map((a) => (
        <Button
          key={a.action}
          variant={a.action === 'reject' ? 'outlined' : 'contained'}
          color={a.action === 'reject' ? 'error' : a.action === 'approve' ? 'success' : 'primary'}
          onClick={() => setOpen(a)}
        >
          {a.label}
        </Button>
      ))}
      <Dialog open={open !== null} onClose={close} fullWidth maxWidth="sm">
        <DialogTitle>
          {open?.label} — {submissionId}
        </DialogTitle>
        <DialogContent>
          <TextField
            fullWidth
            multiline
            minRows={3}
            margin="dense"
            label={
              open?.needsRemarks ? 'Remarks for the applicant (required)' : 'Remarks (optional)'
            }
            value={remarks}
            required={open?.needsRemarks}
            error={touched && missing}
            helperText={touched && missing ? 'Please enter the remarks for the applicant.' : ' '}
            onChange={(e) => setRemarks(e.target.value)}
            slotProps={{ htmlInput: { maxLength: 1000 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Cancel</Button>
          <Button variant="contained" disabled={busy} onClick={() => void run()}>
            {open?.label}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
