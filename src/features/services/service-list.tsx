import { paths } from '@/config/paths';
import { WithPlot } from '@/entities/plot/plot-in-use';
import { PageHeader } from '@/ui/page-header';
import { PlotCatalogue } from './components/plot-catalogue';

/**
 * /PlotService/raiseServiceRequest: the catalogue for the selected plot, grouped by department,
 * with what this plot and this account can apply for now and, for the rest, why not.
 */
export function ServiceList() {
  return (
    <>
      <PageHeader title={paths.raiseServiceRequest.title}>
        Choose the service you want to apply for on this plot. Services are grouped by department;
        one you cannot apply for on this plot says why, and one already in progress leads to the
        application.
      </PageHeader>
      <WithPlot>{(_, plotId) => <PlotCatalogue plotId={plotId} />}</WithPlot>
    </>
  );
}
