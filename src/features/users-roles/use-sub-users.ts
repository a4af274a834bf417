/** The investor's sub-users, loaded from GET /api/users, with a reload after each change. */
import { useCallback, useEffect, useState } from 'react';
import { getSubUsers } from '@/api/users';
import type { SubUser } from '@/domain/contract/users';

export interface SubUsersState {
  /** null while loading the first time. */
  users: SubUser[] | null;
  error: string | null;
  reload: () => Promise<void>;
  /** Replaces rows the server answered after a change, without another request. */
  replace: (changed: SubUser[]) => void;
}

type Loaded = Pick<SubUsersState, 'users' | 'error'>;

async function fetchUsers(): Promise<Loaded | null> {
  try {
    const res = await getSubUsers();
    if (res.IsSuccess) return { users: res.Data, error: null };
    return { users: null, error: res.Message || 'The users could not be loaded.' };
  } catch (e) {
    console.error('GET /api/users failed', e);
    return { users: null, error: 'An error occurred while processing your request.' };
  }
}

export function useSubUsers(): SubUsersState {
  const [state, setState] = useState<Loaded>({ users: null, error: null });
  // A failed reload keeps the list already shown, with the error beside it.
  const apply = useCallback(
    (next: Loaded | null) =>
      next && setState((s) => ({ users: next.users ?? s.users, error: next.error })),
    [],
  );

  useEffect(() => {
    let live = true;
    void fetchUsers().then((next) => live && apply(next));
    return () => {
      live = false;
    };
  }, [apply]);

  const reload = useCallback(async () => {
    apply(await fetchUsers());
  }, [apply]);

  const replace = useCallback((changed: SubUser[]) => {
    const byId = new Map(changed.map((u) => [u.UserId, u]));
    setState((s) => ({ ...s, users: s.users?.map((u) => byId.get(u.UserId) ?? u) ?? null }));
  }, []);

  return { ...state, reload, replace };
}
