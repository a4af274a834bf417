import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { getPlots, type PlotCard } from '@/api/plots';
import { PageLoader } from '@/ui/page-loader';

/** Lists the user's plots (GET /api/plots) so one can be chosen where a screen needs one. */
export function PlotPicker({
  onPick,
  title = 'Choose a plot',
}: {
  onPick: (plotId: string) => void;
  title?: string;
}) {
  const [plots, setPlots] = useState<PlotCard[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    getPlots().then(
      (answer) => {
        if (!live) return;
        if (answer.IsSuccess) setPlots(answer.Data ?? []);
        else setError(answer.Message || 'Your plots could not be loaded.');
      },
      () => live && setError('Your plots could not be loaded. Please try again later.'),
    );
    return () => {
      live = false;
    };
  }, []);

  if (error) return <Alert severity="error">{error}</Alert>;
  if (!plots) return <PageLoader />;
  if (plots.length === 0) {
    return <Alert severity="info">You have no registered plot yet. Register a plot first.</Alert>;
  }
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="plot-picker-title"
      sx={{ p: 2, maxWidth: 720 }}
    >
      <Typography id="plot-picker-title" variant="h2" sx={{ fontSize: '1.2rem', mb: 1 }}>
        {title}
      </Typography>
      <List aria-labelledby="plot-picker-title">
        {plots.map((p) => (
          <ListItem key={String(p.PlotID)} disablePadding>
            <ListItemButton onClick={() => onPick(String(p.PlotID))}>
              <ListItemText
                primary={p.PlotName ? `${p.PlotName} (${String(p.PlotID)})` : String(p.PlotID)}
                secondary={p.IndustrialAreaName}
              />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
