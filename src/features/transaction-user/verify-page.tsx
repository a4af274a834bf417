import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { verifyTranUser } from '@/api/users';
import { paths } from '@/config/paths';
import { PageHeader } from '@/ui/page-header';
import { SetPasswordForm, type SetPasswordResult } from '@/ui/set-password-form';

/** /VerifyTranUser?token= (public): a new sub-user verifies the account and sets a password. */
export function VerifyTranUserPage() {
  const token = useSearchParams()[0].get('token') ?? '';
  const [done, setDone] = useState(false);

  const save = async (password: string): Promise<SetPasswordResult> => {
    const res = await verifyTranUser(token, password);
    if (res.IsSuccess) setDone(true);
    return res.IsSuccess ? { ok: true } : { ok: false, message: res.Message };
  };

  const signIn = (
    <Button variant="contained" component={RouterLink} to={paths.login.getHref()}>
      Go to sign in
    </Button>
  );
  if (!token || done)
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
      <SetPasswordForm
        passwordLabel="Password"
        submitLabel="Verify and set password"
        rulesId="verify-password-rules"
        onSave={save}
      />
    </>
  );
}
