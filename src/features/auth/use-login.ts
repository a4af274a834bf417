/**
 * The sign-in flow (spec §2, §4, §5, §8): check the fields, authenticate, store the session
 * items and the store, load the user's company, and open /Dashboard. Every outcome the spec
 * names has its own toast with its own timer.
 */
import { useState } from 'react';
import { useSetAtom } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { authenticateInvestorUser } from '@/api/account';
import { getUserAndCompanyInfo } from '@/api/profile';
import { paths } from '@/config/paths';
import { roleFromUserType } from '@/domain/roles';
import { storeLoginSession } from '@/lib/session-items';
import { useWithLoading } from '@/state/loading';
import {
  clearSessionAtom,
  mergeCompanyInfoAtom,
  mergeUserDataAtom,
  setRoleAtom,
  setUserIdAtom,
} from '@/state/session';
import { toast } from '@/ui/alerts';

/** Messages of the sign-in toasts (spec §5, §8). */
export const loginMessages = {
  noEmail: 'Please enter Email',
  noPassword: 'Please enter password',
  invalid: 'Please enter valid Email and password',
  failed: 'An error occurred while logging in',
} as const;

/** The sign-in action and whether it is running. */
export function useLogin() {
  const [submitting, setSubmitting] = useState(false);
  const navigate = useNavigate();
  const setUserId = useSetAtom(setUserIdAtom);
  const setRole = useSetAtom(setRoleAtom);
  const mergeUserData = useSetAtom(mergeUserDataAtom);
  const mergeCompanyInfo = useSetAtom(mergeCompanyInfoAtom);
  const clearSession = useSetAtom(clearSessionAtom);
  const withLoading = useWithLoading();

  async function login(email: string, password: string): Promise<void> {
    if (!email.trim()) {
      void toast({ icon: 'warning', title: 'Warning', text: loginMessages.noEmail, timer: 3000 });
      return;
    }
    if (!password) {
      void toast({
        icon: 'warning',
        title: 'Warning',
        text: loginMessages.noPassword,
        timer: 3000,
      });
      return;
    }
    setSubmitting(true);
    clearSession(); // a stale token from an earlier session must not ride along
    try {
      const res = await withLoading(
        authenticateInvestorUser({ Email: email.trim(), Password: password }),
      );
      const data = res.Data;
      const role = roleFromUserType(data?.UserType);
      if (!data || role === null) {
        // The server's own message (for example an account lock) goes underneath, if different.
        const footer =
          res.Message && res.Message !== loginMessages.invalid ? res.Message : undefined;
        void toast({
          icon: 'error',
          title: 'Warning',
          text: loginMessages.invalid,
          footer,
          timer: 1500,
        });
        return;
      }
      // The session items go first: the profile call authenticates with them. The store is set
      // after it, so the page does not leave sign-in before the company is known.
      storeLoginSession(data);
      const { UserId, UserType, DepartmentRights } = data;
      let info: Awaited<ReturnType<typeof getUserAndCompanyInfo>> | null = null;
      try {
        info = await withLoading(getUserAndCompanyInfo(UserId));
      } catch (error) {
        console.error('Could not load the user and company details', error); // the app still opens
      }
      mergeUserData({ UserId, UserType, DepartmentRights });
      if (info?.IsSuccess && info.Data) {
        mergeUserData(info.Data.userData);
        mergeCompanyInfo(info.Data.companyInfo ?? {}); // Admin and Midc-User have none
      }
      setRole(role);
      setUserId(String(UserId));
      navigate(paths.dashboard.getHref(), { replace: true }); // the shell redirects roles without one
    } catch (error) {
      console.error('Sign-in failed', error);
      void toast({ icon: 'error', title: 'Error', text: loginMessages.failed, timer: 1500 });
    } finally {
      setSubmitting(false);
    }
  }

  return { login, submitting };
}
