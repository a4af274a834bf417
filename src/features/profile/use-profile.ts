/**
 * The signed-in user's profile, read fresh from GetUserAndCompanyInfobyUserId and merged into the
 * session store (spec §3), so the header, the menu and the rights follow what the server says now.
 */
import { useAtomValue, useSetAtom } from 'jotai';
import { getUserAndCompanyInfo } from '@/api/profile';
import type { UserAndCompanyInfo } from '@/domain/contract/profile';
import { t } from '@/i18n/i18n';
import { useKeptLoad } from '@/lib/use-kept-load';
import { mergeCompanyInfoAtom, mergeUserDataAtom, userIdAtom } from '@/state/session';

/** What a screen needs: the profile (null until loaded), a load error, and a reload. */
export interface ProfileState {
  info: UserAndCompanyInfo | null;
  /** Why the last read failed; a failed re-read keeps the profile shown. */
  error: string | null;
  /** Reads the profile again, keeping what is shown until the answer is in. */
  reload: () => Promise<void>;
  /** Takes a profile another call already answered (UpdateUserProfile) without a new request. */
  accept: (info: UserAndCompanyInfo) => void;
}

export function useProfile(): ProfileState {
  const userId = useAtomValue(userIdAtom);
  const mergeUserData = useSetAtom(mergeUserDataAtom);
  const mergeCompanyInfo = useSetAtom(mergeCompanyInfoAtom);
  const merge = (info: UserAndCompanyInfo) => {
    mergeUserData(info.userData);
    mergeCompanyInfo(info.companyInfo ?? {});
  };
  const profile = useKeptLoad<UserAndCompanyInfo>(
    userId,
    async () => {
      const res = await getUserAndCompanyInfo(userId ?? '');
      if (!res.IsSuccess || !res.Data)
        return { status: 'error', message: res.Message || t('account.profile.loadFailed') };
      merge(res.Data);
      return { status: 'ready', data: res.Data };
    },
    'Reading the profile',
  );
  return {
    info: profile.data,
    error: profile.error,
    reload: profile.reload,
    accept(info) {
      merge(info);
      profile.set(info);
    },
  };
}
