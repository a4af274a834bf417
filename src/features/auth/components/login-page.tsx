import { useEffect } from 'react';
import { useAtomValue } from 'jotai';
import { Navigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { signedInAtom } from '@/state/session';
import { preloadAlerts } from '@/ui/alerts';
import { useLoggedOutNotice } from '../use-logged-out-notice';
import { LoginForm } from './login-form';
import { Welcome } from './welcome';
import styles from './login-page.module.css';

/** The sign-in page at / (spec §2): welcome text beside the sign-in form. */
export function LoginPage() {
  const signedIn = useAtomValue(signedInAtom);
  useLoggedOutNotice();
  useEffect(() => {
    document.title = 'Sign in | Single Window Clearance Portal';
    preloadAlerts(); // the first validation toast should not wait for a download
  }, []);

  // Someone already signed in has nothing to do here; the shell sends each role to its page.
  if (signedIn) return <Navigate to={paths.dashboard.getHref()} replace />;

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
