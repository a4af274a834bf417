import { SETTINGS } from '@/config/settings';
import { useT } from '@/i18n/use-t';
import type { MessageId } from '@/i18n/message-ids';
import styles from './login-page.module.css';

const offers: MessageId[] = [
  'core.login.welcome.offer.services',
  'core.login.welcome.offer.track',
  'core.login.welcome.offer.pay',
  'core.login.welcome.offer.users',
];

/** The welcome panel of the sign-in page: what the single-window clearance system offers. */
export function Welcome() {
  const t = useT();
  return (
    <section className={styles.welcome} aria-labelledby="welcome-title">
      <p className={styles.eyebrow}>
        <svg className={styles.mark} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
          <rect width="32" height="32" rx="6" fill="#fff" />
          <path d="M7 24V12l5-4 5 4v12H7zm12 0V15l6-3v12h-6z" fill="#0b3d91" />
          <rect x="10" y="17" width="4" height="7" fill="#fff" />
        </svg>
        {t('core.corporation')}
      </p>
      <h1 className={styles.headline} id="welcome-title">
        {t('core.login.welcome.title')}
      </h1>
      <p className={styles.lead}>{t('core.login.welcome.lead')}</p>
      <ul className={styles.offers}>
        {offers.map((offer) => (
          <li key={offer}>{t(offer)}</li>
        ))}
      </ul>
      {SETTINGS.HELPDESKURL ? (
        <p>
          {t('core.login.welcome.needHelp')}{' '}
          <a href={SETTINGS.HELPDESKURL} target="_blank" rel="noopener noreferrer">
            {t('core.login.welcome.helpdesk')}
          </a>
        </p>
      ) : null}
    </section>
  );
}
