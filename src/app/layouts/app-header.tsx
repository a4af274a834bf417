import { useRef } from 'react';
import { useAtomValue } from 'jotai';
import { Role, roleFromUserType, type RoleId } from '@/domain/roles';
import { useLogout } from '@/features/auth/use-logout';
import type { MessageId } from '@/i18n/message-ids';
import { useT } from '@/i18n/use-t';
import { loadingAtom } from '@/state/loading';
import { companyInfoAtom, roleAtom, userDataAtom } from '@/state/session';
import { BarIcon } from '@/ui/bar-icons';
import base from '@/ui/button-base.module.css';
import bar from '@/ui/bar-buttons.module.css';
import { LanguageSwitcher } from '@/ui/language-switcher';
import { NotificationBell } from '@/features/notifications/notification-bell';
import { SupportMenu } from './support-menu';
import { saveLanguageChoice } from './save-language';
import { useBarHeight } from './use-bar-height';
import styles from './app-header.module.css';

/** Each role's name as the header shows it. */
const roleNameIds: Record<RoleId, MessageId> = {
  [Role.Investor]: 'shell.role.investor',
  [Role.Admin]: 'shell.role.admin',
  [Role.TransactionUser]: 'shell.role.transactionUser',
  [Role.MidcUser]: 'shell.role.midcUser',
};

/**
 * The signed-in app bar: product name, company and role, the language (saved on the profile too),
 * help, logout, and the global loader. Plain elements and CSS: it is on every signed-in page's
 * first paint, which then needs neither MUI nor the theme.
 */
export function AppHeader({
  onMenu,
  onMenuWanted,
  menuOpen,
}: {
  onMenu: () => void;
  /** The menu button is pointed at or focused: its drawer's code may load now. */
  onMenuWanted: () => void;
  menuOpen: boolean;
}) {
  const t = useT();
  const company = useAtomValue(companyInfoAtom);
  const user = useAtomValue(userDataAtom);
  const roleId = roleFromUserType(useAtomValue(roleAtom));
  const loading = useAtomValue(loadingAtom);
  const logout = useLogout();
  const name = company.CompanyName || user.UserName || user.Email || '';
  const header = useRef<HTMLElement>(null);
  useBarHeight(header);

  return (
    <header ref={header} className={styles.bar}>
      <div className={styles.toolbar}>
        <button
          type="button"
          className={`${base.base} ${bar.iconButton} ${styles.menuButton}`}
          aria-label={t('shell.header.openMenu')}
          aria-controls="main-menu"
          aria-expanded={menuOpen}
          onClick={onMenu}
          onPointerEnter={onMenuWanted}
          onFocus={onMenuWanted}
        >
          <BarIcon name="menu" className={`${base.icon} ${bar.icon}`} />
        </button>
        <p className={styles.title}>{t('core.app.name')}</p>
        <div className={styles.who}>
          {/* The company's name is data, written as registered: never translated. */}
          <p className={styles.company}>{name}</p>
          <p className={styles.role}>{roleId ? t(roleNameIds[roleId]) : ''}</p>
        </div>
        <div className={styles.language}>
          <LanguageSwitcher onChosen={saveLanguageChoice} compact />
        </div>
        <NotificationBell />
        <SupportMenu />
        <button
          type="button"
          className={`${base.base} ${bar.button} ${bar.outlined}`}
          onClick={logout}
          aria-label={t('shell.header.logout')}
        >
          <span className={`${base.startIcon} ${bar.startIcon}`}>
            <BarIcon name="logout" className={`${base.icon} ${bar.icon}`} />
          </span>
          {/* Small screens show the icon alone; the name stays for assistive technology. */}
          <span className={bar.buttonLabel}>{t('shell.header.logout')}</span>
        </button>
      </div>
      {loading ? (
        // Just under the bar, on the light page, so the dark-blue loader of spec §9 stays visible.
        <span className={styles.progress} role="progressbar" aria-label={t('core.loading')}>
          <span className={styles.progressBar} />
          <span className={styles.progressBar} />
        </span>
      ) : null}
    </header>
  );
}
