/**
 * What every sign-in does once the server has said yes (spec §4): store the session items, load
 * the user and company, switch to the user's language, then set the persisted store. Shared by the
 * e-mail/password sign-in and the MAITRI single-window sign-in; each decides itself where to go
 * next.
 */
import { useCallback } from 'react';
import { useSetAtom } from 'jotai';
import type * as ProfileApi from '@/api/profile';
import type { LoginData } from '@/domain/contract/account';
import { isLanguage } from '@/domain/i18n/languages';
import { activateLanguage, currentLanguage } from '@/i18n/i18n';
import { pickedLanguage, rememberLanguage, rememberedChoice } from '@/i18n/language-choice';
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
 * The user's language at sign-in (issue 20): a language just picked on the sign-in page wins and
 * is saved on the profile; otherwise the one on their profile is shown and remembered in this
 * browser; a user who has none yet keeps what this browser shows, and that choice (remembered from
 * before) is saved on the profile. Never throws: a language that cannot be loaded or saved must
 * not stop the sign-in.
 */
async function applySignInLanguage(language: LoginData['Language']): Promise<void> {
  try {
    const picked = pickedLanguage();
    if (isLanguage(language) && (!picked || picked === language)) {
      rememberLanguage(language);
      if (language !== currentLanguage()) await activateLanguage(language);
      return;
    }
    const chosen = picked ?? rememberedChoice();
    if (chosen) {
      const { saveLanguage } = await import('@/api/account');
      const res = await saveLanguage(chosen);
      if (!res.IsSuccess) console.error('The language was not saved on the profile', res.Message);
    }
  } catch (error) {
    console.error('The language of the sign-in could not be applied', error);
  }
}

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
      // Before the store is set, so the signed-in screens open in the user's language.
      await applySignInLanguage(data.Language);
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
