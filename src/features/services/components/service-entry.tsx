import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ChevronRight from '@mui/icons-material/ChevronRight';
import LockOutlined from '@mui/icons-material/LockOutlined';
import type { PlotService } from '@/api/scrutiny';
import { paths } from '@/config/paths';
import { plainDescription } from '../catalogue';

/**
 * One service: a link to its form when it is open for the plot; otherwise plain text (not a
 * link) that says, in the catalogue's words, what is needed first.
 */
export function ServiceEntry({ service }: { service: PlotService }) {
  const description = plainDescription(service.description);
  if (service.available) {
    return (
      <ListItem disablePadding>
        <ListItemButton component={RouterLink} to={paths.serviceRequest.getHref(service.id)}>
          <ListItemText
            primary={service.title}
            secondary={description}
            slotProps={{ primary: { sx: { fontWeight: 600, color: 'primary.main' } } }}
          />
          <ChevronRight aria-hidden color="action" />
        </ListItemButton>
      </ListItem>
    );
  }
  return (
    <ListItem sx={{ alignItems: 'flex-start', bgcolor: 'action.hover', borderRadius: 1, my: 0.5 }}>
      <ListItemText
        primary={service.title}
        secondary={
          <>
            {description}
            <Box
              component="span"
              sx={{ display: 'flex', gap: 0.75, mt: 0.75, color: 'text.primary' }}
            >
              <LockOutlined aria-hidden fontSize="small" sx={{ mt: '1px' }} />
              <span>
                <strong>Not open for this plot yet.</strong> {service.reason}
              </span>
            </Box>
          </>
        }
        slotProps={{ secondary: { component: 'div' } }}
      />
    </ListItem>
  );
}
