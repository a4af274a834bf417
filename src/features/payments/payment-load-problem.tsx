/**
 * Why a payment's details are not shown, in words a payer can act on: an unknown number says so;
 * a payment that needs a session offers sign-in and comes back here afterwards; anything else is
 * a failure to try again later.
 */
import { Link as RouterLink, useLocation } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { paths } from '@/config/paths';
import type { PaymentLoad } from './use-payment-info';
import { useT } from '@/i18n/use-t';

type Problem = Extract<PaymentLoad, { status: 'error' | 'unknown' | 'signInRequired' }>;

export function PaymentLoadProblem({ load, txnNo }: { load: Problem; txnNo: string }) {
  const t = useT();
  const { pathname, search } = useLocation();
  if (load.status === 'signInRequired') {
    return (
      <Alert
        severity="info"
        sx={{ maxWidth: 560 }}
        action={
          <Button
            color="inherit"
            variant="outlined"
            component={RouterLink}
            to={paths.login.getHref(pathname + search)}
          >
            {t('payments.problem.signIn')}
          </Button>
        }
      >
        <AlertTitle>{t('payments.problem.signInTitle')}</AlertTitle>
        {t('payments.problem.signInText', { txn: txnNo })}
      </Alert>
    );
  }
  if (load.status === 'unknown') {
    return (
      <Alert severity="warning" sx={{ maxWidth: 560 }}>
        <AlertTitle>{t('payments.problem.unknownTitle')}</AlertTitle>
        {t('payments.problem.unknownText', { txn: txnNo })}
      </Alert>
    );
  }
  return (
    <Alert severity="error" sx={{ maxWidth: 560 }}>
      {t('payments.problem.loadFailed')}
    </Alert>
  );
}
