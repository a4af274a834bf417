import { useAtomValue } from 'jotai';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import LogoutIcon from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import { roleFromUserType, roleNames } from '@/domain/roles';
import { useLogout } from '@/features/auth/use-logout';
import { loadingAtom } from '@/state/loading';
import { companyInfoAtom, roleAtom, userDataAtom } from '@/state/session';
import { PRODUCT_NAME } from '@/ui/page-header';
import { NotificationBell } from '@/features/notifications/notification-bell';
import { SupportMenu } from './support-menu';

/** The signed-in app bar: product name, company and role, logout, and the global loader. */
export function AppHeader({ onMenu, menuOpen }: { onMenu: () => void; menuOpen: boolean }) {
  const company = useAtomValue(companyInfoAtom);
  const user = useAtomValue(userDataAtom);
  const roleId = roleFromUserType(useAtomValue(roleAtom));
  const loading = useAtomValue(loadingAtom);
  const logout = useLogout();
  const name = company.CompanyName || user.UserName || user.Email || '';

  return (
    <AppBar position="fixed" sx={{ zIndex: (t) => t.zIndex.drawer + 1 }}>
      <Toolbar sx={{ gap: 1 }}>
        <IconButton
          color="inherit"
          edge="start"
          aria-label="Open menu"
          aria-controls="main-menu"
          aria-expanded={menuOpen}
          onClick={onMenu}
          sx={{ display: { md: 'none' } }}
        >
          <MenuIcon />
        </IconButton>
        <Typography component="p" sx={{ fontWeight: 700, fontSize: '1.05rem', flexGrow: 1 }} noWrap>
          {PRODUCT_NAME}
        </Typography>
        <Box sx={{ textAlign: 'right', display: { xs: 'none', sm: 'block' }, minWidth: 0 }}>
          <Typography component="p" variant="body2" sx={{ fontWeight: 600 }} noWrap>
            {name}
          </Typography>
          <Typography component="p" variant="caption" sx={{ opacity: 0.85 }}>
            {roleId ? roleNames[roleId] : ''}
          </Typography>
        </Box>
        <NotificationBell />
        <SupportMenu />
        <Button
          color="inherit"
          variant="outlined"
          startIcon={<LogoutIcon />}
          onClick={logout}
          sx={{ ml: 1 }}
        >
          Logout
        </Button>
      </Toolbar>
      {loading ? (
        // Just under the bar, on the light page, so the dark-blue loader of spec §9 stays visible.
        <LinearProgress
          aria-label="Loading"
          sx={{ position: 'absolute', top: '100%', left: 0, right: 0 }}
        />
      ) : null}
    </AppBar>
  );
}
