import Drawer from '@mui/material/Drawer';
import { PortalThemeProvider } from '@/ui/theme-provider';
import { NavMenu } from './nav-menu';
import styles from './app-layout.module.css';

const DRAWER_WIDTH = 264;

/**
 * The menu on small screens: MUI's temporary Drawer (a modal: focus kept inside, Escape and the
 * backdrop close it). Its own chunk, loaded when the menu button is first pointed at, focused or
 * pressed; wide screens show the docked menu instead.
 */
export function PhoneMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <PortalThemeProvider baseline={false}>
      <Drawer
        id="main-menu"
        variant="temporary"
        open={open}
        onClose={onClose}
        sx={{
          display: { xs: 'block', md: 'none' },
          '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' },
        }}
      >
        <div className={styles.toolbarSpace} />
        <NavMenu onNavigate={onClose} />
      </Drawer>
    </PortalThemeProvider>
  );
}
