import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import Toolbar from '@mui/material/Toolbar';
import { AppHeader } from './app-header';
import { NavMenu } from './nav-menu';
import { SkipLink } from './skip-link';

const DRAWER_WIDTH = 264;

/** The common signed-in layout (spec §2): app bar, role-based menu, and the page. */
export function AppLayout({ children }: { children: ReactNode }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const paper = { width: DRAWER_WIDTH, boxSizing: 'border-box' as const };

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <SkipLink />
      <AppHeader menuOpen={menuOpen} onMenu={() => setMenuOpen((open) => !open)} />
      <Box sx={{ width: { md: DRAWER_WIDTH }, flexShrink: { md: 0 } }}>
        {/* Small screens: a closable drawer. Wide screens: always open. */}
        <Drawer
          id="main-menu"
          variant="temporary"
          open={menuOpen}
          onClose={() => setMenuOpen(false)}
          sx={{ display: { xs: 'block', md: 'none' }, '& .MuiDrawer-paper': paper }}
        >
          <Toolbar />
          <NavMenu onNavigate={() => setMenuOpen(false)} />
        </Drawer>
        <Drawer
          variant="permanent"
          open
          sx={{ display: { xs: 'none', md: 'block' }, '& .MuiDrawer-paper': paper }}
        >
          <Toolbar />
          <NavMenu />
        </Drawer>
      </Box>
      <Box
        component="main"
        id="main-content"
        tabIndex={-1}
        sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, md: 4 }, outline: 'none' }}
      >
        <Toolbar />
        {children}
      </Box>
    </Box>
  );
}
