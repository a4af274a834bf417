import { lazy, Suspense, useEffect } from 'react';
import { useAtomValue } from 'jotai';
import { signedInAtom } from '@/state/session';
import { useT } from '@/i18n/use-t';
import { preloadAlerts } from '@/ui/alerts';
import { LanguageSwitcher } from '@/ui/language-switcher';
import { useLoggedOutNotice } from '../use-logged-out-notice';
import { preloadSignIn } from '../use-login';
import { LoginForm } from './login-form';
import { Welcome } from './welcome';
import styles from './login-page.module.css';

const SignedInRedirect = lazy(() =>
  import('./signed-in-redirect').then((m) => ({ default: m.SignedInRedirect })),
);

/**
 * Loads what a submit needs once the visitor turns to the page (a tap, a key, a focus), not with
 * the page, which then does no more work after its first paint: the alerts (the first validation
 * toast should not wait for a download) and the sign-in request (left out of the first render).
 * Returns the clean-up.
 */
function prepareOnFirstUse(): () => void {
  const events = ['pointerdown', 'keydown', 'focusin'] as const;
  const prepare = () => {
    stop();
    preloadAlerts();
    preloadSignIn();
  };
  const stop = () => events.forEach((e) => document.removeEventListener(e, prepare, true));
  events.forEach((e) => document.addEventListener(e, prepare, true));
  return stop;
}

/** The sign-in page at / (spec §2): welcome text beside the sign-in form. */
export function LoginPage() {
  const signedIn = useAtomValue(signedInAtom);
  const t = useT();
  useLoggedOutNotice();
  useEffect(() => prepareOnFirstUse(), []);
  useEffect(() => {
    document.title = t('core.login.documentTitle');
  }, [t]);

  // Someone signed in has nothing to do here. This also runs the moment a sign-in completes,
  // before the form's own navigation (to the same place).
  if (signedIn) {
    return (
      <Suspense fallback={null}>
        <SignedInRedirect />
      </Suspense>
    );
  }

  return (
    <main className={styles.page}>
      <div className={styles.language}>
        <LanguageSwitcher />
      </div>
      <Welcome />
      <div className={styles.panel}>
        <div className={styles.card}>
          <LoginForm />
        </div>
        <p className={styles.note}>{t('core.login.idleNote')}</p>
      </div>
    </main>
  );
}
