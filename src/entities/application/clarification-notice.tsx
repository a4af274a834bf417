import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Typography from '@mui/material/Typography';
import type { ApplicationRecord } from '@/api/applications';
import { formatDate } from '@/lib/format';

/**
 * What the office asked when it sent the application back (the last 'clarification sought' entry
 * of the timeline): who, when and the remark, shown above the form the applicant answers in.
 */
export function ClarificationNotice({ record }: { record: ApplicationRecord }) {
  if (record.Status !== 'ClarificationSought') return null;
  const asked = [...(record.Timeline ?? [])]
    .reverse()
    .find((e) => e.Status === 'ClarificationSought');
  if (!asked) return null;
  return (
    <Alert severity="warning" role="status" sx={{ mb: 2 }}>
      <AlertTitle>The Corporation has asked for a clarification</AlertTitle>
      <Typography sx={{ fontWeight: 600, whiteSpace: 'pre-wrap' }}>
        {asked.Remarks || 'No remark was given.'}
      </Typography>
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        Asked by {asked.By ?? 'the Corporation'} on {formatDate(asked.At, 'dd-MM-yyyy HH:mm')} IST.
        Change what is asked for, then submit the application again.
      </Typography>
    </Alert>
  );
}
