import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { paths } from '@/config/paths';
import { FiledApplication } from '@/entities/application/filed-application';
import { FactGroups } from '@/entities/plot/fact-groups';
import { WithPlot } from '@/entities/plot/plot-in-use';
import { PlotApplications } from '@/features/plots/plot-summary-page';
import { PageHeader } from '@/ui/page-header';
import { useT } from '@/i18n/use-t';
import { routeTitle } from '@/i18n/route-titles';
import { PendingRegistrations } from '@/features/scrutiny/pending-registrations';
import { PlotLookup } from '@/features/scrutiny/plot-lookup';
import { StaffActions } from '@/features/scrutiny/staff-actions';

/**
 * /plotDetails for corporation staff: look up any plot and its applications (?PlotId=), or
 * scrutinise one application (?SubmissionId=) with the staff decisions.
 */
export function StaffPlotPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const submissionId = params.get('SubmissionId');
  const plotId = params.get('PlotId');
  if (submissionId) return <StaffApplication id={submissionId} />;
  return (
    <>
      <PageHeader title={routeTitle('plotDetails')}>{t('shell.staffPlot.lead')}</PageHeader>
      <PendingRegistrations />
      <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        {t('shell.staffPlot.lookUp')}
      </Typography>
      <PlotLookup onPick={(id) => setParams({ PlotId: id })} />
      {plotId ? (
        <WithPlot plotId={plotId}>
          {(plot) => (
            <>
              <PlotApplications plotId={plotId} suggest={false} />
              <Typography variant="h2" sx={{ fontSize: '1.2rem', mt: 3, mb: 1 }}>
                {t('shell.staffPlot.facts')}
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
  const t = useT();
  return (
    <>
      <PageHeader title={t('shell.staffPlot.scrutiny')} />
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
              {t('shell.staffPlot.backToQueue')}
            </Button>
          </>
        )}
      />
    </>
  );
}
