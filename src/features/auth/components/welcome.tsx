import { SETTINGS } from '@/config/settings';
import styles from './login-page.module.css';

const offers = [
  'Apply for land, water, fire, building and IT services online',
  'Save drafts, submit, track and withdraw your applications',
  'Pay fees and bills online',
  'Manage your company profile and the users who act for it',
];

/** The welcome panel of the sign-in page: what the single-window clearance system offers. */
export function Welcome() {
  return (
    <section className={styles.welcome} aria-labelledby="welcome-title">
      <p className={styles.eyebrow}>
        <svg className={styles.mark} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
          <rect width="32" height="32" rx="6" fill="#fff" />
          <path d="M7 24V12l5-4 5 4v12H7zm12 0V15l6-3v12h-6z" fill="#0b3d91" />
          <rect x="10" y="17" width="4" height="7" fill="#fff" />
        </svg>
        Industrial Development Corporation
      </p>
      <h1 className={styles.headline} id="welcome-title">
        Welcome to the Single Window Clearance System
      </h1>
      <p className={styles.lead}>
        One place for plot holders to obtain the approvals, permissions and services they need from
        the corporation, without visiting several offices.
      </p>
      <ul className={styles.offers}>
        {offers.map((offer) => (
          <li key={offer}>{offer}</li>
        ))}
      </ul>
      {SETTINGS.HELPDESKURL ? (
        <p>
          Need help?{' '}
          <a href={SETTINGS.HELPDESKURL} target="_blank" rel="noopener noreferrer">
            Contact the helpdesk
          </a>
        </p>
      ) : null}
    </section>
  );
}
