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

/** What an investor sees here: what their transaction users get on this screen, and where to manage them. */
export function InvestorExplainer() {
  return (
    <>
      <Alert severity="info" sx={{ mb: 3, maxWidth: 880 }}>
        This is the screen your transaction users work from. You see every service and every
        application yourself, so there is nothing to choose here.
      </Alert>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 880 }}>
        <Typography variant="h2" sx={{ fontSize: '1.2rem', mb: 1 }}>
          What your transaction users see
        </Typography>
        <Typography sx={{ mb: 1 }}>
          Each user you add sees the services of the departments you allow, grouped by department,
          and the applications on your plots in those departments. A change of rights applies to
          their next action. The departments are:
        </Typography>
        <List dense>
          {departments.map((d) => (
            <ListItem key={d.id} disableGutters>
              <ListItemText primary={d.name} secondary={d.description} />
            </ListItem>
          ))}
        </List>
        <Stack direction="row" spacing={2} useFlexGap sx={{ mt: 1, flexWrap: 'wrap' }}>
          <Button variant="contained" component={RouterLink} to={paths.usersAndRoles.getHref()}>
            Users &amp; Roles
          </Button>
          <Button variant="outlined" component={RouterLink} to={paths.accessManagement.getHref()}>
            Access management
          </Button>
        </Stack>
      </Paper>
    </>
  );
}
