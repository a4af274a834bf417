/** The investor's sub-users, loaded from GET /api/users, with a reload after each change. */
import { getSubUsers } from '@/api/users';
import type { SubUser } from '@/domain/contract/users';
import { fromEnvelope } from '@/lib/use-api';
import { t } from '@/i18n/i18n';
import { useKeptLoad } from '@/lib/use-kept-load';

export interface SubUsersState {
  /** null while loading the first time. */
  users: SubUser[] | null;
  /** Why the last read failed; a failed reload keeps the list already shown. */
  error: string | null;
  reload: () => Promise<void>;
  /** Replaces rows the server answered after a change, without another request. */
  replace: (changed: SubUser[]) => void;
}

export function useSubUsers(): SubUsersState {
  const list = useKeptLoad(
    'users',
    async () => fromEnvelope(await getSubUsers(), t('account.users.loadFailed')),
    'GET /api/users',
  );
  return {
    users: list.data,
    error: list.error,
    reload: list.reload,
    replace(changed) {
      const byId = new Map(changed.map((u) => [u.UserId, u]));
      if (list.data) list.set(list.data.map((u) => byId.get(u.UserId) ?? u));
    },
  };
}
