import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { verifyTranUser } from '@/api/users';
import { paths } from '@/config/paths';
import { routeTitle } from '@/i18n/route-titles';
import { PageHeader } from '@/ui/page-header';
import { SetPasswordForm, type SetPasswordResult } from '@/ui/set-password-form';
import { useT } from '@/i18n/use-t';

/** /VerifyTranUser?token= (public): a new sub-user verifies the account and sets a password. */
export function VerifyTranUserPage() {
  const token = useSearchParams()[0].get('token') ?? '';
  const [done, setDone] = useState(false);
  const t = useT();

  const save = async (password: string): Promise<SetPasswordResult> => {
    const res = await verifyTranUser(token, password);
    if (res.IsSuccess) setDone(true);
    return res.IsSuccess ? { ok: true } : { ok: false, message: res.Message };
  };

  const signIn = (
    <Button variant="contained" component={RouterLink} to={paths.login.getHref()}>
      {t('account.verify.goToSignIn')}
    </Button>
  );
  if (!token || done)
    return (
      <>
        <PageHeader title={routeTitle('verifyTranUser')} />
        <Alert severity={token ? 'success' : 'warning'} role="status" sx={{ mb: 3, maxWidth: 720 }}>
          {token ? t('account.verify.done') : t('account.verify.incomplete')}
        </Alert>
        {signIn}
      </>
    );

  return (
    <>
      <PageHeader title={routeTitle('verifyTranUser')}>{t('account.verify.intro')}</PageHeader>
      <SetPasswordForm
        passwordLabel={t('account.verify.password')}
        submitLabel={t('account.verify.submit')}
        rulesId="verify-password-rules"
        onSave={save}
      />
    </>
  );
}
