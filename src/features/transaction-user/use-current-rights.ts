/**
 * The signed-in user's department rights as the server holds them NOW (the profile call reads the
 * database), not as they were at sign-in; the session store is updated too, so the menu and the
 * route guards follow a change the main user just made.
 */
import { useAtomValue, useSetAtom } from 'jotai';
import { getUserAndCompanyInfo } from '@/api/profile';
import { parseRights } from '@/domain/departments';
import type { Load } from '@/lib/use-api';
import { useLoad } from '@/lib/use-load';
import { t } from '@/i18n/i18n';
import { mergeUserDataAtom, userIdAtom } from '@/state/session';

type Rights = Exclude<Load<number[]>, { status: 'loading' }>;

export function useCurrentRights() {
  const userId = useAtomValue(userIdAtom);
  const mergeUserData = useSetAtom(mergeUserDataAtom);
  return useLoad<Rights>(
    userId,
    async () => {
      const res = await getUserAndCompanyInfo(userId ?? '');
      if (!res.IsSuccess || !res.Data) throw new Error(res.Message);
      const current = res.Data.userData.DepartmentRights;
      mergeUserData({ DepartmentRights: current });
      return { status: 'ready', data: parseRights(current) };
    },
    (e) => {
      console.error('Could not read the current rights', e);
      return {
        status: 'error',
        message: t('account.transaction.rightsFailed'),
      };
    },
  );
}
