import { useEffect } from 'react';
import { useAtomValue } from 'jotai';
import { Navigate, useSearchParams } from 'react-router-dom';
import { returnPath } from '@/auth/return-path';
import { paths } from '@/config/paths';
import { departmentRightsAtom, roleAtom, signedInAtom } from '@/state/session';
import { preloadAlerts } from '@/ui/alerts';
import { useLoggedOutNotice } from '../use-logged-out-notice';
import { LoginForm } from './login-form';
import { Welcome } from './welcome';
import styles from './login-page.module.css';

/** The sign-in page at / (spec §2): welcome text beside the sign-in form. */
export function LoginPage() {
  const signedIn = useAtomValue(signedInAtom);
  const role = useAtomValue(roleAtom);
  const rights = useAtomValue(departmentRightsAtom);
  const [params] = useSearchParams();
  useLoggedOutNotice();
  useEffect(() => {
    document.title = 'Sign in | Single Window Clearance Portal';
    preloadAlerts(); // the first validation toast should not wait for a download
  }, []);

  // Someone signed in has nothing to do here: back to the page that sent them to sign in (a
  // payment link), else the dashboard; the shell sends each role on to its page. This also runs
  // the moment a sign-in completes, before the form's own navigation.
  if (signedIn) {
    const next = returnPath(params.get('next'), role, rights);
    return <Navigate to={next ?? paths.dashboard.getHref()} replace />;
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
