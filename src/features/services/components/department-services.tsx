import List from '@mui/material/List';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { PlotApplication } from '@/api/plot-applications';
import { departmentDescription, departmentName, type CatalogueGroup } from '../catalogue';
import { useLanguage } from '@/i18n/use-t';
import { ServiceEntry } from './service-entry';

/** One department's box: its name, what it covers and its services. */
export function DepartmentServices({
  group,
  inProgress,
}: {
  group: CatalogueGroup;
  inProgress: ReadonlyMap<string, PlotApplication>;
}) {
  useLanguage();
  const { department, services } = group;
  const headingId = `dept-${department.id}`;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Typography variant="h2" id={headingId} sx={{ fontSize: '1.2rem' }}>
        {departmentName(department)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {departmentDescription(department)}
      </Typography>
      <List dense aria-labelledby={headingId}>
        {services.map((service) => (
          <ServiceEntry key={service.id} service={service} open={inProgress.get(service.id)} />
        ))}
      </List>
    </Paper>
  );
}
