import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { paths } from '@/config/paths';
import { isApplicationState, stateLabels } from '@/domain/applications/states';
import type { LoadedService } from '@/domain/catalog/types';
import { formatDate, formatInr } from '@/domain/format';
import type { SubmitResult } from '@/api/applications';
import { LifecycleBar, type CloseAction } from './lifecycle-bar';
import { TermList } from '@/ui/term-list';

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
  const rows: [string, string][] = [
    ['Submission ID', result.SubmissionId],
    ['Service', service.title],
    ['Submitted on', `${formatDate(result.at, 'dd-MM-yyyy, HH:mm')} IST`],
    ['Fee', formatInr(result.TentativeCost ?? null)],
    ['Status', isApplicationState(result.Status) ? stateLabels[result.Status] : result.Status],
  ];
  return (
    <Box>
      <Alert severity="success" role="status" sx={{ mb: 2 }}>
        <AlertTitle>Application submitted</AlertTitle>
        Keep the submission ID for your records. You can follow the application on the plot summary.
      </Alert>
      <TermList terms={rows.map(([term, value]) => ({ term, value }))} rowGap={1} boldValues />
      {result.Status === 'PaymentPending' && renderPayment ? (
        <Box sx={{ mt: 2 }}>
          <Typography sx={{ mb: 1 }}>
            The application waits for its fee: pay it now or later.
          </Typography>
          {renderPayment(result.SubmissionId, result.TentativeCost ?? null)}
        </Box>
      ) : null}
      <Typography sx={{ mt: 2 }}>
        <Link component={RouterLink} to={paths.plotSummary.getHref()}>
          Go to the plot summary
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
