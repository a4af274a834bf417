import { Link as RouterLink } from 'react-router-dom';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { PlotService, SummaryRow } from '@/api/scrutiny';
import { paths } from '@/config/paths';
import { useT } from '@/i18n/use-t';
import { useServiceName } from '@/entities/service/service-title';

/** Services open for the plot that it has not applied for yet, each with a link to start it. */
export function SuggestedServices({
  services,
  rows,
}: {
  services: PlotService[];
  rows: SummaryRow[];
}) {
  const t = useT();
  const serviceName = useServiceName();
  const applied = new Set(rows.map((r) => r.ServiceId));
  const list = services.filter((s) => s.available && !applied.has(s.id));
  return (
    <Paper variant="outlined" component="section" aria-labelledby="suggested-title" sx={{ p: 2 }}>
      <Typography id="suggested-title" variant="h2" sx={{ fontSize: '1.2rem' }}>
        {t('plots.suggested.title', { count: list.length })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('plots.suggested.intro')}
      </Typography>
      {list.length === 0 ? (
        <Typography sx={{ mt: 1 }}>{t('plots.suggested.none')}</Typography>
      ) : (
        <List
          dense
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', md: '1fr 1fr', lg: '1fr 1fr 1fr' },
          }}
        >
          {list.map((s) => (
            <ListItem key={s.id} disableGutters>
              <ListItemText
                primary={
                  <Link component={RouterLink} to={paths.serviceRequest.getHref(s.id)}>
                    {t('plots.suggested.apply', { service: serviceName(s.id, s.title) })}
                  </Link>
                }
              />
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
}
