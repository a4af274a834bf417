import { useAtomValue } from 'jotai';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { canAccess } from '@/auth/permissions';
import { paths } from '@/config/paths';
import { serviceRoutes } from '@/config/service-routes';
import { departments } from '@/domain/departments';
import { departmentRightsAtom, roleAtom } from '@/state/session';
import { PageHeader } from '@/ui/page-header';

/** The services the user may apply for, grouped by department (spec §2, rights of spec §6). */
export function ServiceList() {
  const role = useAtomValue(roleAtom);
  const rights = useAtomValue(departmentRightsAtom);
  const groups = departments
    .map((department) => ({
      department,
      services: serviceRoutes.filter(
        (s) =>
          s.serviceMasterId === department.id &&
          canAccess(role, rights, paths.serviceRequest.getHref(s.name)),
      ),
    }))
    .filter((group) => group.services.length > 0);

  return (
    <>
      <PageHeader title={paths.raiseServiceRequest.title}>
        Choose the service you want to apply for. Services are grouped by department; you see the
        ones your account has rights to.
      </PageHeader>
      {groups.length === 0 ? (
        <Alert severity="info" sx={{ maxWidth: 720 }}>
          Your account has no department rights for any service. Ask the main user of your account
          to grant them.
        </Alert>
      ) : null}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: 'repeat(auto-fill, minmax(300px, 1fr))',
        }}
      >
        {groups.map(({ department, services }) => (
          <Paper key={department.id} variant="outlined" component="section" sx={{ p: 2 }}>
            <Typography variant="h2" id={`dept-${department.id}`} sx={{ fontSize: '1.1rem' }}>
              {department.name}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {department.description}
            </Typography>
            <List dense aria-labelledby={`dept-${department.id}`}>
              {services.map((service) => (
                <ListItemButton
                  key={service.name}
                  component={RouterLink}
                  to={paths.serviceRequest.getHref(service.name)}
                >
                  <ListItemText primary={service.title} />
                </ListItemButton>
              ))}
            </List>
          </Paper>
        ))}
      </Box>
    </>
  );
}
