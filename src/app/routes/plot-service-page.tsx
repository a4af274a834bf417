import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { paths } from '@/config/paths';
import { WaterBillsLink } from '@/features/payments';
import { PageHeader } from '@/ui/page-header';
import { useT } from '@/i18n/use-t';
import { routeTitle } from '@/i18n/route-titles';
import { FactGroups } from '@/entities/plot/fact-groups';
import { WithPlot } from '@/entities/plot/plot-in-use';

/** /PlotService (Plot Details): the selected plot's facts, with the way to its applications. */
export function PlotServicePage() {
  const t = useT();
  return (
    <>
      <PageHeader title={routeTitle('plotService')} />
      <WithPlot>
        {(plot) => (
          <>
            <Box sx={{ display: 'flex', gap: 2, mb: 2, flexWrap: 'wrap' }}>
              <Button variant="contained" component={RouterLink} to={paths.plotSummary.getHref()}>
                {t('shell.plotService.summary')}
              </Button>
              <Button
                variant="outlined"
                component={RouterLink}
                to={paths.raiseServiceRequest.getHref()}
              >
                {t('shell.plotService.raise')}
              </Button>
              <WaterBillsLink />
            </Box>
            <FactGroups plot={plot} />
          </>
        )}
      </WithPlot>
    </>
  );
}
