import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { getApplication, type ApplicationRecord } from '@/api/applications';
import { paths } from '@/config/paths';
import { PayButton } from '@/features/payments';
import { PageHeader } from '@/ui/page-header';
import { ApplicationView } from '@/entities/application/application-view';
import { LoadView } from '@/ui/load-view';
import { WithPlot } from '@/entities/plot/plot-in-use';
import { resumeHref } from '@/entities/application/links';
import { useApi } from '@/lib/use-api';

/** /PlotService/ServiceInformation?SubmissionId=: one application of the plot holder. */
export function ServiceInformationPage() {
  const [params] = useSearchParams();
  const id = params.get('SubmissionId');
  const { load, reload } = useApi(
    id,
    () => getApplication(id as string),
    'The application could not be loaded.',
  );
  return (
    <>
      <PageHeader title="Service Information" />
      {!id ? (
        <Alert severity="info">
          No application chosen. Open one from the{' '}
          <RouterLink to={paths.plotSummary.getHref()}>plot summary</RouterLink>.
        </Alert>
      ) : (
        <LoadView load={load} reload={reload}>
          {(record) => (
            <WithPlot plotId={String(record.PlotID)}>
              {() => (
                <ApplicationView
                  record={record}
                  paymentSlot={
                    record.Status === 'PaymentPending' ? (
                      <PayButton submissionId={record.SubmissionId} amount={record.TentativeCost} />
                    ) : undefined
                  }
                  actions={<HolderActions record={record} />}
                />
              )}
            </WithPlot>
          )}
        </LoadView>
      )}
    </>
  );
}

function HolderActions({ record }: { record: ApplicationRecord & { Actions?: string[] } }) {
  const editable = record.Actions?.includes('submit');
  return (
    <>
      {editable ? (
        <Button
          variant="contained"
          component={RouterLink}
          to={resumeHref(record.ServiceId, record.SubmissionId)}
        >
          {record.Status === 'Draft' ? 'Resume draft' : 'Edit and resubmit'}
        </Button>
      ) : null}
      <Button component={RouterLink} to={paths.plotSummary.getHref()}>
        Back to plot summary
      </Button>
    </>
  );
}
