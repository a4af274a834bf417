import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { verifyTranUser } from '@/api/users';
import { paths } from '@/config/paths';
import { isStrongPassword } from '@/domain/password-policy';
import { PageHeader } from '@/ui/page-header';
import { PasswordField } from '@/ui/password-field';
import { PasswordRules } from '@/ui/password-rules';

type Outcome = 'done' | { error: string } | null;

/** /VerifyTranUser?token= (public): a new sub-user verifies the account and sets a password. */
export function VerifyTranUserPage() {
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
      const res = await verifyTranUser(token, password);
      setOutcome(res.IsSuccess ? 'done' : { error: res.Message });
    } catch (error) {
      console.error('VerifyTranUser failed', error);
      setOutcome({ error: 'An unexpected error occurred. Please try again later.' });
    } finally {
      setBusy(false);
    }
  };

  const signIn = (
    <Button variant="contained" component={RouterLink} to={paths.login.getHref()}>
      Go to sign in
    </Button>
  );
  if (!token || outcome === 'done')
    return (
      <>
        <PageHeader title={paths.verifyTranUser.title} />
        <Alert severity={token ? 'success' : 'warning'} role="status" sx={{ mb: 3, maxWidth: 720 }}>
          {token
            ? 'Your account is verified. You can now sign in with your e-mail address and new password.'
            : 'This link is incomplete. Open the link from your e-mail or SMS again.'}
        </Alert>
        {signIn}
      </>
    );

  return (
    <>
      <PageHeader title={paths.verifyTranUser.title}>
        Welcome. Choose a password to verify your account.
      </PageHeader>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, maxWidth: 520 }}>
        <Box component="form" noValidate onSubmit={(e) => void submit(e)}>
          {outcome ? (
            <Alert severity="error" sx={{ mb: 2 }}>
              {outcome.error}
            </Alert>
          ) : null}
          <Typography variant="h2" sx={{ fontSize: '1rem', mb: 1 }}>
            Your password needs
          </Typography>
          <PasswordRules password={password} id="verify-password-rules" />
          <PasswordField
            label="Password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={tried && weak}
            helperText={tried && weak ? 'The password does not meet every rule above.' : ' '}
            slotProps={{ htmlInput: { 'aria-describedby': 'verify-password-rules' } }}
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
            Verify and set password
          </Button>
        </Box>
      </Paper>
    </>
  );
}
