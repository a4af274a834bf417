/** Loads one server answer (the {IsSuccess, Message, Data} envelope) with loading, error and retry. */
import { useCallback, useEffect, useState } from 'react';
import type { ApiResponse } from '@/domain/api';

/** The state of a load. */
export type Load<T> =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; data: T };

/** Calls `fetcher` whenever `key` changes (null: nothing to load yet); `reload` calls it again. */
export function useApi<T>(
  key: string | null,
  fetcher: () => Promise<ApiResponse<T>>,
  failed: string,
) {
  const [attempt, setAttempt] = useState(0);
  const tag = `${key ?? ''}#${attempt}`;
  const [result, setResult] = useState<{ tag: string; load: Load<T> } | null>(null);
  useEffect(() => {
    if (key === null) return undefined;
    let live = true;
    const done = (load: Load<T>) => live && setResult({ tag, load });
    fetcher().then(
      (res) =>
        done(
          res.IsSuccess
            ? { status: 'ready', data: res.Data }
            : { status: 'error', message: res.Message || failed },
        ),
      () => done({ status: 'error', message: failed }),
    );
    return () => {
      live = false;
    };
    // The fetcher is keyed by `key`; a new function each render must not reload.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tag]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const load: Load<T> = result?.tag === tag ? result.load : { status: 'loading' };
  return { load, reload };
}
