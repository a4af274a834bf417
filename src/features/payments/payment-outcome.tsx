/**
 * The outcome banner of the result page (spec §4: pending, failed or successful; §8: 'Payment
 * Failed' asks the user to check the details or use another method).
 */
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import type { PaymentInfo } from '@/api/payments';

export interface OutcomeActions {
  onRecheck: () => void;
  onRetry: () => void;
  busy: boolean;
}

/** How each outcome reads; `action` names the button and the handler it calls. */
const outcomes = {
  Success: {
    severity: 'success',
    role: 'status',
    title: 'Payment Successful',
    text: 'Your payment has been received. Keep the transaction id for your records.',
    action: null,
  },
  Failure: {
    severity: 'error',
    role: 'alert',
    title: 'Payment Failed',
    text: 'Please check your payment details and try again, or use another payment method.',
    action: ['Retry payment', 'onRetry'],
  },
  Pending: {
    severity: 'warning',
    role: 'status',
    title: 'Payment Pending',
    text: 'The bank has not confirmed this payment yet. Do not pay again; check again in a few minutes.',
    action: ['Check again', 'onRecheck'],
  },
} as const;

export function PaymentOutcome({ info, actions }: { info: PaymentInfo; actions: OutcomeActions }) {
  const status = info.PaymentStatus;
  const shown = status === 'Success' || status === 'Failure' ? outcomes[status] : outcomes.Pending;
  const action = shown.action ? (
    <Button color="inherit" onClick={actions[shown.action[1]]} disabled={actions.busy}>
      {shown.action[0]}
    </Button>
  ) : undefined;
  return (
    <div style={{ maxWidth: 560 }}>
      <Alert severity={shown.severity} role={shown.role} action={action}>
        <AlertTitle>{shown.title}</AlertTitle>
        {shown.text}
      </Alert>
    </div>
  );
}
