import type { FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { generateForgotPasswordLink } from '@/api/profile';
import { useFormState } from '@/lib/use-form-state';
import { dialogue, toast } from '@/ui/alerts';
import { PortalThemeProvider } from '@/ui/theme-provider';

// Spec §5: dialogs check e-mail input with this message.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const GENERIC = 'An error occurred while processing your request.'; // spec §8

/** The message for an e-mail field, or '' when it is fine (spec §5). */
export function emailError(value: string): string {
  if (!value.trim()) return 'This field is required';
  return EMAIL.test(value.trim()) ? '' : 'Invalid email address';
}

/**
 * Forgot password (spec §2, §4, §8): asks for the e-mail, requests the reset link, then shows a
 * success dialogue; on failure the dialog closes and the server's message shows as a 2 s toast.
 */
export function ForgotPasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  // Checked on change and on blur.
  const form = useFormState({ email: '' }, ({ email }) => {
    const error = emailError(email);
    return error ? { email: error } : {};
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation(); // never let this submit reach a form around the dialog
    void form.submit(async () => {
      try {
        const res = await generateForgotPasswordLink(form.values.email.trim());
        onClose();
        if (res.IsSuccess) {
          void dialogue({
            title: 'Success',
            text:
              res.Message || 'A link to reset your password has been sent to your e-mail address.',
          });
        } else {
          void toast({ icon: 'error', title: 'Error', text: res.Message || GENERIC, timer: 2000 });
        }
      } catch (err) {
        console.error('GenerateForgotPasswordLink failed', err);
        onClose();
        void toast({ icon: 'error', title: 'Error', text: GENERIC, timer: 2000 });
      }
    });
  };

  return (
    <PortalThemeProvider baseline={false}>
      <Dialog open={open} onClose={onClose} aria-labelledby="forgot-title" fullWidth maxWidth="xs">
        <form noValidate onSubmit={submit}>
          <DialogTitle id="forgot-title">Forgot Password</DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 1 }}>
              Enter the e-mail address registered with your account. We will send you a link to set
              a new password.
            </DialogContentText>
            <TextField
              label="Email"
              type="email"
              autoComplete="email"
              value={form.values.email}
              onChange={(e) => form.set('email', e.target.value)}
              onBlur={() => form.touch('email')}
              error={Boolean(form.errorOf('email'))}
              helperText={form.errorOf('email') ?? ' '}
              fullWidth
              margin="dense"
              required
            />
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button onClick={onClose}>Cancel</Button>
            <Button type="submit" variant="contained" disabled={form.busy}>
              Continue
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </PortalThemeProvider>
  );
}
