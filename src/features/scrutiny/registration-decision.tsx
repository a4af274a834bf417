import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { reviewRegistration } from '@/features/plot-registration/api';
import { dialogue, toast } from '@/ui/alerts';

type Decision = 'verify' | 'reject';
const labels: Record<Decision, string> = { verify: 'Verify plot', reject: 'Reject' };

/** Verify or reject one pending registration, in a dialog (a rejection needs a remark). */
export function RegistrationDecision({
  plotId,
  plotName,
  onDone,
}: {
  plotId: string;
  plotName: string;
  onDone: () => void;
}) {
  const [open, setOpen] = useState<Decision | null>(null);
  const [remarks, setRemarks] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const missing = open === 'reject' && !remarks.trim();
  const close = () => (setOpen(null), setRemarks(''), setTouched(false));
  const run = async () => {
    setTouched(true);
    if (!open || missing) return;
    setBusy(true);
    try {
      const res = await reviewRegistration(plotId, open, remarks.trim());
      if (!res.IsSuccess) throw new Error(res.Message);
      close();
      const text = open === 'verify' ? `${plotName} is verified.` : `${plotName} is rejected.`;
      void toast({ icon: 'success', title: 'Done', text, timer: 3000 });
      onDone();
    } catch (e) {
      close();
      const text = (e as Error).message || 'An error occurred while processing your request.';
      await dialogue({ icon: 'error', title: 'Error', text });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button
        variant="contained"
        color="success"
        aria-label={`Verify ${plotName}`}
        onClick={() => setOpen('verify')}
      >
        {labels.verify}
      </Button>
      <Button
        variant="outlined"
        color="error"
        aria-label={`Reject ${plotName}`}
        onClick={() => setOpen('reject')}
      >
        {labels.reject}
      </Button>
      <Dialog open={open !== null} onClose={close} fullWidth maxWidth="sm">
        <DialogTitle>
          {open ? labels[open] : ''} — {plotName}
        </DialogTitle>
        <DialogContent>
          <TextField
            fullWidth
            multiline
            minRows={3}
            margin="dense"
            label={
              open === 'reject' ? 'Reason for the plot holder (required)' : 'Remarks (optional)'
            }
            value={remarks}
            required={open === 'reject'}
            error={touched && missing}
            helperText={
              touched && missing ? 'Please tell the plot holder why it is rejected.' : ' '
            }
            onChange={(e) => setRemarks(e.target.value)}
            slotProps={{ htmlInput: { maxLength: 1000 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Cancel</Button>
          <Button variant="contained" disabled={busy} onClick={() => void run()}>
            {open ? labels[open] : ''}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
