import { Suspense, lazy, useState, type ReactNode } from 'react';
import { AppHeader } from './app-header';
import { NavMenu } from './nav-menu';
import { SkipLink } from './skip-link';
import styles from './app-layout.module.css';

const loadPhoneMenu = () => import('./phone-menu');
const PhoneMenu = lazy(async () => ({ default: (await loadPhoneMenu()).PhoneMenu }));
const preloadPhoneMenu = () => void loadPhoneMenu().catch(() => undefined); // shows on opening

/**
 * The common signed-in layout (spec §2): app bar, role-based menu, and the page. The bar, the
 * frame and the docked menu are plain elements and CSS, drawn on every signed-in page's first
 * paint without MUI; the phone's closable menu (MUI's Drawer, a modal) loads when first wanted.
 */
export function AppLayout({ children }: { children: ReactNode }) {
  const [menuOpen, setMenuOpen] = useState(false);
  // Mounted from its first opening on, so closing it keeps its transition.
  const [menuWanted, setMenuWanted] = useState(false);

  return (
    <div className={styles.root}>
      <SkipLink />
      <AppHeader
        menuOpen={menuOpen}
        onMenuWanted={preloadPhoneMenu}
        onMenu={() => {
          setMenuWanted(true);
          setMenuOpen((open) => !open);
        }}
      />
      <div className={styles.menuColumn}>
        {menuWanted ? (
          <Suspense fallback={null}>
            <PhoneMenu open={menuOpen} onClose={() => setMenuOpen(false)} />
          </Suspense>
        ) : null}
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
