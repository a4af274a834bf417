import { lazy, Suspense, useEffect } from 'react';
import { useAtomValue } from 'jotai';
import { signedInAtom } from '@/state/session';
import { preloadAlerts } from '@/ui/alerts';
import { useLoggedOutNotice } from '../use-logged-out-notice';
import { preloadSignIn } from '../use-login';
import { LoginForm } from './login-form';
import { Welcome } from './welcome';
import styles from './login-page.module.css';

const SignedInRedirect = lazy(() =>
  import('./signed-in-redirect').then((m) => ({ default: m.SignedInRedirect })),
);

/** The sign-in page at / (spec §2): welcome text beside the sign-in form. */
export function LoginPage() {
  const signedIn = useAtomValue(signedInAtom);
  useLoggedOutNotice();
  useEffect(() => {
    document.title = 'Sign in | Single Window Clearance Portal';
    preloadAlerts(); // the first validation toast should not wait for a download
    preloadSignIn(); // nor the sign-in request, which is left out of the page's first render
  }, []);

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
      <Welcome />
      <div className={styles.panel}>
        <div className={styles.card}>
          <LoginForm />
        </div>
        <p className={styles.note}>
          For your security, you are signed out after a period of inactivity.
        </p>
      </div>
    </main>
  );
}
