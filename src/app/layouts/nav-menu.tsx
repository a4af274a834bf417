import { useAtomValue } from 'jotai';
import { NavLink } from 'react-router-dom';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { useT } from '@/i18n/use-t';
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
  const t = useT(); // renders again in a newly chosen language
  const groups = navFor(useAtomValue(roleAtom), useAtomValue(departmentRightsAtom));
  return (
    <nav aria-label={t('shell.nav.label')}>
      {groups.map((group) => {
        const id = `nav-${group.id}`;
        // The heading sits before its list, and each link in a <li>: a list holds items only.
        return (
          <div key={group.id}>
            <ListSubheader id={id} component="h2" disableSticky sx={{ lineHeight: '36px' }}>
              {group.label}
            </ListSubheader>
            <List dense disablePadding aria-labelledby={id} sx={{ pb: 1 }}>
              {group.items.map((item) => (
                <ListItem key={item.path} disablePadding>
                  <ListItemButton
                    component={NavLink}
                    to={item.path}
                    end
                    onClick={onNavigate}
                    sx={activeLink}
                  >
                    <ListItemText primary={item.title} />
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
          </div>
        );
      })}
    </nav>
  );
}
