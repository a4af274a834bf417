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
import { useT } from '@/i18n/use-t';
import type { MessageId } from '@/i18n/message-ids';

const counts: { key: keyof PlotCard; label: MessageId }[] = [
  { key: 'ApprovedApplications', label: 'plots.cards.approved' },
  { key: 'OnGoingApplications', label: 'plots.cards.ongoing' },
  { key: 'PendingApplications', label: 'plots.cards.pending' },
  { key: 'SuggestedApplications', label: 'plots.cards.suggested' },
];

/**
 * The dashboard's plot cards; opening one selects it and goes to Plot Details. A registration
 * not verified yet shows its status instead (RegistrationCard); `onChanged` reloads the list.
 */
export function PlotCards({ plots, onChanged }: { plots: PlotCard[]; onChanged: () => void }) {
  const t = useT();
  const setPlot = useSetAtom(selectedPlotAtom);
  const navigate = useNavigate();
  if (plots.length === 0) {
    return (
      <NoticeWithLink to={paths.plotRegistration.getHref()} label={t('plots.cards.registerPlot')}>
        {t('plots.cards.noPlots')}
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
      aria-label={t('plots.cards.yourPlots')}
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
                {t('plots.cards.areaAndId', { area: p.IndustrialAreaName ?? '', id })}
              </Typography>
              <TermList
                terms={counts.map((c) => ({
                  key: c.key,
                  term: t(c.label),
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
                aria-label={t('plots.cards.openPlotLabel', { plot: p.PlotName ?? id })}
                onClick={() => open(id, paths.plotService.getHref())}
              >
                {t('plots.cards.openPlot')}
              </Button>
              <Button
                aria-label={t('plots.cards.applicationsLabel', { plot: p.PlotName ?? id })}
                onClick={() => open(id, paths.plotSummary.getHref())}
              >
                {t('plots.cards.applications')}
              </Button>
            </CardActions>
          </Card>
        );
      })}
    </Box>
  );
}
