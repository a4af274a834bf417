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
import { LOAD_FAILED, type PaymentLoad } from './use-payment-info';

type Problem = Extract<PaymentLoad, { status: 'error' | 'unknown' | 'signInRequired' }>;

export function PaymentLoadProblem({ load, txnNo }: { load: Problem; txnNo: string }) {
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
            Sign in
          </Button>
        }
      >
        <AlertTitle>Sign in to see this payment</AlertTitle>
        Payment {txnNo} belongs to an account. Sign in with it and this page opens again.
      </Alert>
    );
  }
  if (load.status === 'unknown') {
    return (
      <Alert severity="warning" sx={{ maxWidth: 560 }}>
        <AlertTitle>Unknown payment number</AlertTitle>
        There is no payment with the number {txnNo}. Check the number in your link or receipt.
      </Alert>
    );
  }
  return (
    <Alert severity="error" sx={{ maxWidth: 560 }}>
      {LOAD_FAILED}
    </Alert>
  );
}
