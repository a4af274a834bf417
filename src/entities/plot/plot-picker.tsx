import ChevronRight from '@mui/icons-material/ChevronRight';
import Alert from '@mui/material/Alert';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { getPlots, type PlotCard } from '@/api/plots';
import { useApi } from '@/lib/use-api';
import { LoadView } from '@/ui/load-view';
import { useT } from '@/i18n/use-t';

/** Lists the user's plots (GET /api/plots) so one can be chosen where a screen needs one. */
export function PlotPicker({
  onPick,
  title,
}: {
  onPick: (plotId: string) => void;
  title?: string;
}) {
  const t = useT();
  const { load, reload } = useApi('plots', getPlots, t('plots.picker.loadFailed'));
  return (
    <LoadView load={load} reload={reload}>
      {(plots) => (
        <PlotList plots={plots ?? []} onPick={onPick} title={title ?? t('plots.picker.title')} />
      )}
    </LoadView>
  );
}

function PlotList({
  plots,
  onPick,
  title,
}: {
  plots: PlotCard[];
  onPick: (plotId: string) => void;
  title: string;
}) {
  const t = useT();
  if (plots.length === 0) {
    return <Alert severity="info">{t('plots.picker.none')}</Alert>;
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
            {/* Drawn as the service list's entries are (bold, a chevron): on a phone, with no
                hover, plain lines did not look like something to press. */}
            <ListItemButton onClick={() => onPick(String(p.PlotID))}>
              <ListItemText
                primary={p.PlotName ? `${p.PlotName} (${String(p.PlotID)})` : String(p.PlotID)}
                secondary={p.IndustrialAreaName}
                slotProps={{ primary: { sx: { fontWeight: 600, color: 'primary.main' } } }}
              />
              <ChevronRight aria-hidden color="action" />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
