import { useEffect, useRef, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { paths } from '@/config/paths';
import { isApplicationState } from '@/domain/applications/states';
import type { LoadedService } from '@/domain/catalog/types';
import { formatDate, formatInr } from '@/domain/format';
import type { SubmitResult } from '@/api/applications';
import { useT } from '@/i18n/use-t';
import { LifecycleBar, type CloseAction } from './lifecycle-bar';
import { stateLabel } from './lifecycle-texts';
import { TermList } from '@/ui/term-list';
import { focusAndReveal } from '@/lib/focus-first-invalid';

/** Props of Acknowledgement. */
export interface AcknowledgementProps {
  service: LoadedService;
  result: SubmitResult & { at: string };
  onClosed?: (action: CloseAction) => void;
  /** The Pay button, offered while the application waits for its fee. */
  renderPayment?: (submissionId: string, amount: number | null) => ReactNode;
}

/** The receipt after a submission: id, service, date and time (India), the server's fee. */
export function Acknowledgement({
  service,
  result,
  onClosed,
  renderPayment,
}: AcknowledgementProps) {
  const t = useT();
  // The page changed under the Submit button: the focus, and the view, go to the receipt.
  const receipt = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (receipt.current) focusAndReveal(receipt.current, 'start');
  }, []);
  const rows: [string, string][] = [
    [t('forms.ack.submissionId'), result.SubmissionId],
    [t('common.service'), service.title],
    [
      t('forms.ack.submittedOn'),
      t('forms.ack.submittedAt', { dateTime: formatDate(result.at, 'dd-MM-yyyy, HH:mm') }),
    ],
    [t('forms.ack.fee'), formatInr(result.TentativeCost ?? null)],
    [
      t('common.status'),
      isApplicationState(result.Status) ? stateLabel(result.Status) : result.Status,
    ],
  ];
  return (
    <Box>
      <Alert ref={receipt} tabIndex={-1} severity="success" role="status" sx={{ mb: 2 }}>
        <AlertTitle>{t('forms.ack.title')}</AlertTitle>
        {t('forms.ack.text')}
      </Alert>
      <TermList terms={rows.map(([term, value]) => ({ term, value }))} rowGap={1} boldValues />
      {result.Status === 'PaymentPending' && renderPayment ? (
        <Box sx={{ mt: 2 }}>
          <Typography sx={{ mb: 1 }}>{t('forms.ack.waitsForFee')}</Typography>
          {renderPayment(result.SubmissionId, result.TentativeCost ?? null)}
        </Box>
      ) : null}
      <Typography sx={{ mt: 2 }}>
        <Link component={RouterLink} to={paths.plotSummary.getHref()}>
          {t('forms.ack.goToPlot')}
        </Link>
      </Typography>
      {isApplicationState(result.Status) ? (
        <LifecycleBar
          service={service}
          submissionId={result.SubmissionId}
          status={result.Status}
          onClosed={onClosed}
        />
      ) : null}
    </Box>
  );
}
