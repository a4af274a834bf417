import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { isStrongPassword } from '@/domain/password-policy';
import { PasswordField } from './password-field';
import { PasswordRules } from './password-rules';

/** What the caller's save answers: done, or the message to show above the form. */
export type SetPasswordResult = { ok: true } | { ok: false; message: string };

interface Props {
  /** Label of the first field ('New password', 'Password'). */
  passwordLabel: string;
  submitLabel: string;
  /** Id of the rules list, which the password input is described by. */
  rulesId: string;
  onSave(password: string): Promise<SetPasswordResult>;
}

/**
 * A password and its confirmation, with the policy's rules shown before submit (reset password,
 * sub-user verification). Nothing is sent until both fields are right; a failed save keeps them.
 */
export function SetPasswordForm({ passwordLabel, submitLabel, rulesId, onSave }: Props) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const weak = !isStrongPassword(password);
  const mismatch = confirm !== password;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (weak || mismatch || busy) return;
    setBusy(true);
    try {
      const result = await onSave(password);
      setError(result.ok ? null : result.message);
    } catch (cause) {
      console.error('Setting the password failed', cause);
      setError('An unexpected error occurred. Please try again later.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, maxWidth: 520 }}>
      <Box component="form" noValidate onSubmit={(e) => void submit(e)}>
        {error ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        ) : null}
        <Typography variant="h2" sx={{ fontSize: '1rem', mb: 1 }}>
          Your {passwordLabel.toLowerCase()} needs
        </Typography>
        <PasswordRules password={password} id={rulesId} />
        <PasswordField
          label={passwordLabel}
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={tried && weak}
          helperText={tried && weak ? 'The password does not meet every rule above.' : ' '}
          slotProps={{ htmlInput: { 'aria-describedby': rulesId } }}
          fullWidth
          margin="normal"
        />
        <PasswordField
          label="Confirm password"
          autoComplete="new-password"
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
          error={tried && mismatch}
          helperText={tried && mismatch ? 'Passwords do not match.' : ' '}
          fullWidth
          margin="normal"
        />
        <Button type="submit" variant="contained" disabled={busy} sx={{ mt: 1 }}>
          {submitLabel}
        </Button>
      </Box>
    </Paper>
  );
}
