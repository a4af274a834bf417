import { useId } from 'react';
import { useAtomValue } from 'jotai';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { useT } from '@/i18n/use-t';
import { departmentRightsAtom, roleAtom } from '@/state/session';
import { navFor, sectionPathFor } from './nav-items';
import styles from './app-layout.module.css';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  isActive ? `${styles.link} ${styles.active}` : styles.link;

/**
 * The main menu: links grouped by topic, only those the user's role and rights allow. Plain
 * elements and CSS, not MUI's list: it is in every signed-in page's first render, twice on a
 * phone once the drawer opens.
 */
export function NavMenu({ onNavigate }: { onNavigate?: () => void }) {
  const t = useT(); // renders again in a newly chosen language
  const groups = navFor(useAtomValue(roleAtom), useAtomValue(departmentRightsAtom));
  // The docked menu and the drawer's are both in the page while the drawer is open: own ids.
  const idPrefix = useId();
  // A page without an item of its own (a service form, an application) lights its section's item.
  const section = sectionPathFor(useLocation().pathname);
  return (
    <nav aria-label={t('shell.nav.label')}>
      {groups.map((group) => {
        const id = `${idPrefix}nav-${group.id}`;
        // The heading sits before its list, and each link in a <li>: a list holds items only.
        return (
          <div key={group.id}>
            <h2 id={id} className={styles.heading}>
              {group.label}
            </h2>
            <ul aria-labelledby={id} className={styles.list}>
              {group.items.map((item) => (
                <li key={item.path} className={styles.item}>
                  {item.path === section ? (
                    // "true": the current item of the set, not the page on screen (WAI-ARIA).
                    <Link
                      to={item.path}
                      aria-current="true"
                      onClick={onNavigate}
                      className={linkClass({ isActive: true })}
                    >
                      <span className={styles.label}>{item.title}</span>
                    </Link>
                  ) : (
                    <NavLink to={item.path} end onClick={onNavigate} className={linkClass}>
                      <span className={styles.label}>{item.title}</span>
                    </NavLink>
                  )}
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </nav>
  );
}
