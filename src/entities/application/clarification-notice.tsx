import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Typography from '@mui/material/Typography';
import type { ApplicationRecord } from '@/api/applications';
import { formatDate } from '@/domain/format';
import { useT } from '@/i18n/use-t';

/**
 * What the office asked when it sent the application back (the last 'clarification sought' entry
 * of the timeline): who, when and the remark, shown above the form the applicant answers in.
 */
export function ClarificationNotice({ record }: { record: ApplicationRecord }) {
  const t = useT();
  if (record.Status !== 'ClarificationSought') return null;
  const asked = [...(record.Timeline ?? [])]
    .reverse()
    .find((e) => e.Status === 'ClarificationSought');
  if (!asked) return null;
  return (
    <Alert severity="warning" role="status" sx={{ mb: 2 }}>
      <AlertTitle>{t('plots.clarification.title')}</AlertTitle>
      <Typography sx={{ fontWeight: 600, whiteSpace: 'pre-wrap' }}>
        {asked.Remarks || t('plots.clarification.noRemark')}
      </Typography>
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        {asked.By
          ? t('plots.clarification.askedBy', {
              by: asked.By,
              date: formatDate(asked.At, 'dd-MM-yyyy HH:mm'),
            })
          : t('plots.clarification.askedByCorporation', {
              date: formatDate(asked.At, 'dd-MM-yyyy HH:mm'),
            })}
      </Typography>
    </Alert>
  );
}
