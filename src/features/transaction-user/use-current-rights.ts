/**
 * The signed-in user's department rights as the server holds them NOW (the profile call reads the
 * database), not as they were at sign-in; the session store is updated too, so the menu and the
 * route guards follow a change the main user just made.
 */
import { useEffect, useState } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { getUserAndCompanyInfo } from '@/api/profile';
import { parseRights } from '@/domain/departments';
import { mergeUserDataAtom, userIdAtom } from '@/state/session';

/** null while loading; `error` when the server could not be asked. */
export function useCurrentRights(): { rights: number[] | null; error: string | null } {
  const userId = useAtomValue(userIdAtom);
  const mergeUserData = useSetAtom(mergeUserDataAtom);
  const [rights, setRights] = useState<number[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!userId) return;
    let live = true;
    getUserAndCompanyInfo(userId)
      .then((res) => {
        if (!live) return;
        if (!res.IsSuccess || !res.Data) throw new Error(res.Message);
        const current = res.Data.userData.DepartmentRights;
        mergeUserData({ DepartmentRights: current });
        setRights(parseRights(current));
      })
      .catch((e: unknown) => {
        console.error('Could not read the current rights', e);
        if (live) setError('Your department rights could not be loaded. Please try again later.');
      });
    return () => {
      live = false;
    };
  }, [userId, mergeUserData]);

  return { rights, error };
}
