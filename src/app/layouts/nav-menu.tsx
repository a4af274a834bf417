import { useAtomValue } from 'jotai';
import { NavLink } from 'react-router-dom';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { departmentRightsAtom, roleAtom } from '@/state/session';
import { navFor } from './nav-items';

const activeLink = {
  borderRadius: 1,
  mx: 1,
  '&.active': { bgcolor: 'primary.main', color: 'primary.contrastText' },
  '&.active:hover': { bgcolor: 'primary.dark' },
};

/** The main menu: links grouped by topic, only those the user's role and rights allow. */
export function NavMenu({ onNavigate }: { onNavigate?: () => void }) {
  const groups = navFor(useAtomValue(roleAtom), useAtomValue(departmentRightsAtom));
  return (
    <nav aria-label="Main menu">
      {groups.map((group) => {
        const id = `nav-${group.label.toLowerCase().replace(/\W+/g, '-')}`;
        return (
          <List
            key={group.label}
            dense
            aria-labelledby={id}
            subheader={
              <ListSubheader id={id} component="h2" disableSticky sx={{ lineHeight: '36px' }}>
                {group.label}
              </ListSubheader>
            }
          >
            {group.items.map((item) => (
              <ListItemButton
                key={item.path}
                component={NavLink}
                to={item.path}
                end
                onClick={onNavigate}
                sx={activeLink}
              >
                <ListItemText primary={item.title} />
              </ListItemButton>
            ))}
          </List>
        );
      })}
    </nav>
  );
}
