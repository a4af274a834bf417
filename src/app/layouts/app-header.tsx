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
import { Role, roleFromUserType, type RoleId } from '@/domain/roles';
import { useLogout } from '@/features/auth/use-logout';
import type { MessageId } from '@/i18n/message-ids';
import { useT } from '@/i18n/use-t';
import { loadingAtom } from '@/state/loading';
import { companyInfoAtom, roleAtom, userDataAtom } from '@/state/session';
import { LanguageSwitcher } from '@/ui/language-switcher';
import { NotificationBell } from '@/features/notifications/notification-bell';
import { SupportMenu } from './support-menu';
import { saveLanguageChoice } from './save-language';

/** Each role's name as the header shows it. */
const roleNameIds: Record<RoleId, MessageId> = {
  [Role.Investor]: 'shell.role.investor',
  [Role.Admin]: 'shell.role.admin',
  [Role.TransactionUser]: 'shell.role.transactionUser',
  [Role.MidcUser]: 'shell.role.midcUser',
};

/**
 * The signed-in app bar: product name, company and role, the language (saved on the profile too),
 * help, logout, and the global loader.
 */
export function AppHeader({ onMenu, menuOpen }: { onMenu: () => void; menuOpen: boolean }) {
  const t = useT();
  const company = useAtomValue(companyInfoAtom);
  const user = useAtomValue(userDataAtom);
  const roleId = roleFromUserType(useAtomValue(roleAtom));
  const loading = useAtomValue(loadingAtom);
  const logout = useLogout();
  const name = company.CompanyName || user.UserName || user.Email || '';

  return (
    <AppBar position="fixed" sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
      <Toolbar sx={{ gap: { xs: 0.5, sm: 1 }, px: { xs: 1, sm: 2 } }}>
        <IconButton
          color="inherit"
          edge="start"
          aria-label={t('shell.header.openMenu')}
          aria-controls="main-menu"
          aria-expanded={menuOpen}
          onClick={onMenu}
          sx={{ display: { md: 'none' }, ml: 0 }}
        >
          <MenuIcon />
        </IconButton>
        <Typography
          component="p"
          sx={{ fontWeight: 700, fontSize: '1.05rem', flexGrow: 1, minWidth: 0 }}
          noWrap
        >
          {t('core.app.name')}
        </Typography>
        <Box sx={{ textAlign: 'right', display: { xs: 'none', sm: 'block' }, minWidth: 0 }}>
          {/* The company's name is data, written as registered: never translated. */}
          <Typography component="p" variant="body2" sx={{ fontWeight: 600 }} noWrap>
            {name}
          </Typography>
          <Typography component="p" variant="caption" sx={{ opacity: 0.85 }}>
            {roleId ? t(roleNameIds[roleId]) : ''}
          </Typography>
        </Box>
        <Box sx={{ flexShrink: 0, color: 'text.primary' }}>
          <LanguageSwitcher onChosen={saveLanguageChoice} compact />
        </Box>
        <NotificationBell />
        <SupportMenu />
        <Button
          color="inherit"
          variant="outlined"
          startIcon={<LogoutIcon />}
          onClick={logout}
          aria-label={t('shell.header.logout')}
          sx={{
            ml: { xs: 0, sm: 1 },
            minWidth: 0,
            flexShrink: 0,
            '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 }, ml: { xs: 0, sm: -0.5 } },
          }}
        >
          {/* Small screens show the icon alone; the name stays for assistive technology. */}
          <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
            {t('shell.header.logout')}
          </Box>
        </Button>
      </Toolbar>
      {loading ? (
        // Just under the bar, on the light page, so the dark-blue loader of spec §9 stays visible.
        <LinearProgress
          aria-label={t('core.loading')}
          sx={{ position: 'absolute', top: '100%', left: 0, right: 0 }}
        />
      ) : null}
    </AppBar>
  );
}
