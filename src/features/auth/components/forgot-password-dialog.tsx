import type { FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { generateForgotPasswordLink } from '@/api/profile';
import { t } from '@/i18n/i18n';
import { useT } from '@/i18n/use-t';
import { useFormState } from '@/lib/use-form-state';
import { dialogue, toast } from '@/ui/alerts';
import { PortalThemeProvider } from '@/ui/theme-provider';

// Spec §5: dialogs check e-mail input with this message. The dialog opens from the sign-in page,
// before the shell has loaded the other areas, so its texts are in `core`.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The message for an e-mail field, or '' when it is fine (spec §5), in the language on screen. */
export function emailError(value: string): string {
  if (!value.trim()) return t('core.forgot.required');
  return EMAIL.test(value.trim()) ? '' : t('core.forgot.invalidEmail');
}

/**
 * Forgot password (spec §2, §4, §8): asks for the e-mail, requests the reset link, then shows a
 * success dialogue; on failure the dialog closes and the server's message shows as a 2 s toast.
 */
export function ForgotPasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const tr = useT();
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
            title: t('core.alert.success'),
            text: res.Message || t('core.forgot.sent'),
          });
        } else {
          void toast({
            icon: 'error',
            title: t('core.alert.error'),
            text: res.Message || t('core.forgot.failed'),
            timer: 2000,
          });
        }
      } catch (err) {
        console.error('GenerateForgotPasswordLink failed', err);
        onClose();
        void toast({
          icon: 'error',
          title: t('core.alert.error'),
          text: t('core.forgot.failed'),
          timer: 2000,
        });
      }
    });
  };

  return (
    <PortalThemeProvider baseline={false}>
      <Dialog open={open} onClose={onClose} aria-labelledby="forgot-title" fullWidth maxWidth="xs">
        <form noValidate onSubmit={submit}>
          <DialogTitle id="forgot-title">{tr('core.forgot.title')}</DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 1 }}>{tr('core.forgot.intro')}</DialogContentText>
            <TextField
              label={tr('core.login.form.email')}
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
            <Button onClick={onClose}>{tr('core.alert.cancel')}</Button>
            <Button type="submit" variant="contained" disabled={form.busy}>
              {tr('core.forgot.continue')}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </PortalThemeProvider>
  );
}
