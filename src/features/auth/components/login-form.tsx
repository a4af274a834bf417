import { lazy, Suspense, useState, type FormEvent } from 'react';
import { SETTINGS } from '@/config/settings';
import { visuallyHidden } from '@/ui/visually-hidden';
import { useLogin } from '../use-login';
import styles from './login-form.module.css';

// Loaded on first use (it brings MUI): most visitors never open it.
const ForgotPasswordDialog = lazy(() =>
  import('./forgot-password-dialog').then((m) => ({ default: m.ForgotPasswordDialog })),
);

/** The sign-in form of spec §2: e-mail, password with show/hide, Enter submits, two links. */
export function LoginForm() {
  const { login, submitting } = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [visible, setVisible] = useState(false);
  const [forgotOpen, setForgotOpen] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!submitting) void login(email, password);
  };

  return (
    <>
      <form noValidate onSubmit={submit} aria-labelledby="sign-in-title">
        <h2 className={styles.title} id="sign-in-title">
          Sign in to your account
        </h2>
        <p className={styles.intro}>Use the e-mail address registered with the corporation.</p>
        <div className={styles.field}>
          <label className={styles.label} htmlFor="login-email">
            Email
          </label>
          <input
            id="login-email"
            className={styles.input}
            type="email"
            name="email"
            autoComplete="username"
            spellCheck={false}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </div>
        <div className={styles.field}>
          <label className={styles.label} htmlFor="login-password">
            Password
          </label>
          <div className={styles.password}>
            <input
              id="login-password"
              className={styles.input}
              type={visible ? 'text' : 'password'}
              name="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
            {/* Named by its text, not aria-label, so "Password" labels only the input. */}
            <button
              type="button"
              className={styles.toggle}
              aria-controls="login-password"
              onClick={() => setVisible((v) => !v)}
            >
              <span aria-hidden="true">{visible ? 'Hide' : 'Show'}</span>
              <span style={visuallyHidden}>{visible ? 'Hide password' : 'Show password'}</span>
            </button>
          </div>
        </div>
        <div className={styles.row}>
          <button type="button" className={styles.linkButton} onClick={() => setForgotOpen(true)}>
            Forgot Password?
          </button>
        </div>
        <button type="submit" className={styles.submit} disabled={submitting}>
          {submitting ? <span className={styles.spinner} aria-hidden="true" /> : null}
          {submitting ? 'Signing in…' : 'Sign in'}
        </button>
        <p className={styles.footer}>
          New investor?{' '}
          <a
            className={styles.register}
            href={SETTINGS.REGISTERNOWURL || undefined}
            target="_blank"
            rel="noopener noreferrer"
          >
            Register Now<span style={visuallyHidden}> (opens in a new tab)</span>
          </a>
        </p>
      </form>
      {/* Outside the form: React events bubble through portals, so a submit inside the dialog
          would otherwise also submit the sign-in form. */}
      {forgotOpen ? (
        <Suspense fallback={null}>
          <ForgotPasswordDialog open onClose={() => setForgotOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
