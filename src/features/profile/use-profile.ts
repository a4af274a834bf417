/**
 * The signed-in user's profile, read fresh from GetUserAndCompanyInfobyUserId and merged into the
 * session store (spec §3), so the header, the menu and the rights follow what the server says now.
 */
import { useCallback, useEffect, useState } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { getUserAndCompanyInfo } from '@/api/profile';
import type { UserAndCompanyInfo } from '@/domain/contract/profile';
import { mergeCompanyInfoAtom, mergeUserDataAtom, userIdAtom } from '@/state/session';

/** What a screen needs: the profile (null until loaded), a load error, and a reload. */
export interface ProfileState {
  info: UserAndCompanyInfo | null;
  error: string | null;
  reload: () => Promise<void>;
  /** Takes a profile another call already answered (UpdateUserProfile) without a new request. */
  accept: (info: UserAndCompanyInfo) => void;
}

/** The profile, or the message to show when it could not be read. */
async function fetchProfile(userId: string): Promise<UserAndCompanyInfo | string> {
  try {
    const res = await getUserAndCompanyInfo(userId);
    return res.IsSuccess && res.Data
      ? res.Data
      : res.Message || 'Your profile could not be loaded.';
  } catch (e) {
    console.error('Could not load the profile', e);
    return 'An error occurred while processing your request.';
  }
}

export function useProfile(): ProfileState {
  const userId = useAtomValue(userIdAtom);
  const mergeUserData = useSetAtom(mergeUserDataAtom);
  const mergeCompanyInfo = useSetAtom(mergeCompanyInfoAtom);
  const [info, setInfo] = useState<UserAndCompanyInfo | null>(null);
  const [error, setError] = useState<string | null>(null);

  const accept = useCallback(
    (next: UserAndCompanyInfo) => {
      setInfo(next);
      mergeUserData(next.userData);
      mergeCompanyInfo(next.companyInfo ?? {});
    },
    [mergeUserData, mergeCompanyInfo],
  );

  const apply = useCallback(
    (next: UserAndCompanyInfo | string) => {
      if (typeof next === 'string') setError(next);
      else {
        accept(next);
        setError(null);
      }
    },
    [accept],
  );

  useEffect(() => {
    if (!userId) return undefined;
    let live = true;
    void fetchProfile(userId).then((next) => live && apply(next));
    return () => {
      live = false;
    };
  }, [userId, apply]);

  const reload = useCallback(async () => {
    if (userId) apply(await fetchProfile(userId));
  }, [userId, apply]);

  return { info, error, reload, accept };
}
