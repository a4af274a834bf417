import { browser } from '@/lib/browser';
import { useT } from '@/i18n/use-t';
import styles from './error-screen.module.css';

/** Props of the generic error screen. */
export interface ErrorScreenProps {
  /** Where 'Go To Dashboard' leads; without it the button goes back one step in history. */
  dashboardRoute?: string;
  /** Navigates inside the app; without it a full page load (or history.back) is used. */
  onNavigate?: (to: string | -1) => void;
}

/**
 * The generic error screen of spec §2, shown after an unhandled render error. Plain HTML + CSS so
 * it still renders when the MUI chunk is the thing that failed to load.
 */
export function ErrorScreen({ dashboardRoute, onNavigate }: ErrorScreenProps) {
  const t = useT();
  const go = () => {
    const to = dashboardRoute ?? -1;
    if (onNavigate) onNavigate(to);
    else if (to === -1) window.history.back();
    else browser.assign(to);
  };
  return (
    <div className={styles.wrap}>
      <section className={styles.card} role="alert" aria-labelledby="error-title">
        <h1 className={styles.title} id="error-title" tabIndex={-1}>
          {t('core.error.title')}
        </h1>
        <p className={styles.text}>{t('core.error.unexpected')}</p>
        <p className={styles.text}>{t('core.error.working')}</p>
        <button type="button" className={styles.button} onClick={go}>
          {t('core.error.toDashboard')}
        </button>
      </section>
    </div>
  );
}
