import { lazy, Suspense, useState, type FormEvent } from 'react';
import { SETTINGS } from '@/config/settings';
import { useT } from '@/i18n/use-t';
import { visuallyHidden } from '@/ui/visually-hidden';
import { useLogin } from '../use-login';
import styles from './login-form.module.css';

// Loaded on first use (it brings MUI): most visitors never open it.
const ForgotPasswordDialog = lazy(() =>
  import('./forgot-password-dialog').then((m) => ({ default: m.ForgotPasswordDialog })),
);

/** The sign-in form of spec §2: e-mail, password with show/hide, Enter submits, two links. */
export function LoginForm() {
  const t = useT();
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
          {t('core.login.form.title')}
        </h2>
        <p className={styles.intro}>{t('core.login.form.intro')}</p>
        <div className={styles.field}>
          <label className={styles.label} htmlFor="login-email">
            {t('core.login.form.email')}
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
            {t('core.login.form.password')}
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
              <span aria-hidden="true">
                {visible ? t('core.login.form.hide') : t('core.login.form.show')}
              </span>
              <span style={visuallyHidden}>
                {visible ? t('core.login.form.hidePassword') : t('core.login.form.showPassword')}
              </span>
            </button>
          </div>
        </div>
        <div className={styles.row}>
          <button type="button" className={styles.linkButton} onClick={() => setForgotOpen(true)}>
            {t('core.login.form.forgot')}
          </button>
        </div>
        {/* aria-disabled, not disabled: a disabled button drops the focus to the page (submit() ignores presses meanwhile). */}
        <button type="submit" className={styles.submit} aria-disabled={submitting || undefined}>
          {submitting ? <span className={styles.spinner} aria-hidden="true" /> : null}
          {submitting ? t('core.login.form.submitting') : t('core.login.form.submit')}
        </button>
        <p className={styles.footer}>
          {t('core.login.form.newInvestor')}{' '}
          <a
            className={styles.register}
            href={SETTINGS.REGISTERNOWURL || undefined}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('core.login.form.register')}
            <span style={visuallyHidden}> {t('core.newTab')}</span>
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
