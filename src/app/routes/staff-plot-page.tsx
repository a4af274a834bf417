import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { paths } from '@/config/paths';
import { FiledApplication } from '@/entities/application/filed-application';
import { FactGroups } from '@/entities/plot/fact-groups';
import { WithPlot } from '@/entities/plot/plot-in-use';
import { PlotApplications } from '@/features/plots/plot-summary-page';
import { PageHeader } from '@/ui/page-header';
import { PendingRegistrations } from '@/features/scrutiny/pending-registrations';
import { PlotLookup } from '@/features/scrutiny/plot-lookup';
import { StaffActions } from '@/features/scrutiny/staff-actions';

/**
 * /plotDetails for corporation staff: look up any plot and its applications (?PlotId=), or
 * scrutinise one application (?SubmissionId=) with the staff decisions.
 */
export function StaffPlotPage() {
  const [params, setParams] = useSearchParams();
  const submissionId = params.get('SubmissionId');
  const plotId = params.get('PlotId');
  if (submissionId) return <StaffApplication id={submissionId} />;
  return (
    <>
      <PageHeader title="Plot Details">
        Verify new plot registrations, and look up any plot to see its details and applications.
      </PageHeader>
      <PendingRegistrations />
      <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        Look up a plot
      </Typography>
      <PlotLookup onPick={(id) => setParams({ PlotId: id })} />
      {plotId ? (
        <WithPlot plotId={plotId}>
          {(plot) => (
            <>
              <PlotApplications plotId={plotId} suggest={false} />
              <Typography variant="h2" sx={{ fontSize: '1.2rem', mt: 3, mb: 1 }}>
                Plot facts
              </Typography>
              <FactGroups plot={plot} />
            </>
          )}
        </WithPlot>
      ) : null}
    </>
  );
}

function StaffApplication({ id }: { id: string }) {
  return (
    <>
      <PageHeader title="Application scrutiny" />
      <FiledApplication
        id={id}
        actions={(record, reload) => (
          <>
            <StaffActions
              submissionId={record.SubmissionId}
              allowed={record.Actions ?? []}
              onDone={reload}
            />
            <Button component={RouterLink} to={paths.dashboard.getHref()}>
              Back to the queue
            </Button>
          </>
        )}
      />
    </>
  );
}
