import { useState, type ReactNode } from 'react';
import Drawer from '@mui/material/Drawer';
import { AppHeader } from './app-header';
import { NavMenu } from './nav-menu';
import { SkipLink } from './skip-link';
import styles from './app-layout.module.css';

const DRAWER_WIDTH = 264;

/**
 * The common signed-in layout (spec §2): app bar, role-based menu, and the page. The frame and the
 * docked menu are plain elements and CSS (app-layout.module.css), drawn on every signed-in page's
 * first render; MUI's Drawer is kept for the phone's closable menu, a modal it renders only open.
 */
export function AppLayout({ children }: { children: ReactNode }) {
  const [menuOpen, setMenuOpen] = useState(false);

  return (
    <div className={styles.root}>
      <SkipLink />
      <AppHeader menuOpen={menuOpen} onMenu={() => setMenuOpen((open) => !open)} />
      <div className={styles.menuColumn}>
        {/* Small screens: a closable drawer. Wide screens: always open. */}
        <Drawer
          id="main-menu"
          variant="temporary"
          open={menuOpen}
          onClose={() => setMenuOpen(false)}
          sx={{
            display: { xs: 'block', md: 'none' },
            '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' },
          }}
        >
          <div className={styles.toolbarSpace} />
          <NavMenu onNavigate={() => setMenuOpen(false)} />
        </Drawer>
        <div className={styles.docked}>
          <div className={styles.paper}>
            <div className={styles.toolbarSpace} />
            <NavMenu />
          </div>
        </div>
      </div>
      <main id="main-content" tabIndex={-1} className={styles.main}>
        <div className={styles.toolbarSpace} />
        {children}
      </main>
    </div>
  );
}
