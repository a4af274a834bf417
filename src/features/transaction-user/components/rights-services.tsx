import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { paths } from '@/config/paths';
import { departments } from '@/domain/departments';
import { catalogEntries } from '@/config/service-catalog';
import { useT } from '@/i18n/use-t';
import { departmentAbout, departmentLabel } from '@/domain/label-ids';

/** The catalogue's services (services.catalog.json) of these departments, grouped by department. */
export function RightsServices({ rights }: { rights: readonly number[] }) {
  const t = useT();
  const groups = departments
    .filter((d) => rights.includes(d.id))
    .map((d) => ({ d, services: catalogEntries().filter((s) => s.serviceMasterId === d.id) }));
  if (groups.length === 0)
    return (
      <Alert severity="info" sx={{ maxWidth: 720 }}>
        {t('account.transaction.noRights')}
      </Alert>
    );
  return (
    <Box
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))' }}
    >
      {groups.map(({ d, services }) => (
        <Paper
          key={d.id}
          variant="outlined"
          component="section"
          aria-labelledby={`tx-dept-${d.id}`}
          sx={{ p: 2 }}
        >
          <Typography variant="h3" id={`tx-dept-${d.id}`} sx={{ fontSize: '1.1rem' }}>
            {departmentLabel(t, d.id)}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {departmentAbout(t, d.id)}
          </Typography>
          <List dense aria-labelledby={`tx-dept-${d.id}`}>
            {services.map((s) => (
              <ListItem key={s.id} disablePadding>
                <ListItemButton component={RouterLink} to={paths.serviceRequest.getHref(s.id)}>
                  <ListItemText primary={s.title} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Paper>
      ))}
    </Box>
  );
}
