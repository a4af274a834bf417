import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { resetPassword } from '@/api/profile';
import { paths } from '@/config/paths';
import { PageHeader } from '@/ui/page-header';
import { SetPasswordForm, type SetPasswordResult } from '@/ui/set-password-form';

/** /ResetPassword?token= (spec §2): set a new password that meets the rules, then sign in. */
export function ResetPasswordPage() {
  const token = useSearchParams()[0].get('token') ?? '';
  const [done, setDone] = useState(false);

  const save = async (password: string): Promise<SetPasswordResult> => {
    const res = await resetPassword(token, password);
    if (res.IsSuccess) setDone(true);
    return res.IsSuccess
      ? { ok: true }
      : { ok: false, message: res.Message || 'Your password could not be reset.' };
  };

  const signIn = (
    <Button variant="contained" component={RouterLink} to={paths.login.getHref()}>
      Go to sign in
    </Button>
  );
  if (!token || done) {
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
      <SetPasswordForm
        passwordLabel="New password"
        submitLabel="Reset password"
        rulesId="password-rules"
        onSave={save}
      />
      <Box sx={{ mt: 3 }}>{signIn}</Box>
    </>
  );
}
