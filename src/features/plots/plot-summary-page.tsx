import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { getPlotServices, getPlotSummary } from '@/api/scrutiny';
import { PageHeader } from '@/ui/page-header';
import { ApplicationsTable } from './components/applications-table';
import { LoadView } from '@/ui/load-view';
import { WithPlot } from '@/entities/plot/plot-in-use';
import { SuggestedServices } from './components/suggested-services';
import { useApi } from '@/lib/use-api';
import { useT } from '@/i18n/use-t';

/** /PlotService/plotDetails (Plot Summary): the plot's applications and suggested services. */
export function PlotSummaryPage() {
  const t = useT();
  return (
    <>
      <PageHeader title={t('plots.summary.title')} />
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
  const t = useT();
  const apps = useApi(plotId, () => getPlotSummary(plotId), t('plots.summary.appsLoadFailed'));
  const services = useApi(
    suggest ? plotId : null,
    () => getPlotServices(plotId),
    t('plots.summary.servicesLoadFailed'),
  );
  return (
    // minmax(0, 1fr): a wide table scrolls inside its own box instead of widening the page.
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <section aria-labelledby="apps-title">
        <Typography id="apps-title" variant="h2" sx={{ fontSize: '1.2rem', mb: 1 }}>
          {t('plots.summary.applications')}
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
