import type { ReactNode } from 'react';
import { useAtom, useAtomValue } from 'jotai';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { getPlot, type PlotDetails } from '@/api/plots';
import { paths } from '@/config/paths';
import { Role } from '@/domain/roles';
import { selectedPlotAtom } from '@/state/plot';
import { roleAtom } from '@/state/session';
import { useApi } from '@/lib/use-api';
import { LoadView } from '@/ui/load-view';
import { PlotPicker } from './plot-picker';

/** The banner on every /PlotService screen: which plot is in use, with a way to change it. */
export function PlotInUseBanner({ plot }: { plot: PlotDetails }) {
  // Staff look plots up on /plotDetails; only plot holders switch plots on their dashboard.
  const holder = useAtomValue(roleAtom) !== Role.MidcUser;
  const d = plot.plotData ?? {};
  const plotName = d.PlotName ? String(d.PlotName) : '';
  const area = d.IndustrialAreaName ? String(d.IndustrialAreaName) : '';
  const name = plotName.includes(area) ? plotName : [plotName, area].filter(Boolean).join(' · ');
  return (
    <Box
      role="region"
      aria-label="Plot in use"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 2,
        p: 1.5,
        mb: 2,
        borderRadius: 1,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
      }}
    >
      <Typography sx={{ flex: 1, fontWeight: 600 }}>
        Plot in use: {name || 'the selected plot'} (ID {String(d.PlotID ?? '')})
      </Typography>
      {holder ? (
        <Button
          size="small"
          variant="outlined"
          color="inherit"
          component={RouterLink}
          to={paths.dashboard.getHref()}
        >
          Change plot
        </Button>
      ) : null}
    </Box>
  );
}

/** Loads the selected plot (or `plotId`) and renders the banner and `children` with it. */
export function WithPlot({
  plotId,
  children,
}: {
  plotId?: string;
  children: (plot: PlotDetails, plotId: string) => ReactNode;
}) {
  const [selected, select] = useAtom(selectedPlotAtom);
  const holder = useAtomValue(roleAtom) !== Role.MidcUser;
  const id = plotId ?? selected;
  const { load, reload } = useApi(id, () => getPlot(id as string), 'The plot could not be loaded.');
  // A plot holder picks one here rather than going back to the dashboard for it.
  if (!id && holder) return <PlotPicker onPick={select} />;
  if (!id) {
    return (
      <Alert
        severity="info"
        sx={{ maxWidth: 720 }}
        action={
          <Button component={RouterLink} to={paths.dashboard.getHref()}>
            Go to dashboard
          </Button>
        }
      >
        No plot is selected. Choose a plot on your dashboard first.
      </Alert>
    );
  }
  return (
    <LoadView load={load} reload={reload}>
      {(plot) => (
        <>
          <PlotInUseBanner plot={plot} />
          {children(plot, id)}
        </>
      )}
    </LoadView>
  );
}
