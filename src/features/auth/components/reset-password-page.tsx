import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { resetPassword } from '@/api/profile';
import { paths } from '@/config/paths';
import { isStrongPassword } from '@/domain/password-policy';
import { PageHeader } from '@/ui/page-header';
import { PasswordField } from './password-field';
import { PasswordRules } from './password-rules';

type Outcome = { kind: 'done' } | { kind: 'error'; message: string } | null;

/** /ResetPassword?token= (spec §2): set a new password that meets the rules, then sign in. */
export function ResetPasswordPage() {
  const token = useSearchParams()[0].get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const weak = !isStrongPassword(password);
  const mismatch = confirm !== password;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (weak || mismatch || busy) return;
    setBusy(true);
    try {
      const res = await resetPassword(token, password);
      setOutcome(res.IsSuccess ? { kind: 'done' } : { kind: 'error', message: res.Message });
    } catch (error) {
      console.error('ResetPassword failed', error);
      setOutcome({
        kind: 'error',
        message: 'An unexpected error occurred. Please try again later.',
      });
    } finally {
      setBusy(false);
    }
  };

  const signIn = (
    <Button variant="contained" component={RouterLink} to={paths.login.getHref()}>
      Go to sign in
    </Button>
  );
  if (!token || outcome?.kind === 'done') {
    return (
      <>
        <PageHeader title={paths.resetPassword.title} />
        <Alert severity={token ? 'success' : 'warning'} sx={{ mb: 3 }} role="status">
          {token
            ? 'Your password has been reset. You can now sign in with your new password.'
            : 'This link is incomplete. Open the link from your e-mail again, or request a new one from Forgot Password on the sign-in page.'}
        </Alert>
        {signIn}
      </>
    );
  }

  return (
    <>
      <PageHeader title={paths.resetPassword.title}>
        Choose a new password for your account.
      </PageHeader>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, maxWidth: 520 }}>
        <Box component="form" noValidate onSubmit={(e) => void submit(e)}>
          {outcome?.kind === 'error' ? (
            <Alert severity="error" sx={{ mb: 2 }}>
              {outcome.message || 'Your password could not be reset.'}
            </Alert>
          ) : null}
          <Typography variant="h2" sx={{ fontSize: '1rem', mb: 1 }} id="rules-title">
            Your new password needs
          </Typography>
          <PasswordRules password={password} id="password-rules" />
          <PasswordField
            label="New password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={tried && weak}
            helperText={tried && weak ? 'The password does not meet every rule above.' : ' '}
            slotProps={{ htmlInput: { 'aria-describedby': 'password-rules' } }}
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
            Reset password
          </Button>
        </Box>
      </Paper>
      <Box sx={{ mt: 3 }}>{signIn}</Box>
    </>
  );
}
