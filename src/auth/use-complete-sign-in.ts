/**
 * What every sign-in does once the server has said yes (spec §4): store the session items, load
 * the user and company, then set the persisted store. Shared by the e-mail/password sign-in and
 * the MAITRI single-window sign-in; each decides itself where to go next.
 */
import { useCallback } from 'react';
import { useSetAtom } from 'jotai';
import type * as ProfileApi from '@/api/profile';
import type { LoginData } from '@/domain/contract/account';
import type { RoleId } from '@/domain/roles';
import { storeLoginSession } from '@/lib/session-items';
import { useWithLoading } from '@/state/loading';
import {
  mergeCompanyInfoAtom,
  mergeUserDataAtom,
  setRoleAtom,
  setUserIdAtom,
} from '@/state/session';

/**
 * Returns `completeSignIn(data, role, next?)`, which resolves once the store is set. `next` runs
 * in the same tick as the store update (typically a navigate), so React renders the signed-in
 * state and the new page together, never the old page inside the signed-in layout.
 */
export function useCompleteSignIn() {
  const setUserId = useSetAtom(setUserIdAtom);
  const setRole = useSetAtom(setRoleAtom);
  const mergeUserData = useSetAtom(mergeUserDataAtom);
  const mergeCompanyInfo = useSetAtom(mergeCompanyInfoAtom);
  const withLoading = useWithLoading();

  return useCallback(
    async (data: LoginData, role: RoleId, next?: () => void): Promise<void> => {
      // The session items go first: the profile call authenticates with them. The store is set
      // after it, so the page does not leave sign-in before the company is known.
      storeLoginSession(data);
      const { UserId, UserType, DepartmentRights } = data;
      let info: Awaited<ReturnType<typeof ProfileApi.getUserAndCompanyInfo>> | null = null;
      try {
        // Imported here, not above: the sign-in page renders before the API client is loaded.
        const { getUserAndCompanyInfo } = await import('@/api/profile');
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
      next?.();
    },
    [setUserId, setRole, mergeUserData, mergeCompanyInfo, withLoading],
  );
}
