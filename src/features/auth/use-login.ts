/**
 * The sign-in flow (spec §2, §4, §5, §8): check the fields, authenticate, store the session
 * items and the store, load the user's company, and open /Dashboard. Every outcome the spec
 * names has its own toast with its own timer.
 */
import { useState } from 'react';
import { useSetAtom } from 'jotai';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useCompleteSignIn } from '@/auth/use-complete-sign-in';
import { roleFromUserType } from '@/domain/roles';
import { useWithLoading } from '@/state/loading';
import { clearSessionAtom } from '@/state/session';
import { t } from '@/i18n/i18n';
import { toast } from '@/ui/alerts';

/** Messages of the sign-in toasts (spec §5, §8), in the language on screen. */
export const loginMessages = {
  get noEmail() {
    return t('core.login.noEmail');
  },
  get noPassword() {
    return t('core.login.noPassword');
  },
  get invalid() {
    return t('core.login.invalid');
  },
  get failed() {
    return t('core.login.failed');
  },
};

/**
 * What signing in needs beyond the page: the API client and the route table that checks `?next=`
 * (with the service catalogue). The sign-in page renders without them and loads them right after
 * (preloadSignIn); a submit awaits them. A failed download is tried again on the next submit.
 */
const loadSignInModules = () =>
  Promise.all([import('@/api/account'), import('@/auth/return-path')]);
let signInModules: ReturnType<typeof loadSignInModules> | null = null;
function signInModulesLoaded() {
  signInModules ??= loadSignInModules().catch((error: unknown) => {
    signInModules = null;
    throw error;
  });
  return signInModules;
}
/** Starts loading them; a failure is reported by the submit that needs them. */
export function preloadSignIn(): void {
  signInModulesLoaded().catch(() => undefined);
}

/** The sign-in action and whether it is running. */
export function useLogin() {
  const [submitting, setSubmitting] = useState(false);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const completeSignIn = useCompleteSignIn();
  const clearSession = useSetAtom(clearSessionAtom);
  const withLoading = useWithLoading();

  async function login(email: string, password: string): Promise<void> {
    if (!email.trim()) {
      void toast({
        icon: 'warning',
        title: t('core.alert.warning'),
        text: loginMessages.noEmail,
        timer: 3000,
      });
      return;
    }
    if (!password) {
      void toast({
        icon: 'warning',
        title: t('core.alert.warning'),
        text: loginMessages.noPassword,
        timer: 3000,
      });
      return;
    }
    setSubmitting(true);
    clearSession(); // a stale token from an earlier session must not ride along
    try {
      const [{ authenticateInvestorUser }, { pathAfterSignIn }] = await signInModulesLoaded();
      const res = await withLoading(
        authenticateInvestorUser({ Email: email.trim(), Password: password }),
      );
      const data = res.Data;
      const role = roleFromUserType(data?.UserType);
      if (!data || role === null) {
        // The server's own message (for example an account lock) goes underneath, if different.
        const footer = res.Message && res.Code !== 'account.invalidLogin' ? res.Message : undefined;
        void toast({
          icon: 'error',
          title: t('core.alert.warning'),
          text: loginMessages.invalid,
          footer,
          timer: 1500,
        });
        return;
      }
      await completeSignIn(data, role);
      // Back to the page that sent the visitor here (a payment link), else /Dashboard; the
      // shell redirects roles without a dashboard.
      navigate(pathAfterSignIn(params.get('next'), role, data.DepartmentRights), { replace: true });
    } catch (error) {
      console.error('Sign-in failed', error);
      void toast({
        icon: 'error',
        title: t('core.alert.error'),
        text: loginMessages.failed,
        timer: 1500,
      });
    } finally {
      setSubmitting(false);
    }
  }

  return { login, submitting };
}
