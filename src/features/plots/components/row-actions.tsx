import { useAtomValue } from 'jotai';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { SummaryRow } from '@/api/scrutiny';
import { closeApplicationAction } from '@/forms/lifecycle/close-actions';
import { roleAtom } from '@/state/session';
import { resumeHref, viewHref } from '@/entities/application/links';
import { actionLabel } from '@/entities/application/labels';
import { useT } from '@/i18n/use-t';
import { useServiceName } from '@/entities/service/service-title';

const closeKinds = [
  { action: 'withdraw', aria: 'plots.rowActions.withdrawLabel' },
  { action: 'cancel', aria: 'plots.rowActions.cancelLabel' },
  { action: 'delete', aria: 'plots.rowActions.deleteLabel' },
] as const;

/** The buttons a row offers: only what the application's allowed actions say. */
export function RowActions({ row, onChanged }: { row: SummaryRow; onChanged: () => void }) {
  const t = useT();
  const serviceName = useServiceName();
  const service = serviceName(row.ServiceId, row.ServiceName);
  const role = useAtomValue(roleAtom);
  const allowed = new Set(row.PendingActions ?? []);
  const name = `${service} ${row.SubmissionId}`;
  const editable = allowed.has('submit') || allowed.has('saveDraft');
  const close = async (kind: (typeof closeKinds)[number]['action']) => {
    if (await closeApplicationAction(kind, service, row.SubmissionId)) onChanged();
  };
  return (
    <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
      {editable ? (
        <Button
          size="small"
          variant="contained"
          component={RouterLink}
          to={resumeHref(row.ServiceId, row.SubmissionId)}
          aria-label={t(
            row.Status === 'Draft'
              ? 'plots.rowActions.resumeLabel'
              : 'plots.rowActions.answerLabel',
            { name },
          )}
        >
          {t(row.Status === 'Draft' ? 'plots.rowActions.resume' : 'plots.rowActions.resubmit')}
        </Button>
      ) : null}
      {row.Status === 'PaymentPending' && allowed.has('withdraw') ? (
        // The payment flow lives on the application view (ConfirmPayment).
        <Button
          size="small"
          variant="contained"
          color="success"
          component={RouterLink}
          to={viewHref(row.SubmissionId, role)}
          aria-label={t('plots.rowActions.payLabel', { name })}
        >
          {t('common.pay')}
        </Button>
      ) : null}
      <Button
        size="small"
        component={RouterLink}
        to={viewHref(row.SubmissionId, role)}
        aria-label={t('plots.rowActions.viewLabel', { name })}
      >
        {t('common.view')}
      </Button>
      {closeKinds
        .filter((k) => allowed.has(k.action))
        .map((k) => (
          <Button
            key={k.action}
            size="small"
            color="error"
            onClick={() => void close(k.action)}
            aria-label={t(k.aria, { name })}
          >
            {actionLabel(k.action)}
          </Button>
        ))}
    </Box>
  );
}
