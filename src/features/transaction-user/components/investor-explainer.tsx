import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths } from '@/config/paths';
import { departments } from '@/domain/departments';
import { useT } from '@/i18n/use-t';
import { departmentAbout, departmentLabel } from '@/domain/label-ids';

/** What an investor sees here: what their transaction users get on this screen, and where to manage them. */
export function InvestorExplainer() {
  const t = useT();
  return (
    <>
      <Alert severity="info" sx={{ mb: 3, maxWidth: 880 }}>
        {t('account.transaction.investorNote')}
      </Alert>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 880 }}>
        <Typography variant="h2" sx={{ fontSize: '1.2rem', mb: 1 }}>
          {t('account.transaction.whatUsersSee')}
        </Typography>
        <Typography sx={{ mb: 1 }}>{t('account.transaction.explainer')}</Typography>
        <List dense>
          {departments.map((d) => (
            <ListItem key={d.id} disableGutters>
              <ListItemText
                primary={departmentLabel(t, d.id)}
                secondary={departmentAbout(t, d.id)}
              />
            </ListItem>
          ))}
        </List>
        <Stack direction="row" spacing={2} useFlexGap sx={{ mt: 1, flexWrap: 'wrap' }}>
          <Button variant="contained" component={RouterLink} to={paths.usersAndRoles.getHref()}>
            {t('account.transaction.usersAndRoles')}
          </Button>
          <Button variant="outlined" component={RouterLink} to={paths.accessManagement.getHref()}>
            {t('account.users.accessManagement')}
          </Button>
        </Stack>
      </Paper>
    </>
  );
}
