import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { updatePassword } from '@/api/profile';
import { isStrongPassword } from '@/domain/password-policy';
import { toast } from '@/ui/alerts';
import { PasswordField } from '@/ui/password-field';
import { PasswordRules } from '@/ui/password-rules';
import { fieldErrorsOf } from '@/lib/field-errors';

const empty = { current: '', next: '', confirm: '' };

/**
 * Change password (UpdatePassWord): the current password, then a new one whose rules are listed
 * (and ticked off) before submitting. Other sessions of the account end on success.
 */
export function PasswordForm() {
  const [values, setValues] = useState(empty);
  const [tried, setTried] = useState(false);
  const [server, setServer] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const errors = {
    current: values.current ? server.CurrentPassword : 'Enter your current password',
    next: isStrongPassword(values.next)
      ? server.NewPassword
      : 'The password does not meet every rule above.',
    confirm: values.confirm === values.next ? undefined : 'Passwords do not match.',
  };
  const set = (key: keyof typeof empty, value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    setServer({});
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (errors.current || errors.next || errors.confirm || busy) return;
    setBusy(true);
    setFailure(null);
    try {
      const res = await updatePassword(values.current, values.next);
      if (res.IsSuccess) {
        setValues(empty);
        setTried(false);
        void toast({ text: res.Message || 'Password changed.', timer: 3000 });
        return;
      }
      const named = fieldErrorsOf(res.Data);
      setServer(named);
      if (!Object.keys(named).length) setFailure(res.Message || 'Your password was not changed.');
    } catch (error) {
      console.error('UpdatePassWord failed', error);
      setFailure('An error occurred while processing your request.');
    } finally {
      setBusy(false);
    }
  };

  const show = (key: keyof typeof errors) => (tried || server[key] ? errors[key] : undefined);
  return (
    <Box component="form" noValidate onSubmit={(e) => void submit(e)} sx={{ maxWidth: 480 }}>
      {failure ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {failure}
        </Alert>
      ) : null}
      <PasswordField
        label="Current password"
        autoComplete="current-password"
        value={values.current}
        onChange={(e) => set('current', e.target.value)}
        error={Boolean(tried ? errors.current : server.CurrentPassword)}
        helperText={(tried ? errors.current : server.CurrentPassword) ?? ' '}
        fullWidth
        margin="dense"
      />
      <Typography variant="h3" sx={{ fontSize: '1rem', mt: 1 }} id="new-password-rules-title">
        Your new password needs
      </Typography>
      <PasswordRules password={values.next} id="new-password-rules" />
      <PasswordField
        label="New password"
        autoComplete="new-password"
        value={values.next}
        onChange={(e) => set('next', e.target.value)}
        error={Boolean(show('next') ?? server.NewPassword)}
        helperText={show('next') ?? server.NewPassword ?? ' '}
        slotProps={{ htmlInput: { 'aria-describedby': 'new-password-rules' } }}
        fullWidth
        margin="dense"
      />
      <PasswordField
        label="Confirm new password"
        autoComplete="new-password"
        value={values.confirm}
        onChange={(e) => set('confirm', e.target.value)}
        error={Boolean(show('confirm'))}
        helperText={show('confirm') ?? ' '}
        fullWidth
        margin="dense"
      />
      <Button type="submit" variant="contained" disabled={busy} sx={{ mt: 1 }}>
        Change password
      </Button>
    </Box>
  );
}
