import { WithPlot } from '@/entities/plot/plot-in-use';
import { PageHeader } from '@/ui/page-header';
import { PlotCatalogue } from './components/plot-catalogue';
import { useT } from '@/i18n/use-t';

/**
 * /PlotService/raiseServiceRequest: the catalogue for the selected plot, grouped by department,
 * with what this plot and this account can apply for now and, for the rest, why not.
 */
export function ServiceList() {
  const t = useT();
  return (
    <>
      <PageHeader title={t('plots.services.title')}>{t('plots.services.intro')}</PageHeader>
      <WithPlot>{(_, plotId) => <PlotCatalogue plotId={plotId} />}</WithPlot>
    </>
  );
}
