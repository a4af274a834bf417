import { useSetAtom } from 'jotai';
import { useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { PlotCard } from '@/api/plots';
import { paths } from '@/config/paths';
import { selectedPlotAtom } from '@/state/plot';
import { RegistrationCard } from './registration-card';
import { NoticeWithLink } from '@/ui/notice-with-link';
import { TermList } from '@/ui/term-list';

const counts: { key: keyof PlotCard; label: string }[] = [
  { key: 'ApprovedApplications', label: 'Approved' },
  { key: 'OnGoingApplications', label: 'Ongoing' },
  { key: 'PendingApplications', label: 'Pending (drafts)' },
  { key: 'SuggestedApplications', label: 'Suggested' },
];

/**
 * The dashboard's plot cards; opening one selects it and goes to Plot Details. A registration
 * not verified yet shows its status instead (RegistrationCard); `onChanged` reloads the list.
 */
export function PlotCards({ plots, onChanged }: { plots: PlotCard[]; onChanged: () => void }) {
  const setPlot = useSetAtom(selectedPlotAtom);
  const navigate = useNavigate();
  if (plots.length === 0) {
    return (
      <NoticeWithLink to={paths.plotRegistration.getHref()} label="Register a plot">
        You have no registered plot yet. Register your plot to apply for services.
      </NoticeWithLink>
    );
  }
  const open = (id: string, to: string) => {
    setPlot(id);
    void navigate(to);
  };
  return (
    <Box
      component="ul"
      aria-label="Your plots"
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}
      style={{ gridTemplateColumns: 'repeat(auto-fill, minmax(300px, 1fr))' }}
    >
      {plots.map((p) => {
        const id = String(p.PlotID);
        const titleId = `plot-${id}`;
        if (p.RegistrationStatus === 'Pending' || p.RegistrationStatus === 'Rejected') {
          return (
            <Card component="li" key={id} variant="outlined" aria-labelledby={titleId}>
              <RegistrationCard plot={p} titleId={titleId} onChanged={onChanged} />
            </Card>
          );
        }
        return (
          <Card component="li" key={id} variant="outlined" aria-labelledby={titleId}>
            <CardContent>
              <Typography id={titleId} variant="h2" sx={{ fontSize: '1.25rem' }}>
                {p.PlotName ?? id}
              </Typography>
              <Typography color="text.secondary">
                {p.IndustrialAreaName} · Plot ID {id}
              </Typography>
              <TermList
                terms={counts.map((c) => ({
                  key: c.key,
                  term: `${c.label} applications`,
                  value: Number(p[c.key] ?? 0),
                  valueProps: { 'data-count': c.key },
                }))}
                columns="1fr auto"
                mutedTerms={false}
                boldValues
                rowGap={0}
                sx={{ mt: 2 }}
              />
            </CardContent>
            <CardActions>
              <Button
                variant="contained"
                aria-label={`Open plot: ${p.PlotName ?? id}`}
                onClick={() => open(id, paths.plotService.getHref())}
              >
                Open plot
              </Button>
              <Button
                aria-label={`Applications of ${p.PlotName ?? id}`}
                onClick={() => open(id, paths.plotSummary.getHref())}
              >
                Applications
              </Button>
            </CardActions>
          </Card>
        );
      })}
    </Box>
  );
}
