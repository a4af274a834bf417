import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { getPlotServices, getPlotSummary } from '@/api/scrutiny';
import { PageHeader } from '@/ui/page-header';
import { ApplicationsTable } from './components/applications-table';
import { LoadView } from '@/ui/load-view';
import { WithPlot } from '@/entities/plot/plot-in-use';
import { SuggestedServices } from './components/suggested-services';
import { useApi } from '@/lib/use-api';

/** /PlotService/plotDetails (Plot Summary): the plot's applications and suggested services. */
export function PlotSummaryPage() {
  return (
    <>
      <PageHeader title="Plot Summary" />
      <WithPlot>{(_, plotId) => <PlotApplications plotId={plotId} />}</WithPlot>
    </>
  );
}

/** The applications grid and the suggestions of one plot (also used by the staff look-up). */
export function PlotApplications({
  plotId,
  suggest = true,
}: {
  plotId: string;
  suggest?: boolean;
}) {
  const apps = useApi(
    plotId,
    () => getPlotSummary(plotId),
    'The applications could not be loaded.',
  );
  const services = useApi(
    suggest ? plotId : null,
    () => getPlotServices(plotId),
    'The services could not be loaded.',
  );
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <section aria-labelledby="apps-title">
        <Typography id="apps-title" variant="h2" sx={{ fontSize: '1.2rem', mb: 1 }}>
          Applications
        </Typography>
        <LoadView load={apps.load} reload={apps.reload}>
          {(rows) => <ApplicationsTable rows={rows} onChanged={apps.reload} />}
        </LoadView>
      </section>
      {suggest && apps.load.status === 'ready' ? (
        <LoadView load={services.load} reload={services.reload}>
          {(list) => (
            <SuggestedServices
              services={list}
              rows={apps.load.status === 'ready' ? apps.load.data : []}
            />
          )}
        </LoadView>
      ) : null}
    </Box>
  );
}
