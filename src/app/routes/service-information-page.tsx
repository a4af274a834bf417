import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { paths } from '@/config/paths';
import { PayButton } from '@/features/payments';
import { PageHeader } from '@/ui/page-header';
import { Trans } from '@/i18n/trans';
import { useT } from '@/i18n/use-t';
import { routeTitle } from '@/i18n/route-titles';
import { FiledApplication, type FiledRecord } from '@/entities/application/filed-application';
import { resumeHref } from '@/entities/application/links';

/** /PlotService/ServiceInformation?SubmissionId=: one application of the plot holder. */
export function ServiceInformationPage() {
  const [params] = useSearchParams();
  const id = params.get('SubmissionId');
  return (
    <>
      <PageHeader title={routeTitle('serviceInformation')} />
      {!id ? (
        <Alert severity="info">
          <Trans
            id="shell.serviceInformation.none"
            components={{ 0: <RouterLink to={paths.plotSummary.getHref()} /> }}
          />
        </Alert>
      ) : (
        <FiledApplication
          id={id}
          paymentSlot={(record) =>
            record.Status === 'PaymentPending' ? (
              <PayButton submissionId={record.SubmissionId} amount={record.TentativeCost} />
            ) : undefined
          }
          actions={(record) => <HolderActions record={record} />}
        />
      )}
    </>
  );
}

function HolderActions({ record }: { record: FiledRecord }) {
  const t = useT();
  const editable = record.Actions?.includes('submit');
  return (
    <>
      {editable ? (
        <Button
          variant="contained"
          component={RouterLink}
          to={resumeHref(record.ServiceId, record.SubmissionId)}
        >
          {record.Status === 'Draft'
            ? t('shell.serviceInformation.resumeDraft')
            : t('shell.serviceInformation.editResubmit')}
        </Button>
      ) : null}
      <Button component={RouterLink} to={paths.plotSummary.getHref()}>
        {t('shell.serviceInformation.backToSummary')}
      </Button>
    </>
  );
}
