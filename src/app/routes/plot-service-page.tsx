import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { paths } from '@/config/paths';
import { WaterBillsLink } from '@/features/payments';
import { PageHeader } from '@/ui/page-header';
import { FactGroups } from '@/entities/plot/fact-groups';
import { WithPlot } from '@/entities/plot/plot-in-use';

/** /PlotService (Plot Details): the selected plot's facts, with the way to its applications. */
export function PlotServicePage() {
  return (
    <>
      <PageHeader title="Plot Details" />
      <WithPlot>
        {(plot) => (
          <>
            <Box sx={{ display: 'flex', gap: 2, mb: 2, flexWrap: 'wrap' }}>
              <Button variant="contained" component={RouterLink} to={paths.plotSummary.getHref()}>
                Plot summary and applications
              </Button>
              <Button
                variant="outlined"
                component={RouterLink}
                to={paths.raiseServiceRequest.getHref()}
              >
                Raise a service request
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
