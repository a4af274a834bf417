/**
 * The outcome banner of the result page (spec §4: pending, failed or successful; §8: 'Payment
 * Failed' asks the user to check the details or use another method).
 */
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import type { PaymentInfo } from '@/api/payments';

export interface OutcomeActions {
  onRecheck: () => void;
  onRetry: () => void;
  busy: boolean;
}

export function PaymentOutcome({ info, actions }: { info: PaymentInfo; actions: OutcomeActions }) {
  const { onRecheck, onRetry, busy } = actions;
  let body: ReactNode;
  if (info.PaymentStatus === 'Success') {
    body = (
      <Alert severity="success" role="status">
        <AlertTitle>Payment Successful</AlertTitle>
        Your payment has been received. Keep the transaction id for your records.
      </Alert>
    );
  } else if (info.PaymentStatus === 'Failure') {
    body = (
      <Alert
        severity="error"
        role="alert"
        action={
          <Button color="inherit" onClick={onRetry} disabled={busy}>
            Retry payment
          </Button>
        }
      >
        <AlertTitle>Payment Failed</AlertTitle>
        Please check your payment details and try again, or use another payment method.
      </Alert>
    );
  } else {
    body = (
      <Alert
        severity="warning"
        role="status"
        action={
          <Button color="inherit" onClick={onRecheck} disabled={busy}>
            Check again
          </Button>
        }
      >
        <AlertTitle>Payment Pending</AlertTitle>
        The bank has not confirmed this payment yet. Do not pay again; check again in a few minutes.
      </Alert>
    );
  }
  return <div style={{ maxWidth: 560 }}>{body}</div>;
}
