import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { resetPassword } from '@/api/profile';
import { paths } from '@/config/paths';
import { PageHeader } from '@/ui/page-header';
import { routeTitle } from '@/i18n/route-titles';
import { useT } from '@/i18n/use-t';
import { SetPasswordForm, type SetPasswordResult } from '@/ui/set-password-form';

/** /ResetPassword?token= (spec §2): set a new password that meets the rules, then sign in. */
export function ResetPasswordPage() {
  const t = useT();
  const token = useSearchParams()[0].get('token') ?? '';
  const [done, setDone] = useState(false);

  const save = async (password: string): Promise<SetPasswordResult> => {
    const res = await resetPassword(token, password);
    if (res.IsSuccess) setDone(true);
    return res.IsSuccess
      ? { ok: true }
      : { ok: false, message: res.Message || t('shell.resetPassword.failed') };
  };

  const signIn = (
    <Button variant="contained" component={RouterLink} to={paths.login.getHref()}>
      {t('shell.status.toSignIn')}
    </Button>
  );
  if (!token || done) {
    return (
      <>
        <PageHeader title={routeTitle('resetPassword')} />
        <Alert severity={token ? 'success' : 'warning'} sx={{ mb: 3 }} role="status">
          {token ? t('shell.resetPassword.done') : t('shell.resetPassword.incomplete')}
        </Alert>
        {signIn}
      </>
    );
  }

  return (
    <>
      <PageHeader title={routeTitle('resetPassword')}>{t('shell.resetPassword.lead')}</PageHeader>
      <SetPasswordForm
        passwordLabel={t('shell.resetPassword.newPassword')}
        rulesTitle={t('shell.resetPassword.needs')}
        submitLabel={t('shell.resetPassword.submit')}
        rulesId="password-rules"
        onSave={save}
      />
      <Box sx={{ mt: 3 }}>{signIn}</Box>
    </>
  );
}
