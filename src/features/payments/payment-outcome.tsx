/**
 * The outcome banner of the result page (spec §4: pending, failed or successful; §8: 'Payment
 * Failed' asks the user to check the details or use another method).
 */
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import type { PaymentInfo } from '@/api/payments';
import { useT } from '@/i18n/use-t';

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
    title: 'payments.outcome.success.title',
    text: 'payments.outcome.success.text',
    action: null,
  },
  Failure: {
    severity: 'error',
    role: 'alert',
    title: 'payments.outcome.failure.title',
    text: 'payments.outcome.failure.text',
    action: ['payments.outcome.retry', 'onRetry'],
  },
  Pending: {
    severity: 'warning',
    role: 'status',
    title: 'payments.outcome.pending.title',
    text: 'payments.outcome.pending.text',
    action: ['payments.outcome.recheck', 'onRecheck'],
  },
} as const;

export function PaymentOutcome({ info, actions }: { info: PaymentInfo; actions: OutcomeActions }) {
  const t = useT();
  const status = info.PaymentStatus;
  const shown = status === 'Success' || status === 'Failure' ? outcomes[status] : outcomes.Pending;
  const action = shown.action ? (
    <Button color="inherit" onClick={actions[shown.action[1]]} disabled={actions.busy}>
      {t(shown.action[0])}
    </Button>
  ) : undefined;
  return (
    <div style={{ maxWidth: 560 }}>
      <Alert severity={shown.severity} role={shown.role} action={action}>
        <AlertTitle>{t(shown.title)}</AlertTitle>
        {t(shown.text)}
      </Alert>
    </div>
  );
}
