/** Loads one help resource (document list, one document) with its loading and error states. */
import { useCallback, useEffect, useState } from 'react';
import type { ApiResponse } from '@/domain/api';

/** The state of a load. */
export type Resource<T> =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; data: T };

const FAILED = 'The documents could not be loaded. Check your connection and try again.';

/** Calls `load` when `key` changes; `retry` loads again. */
export function useHelpResource<T>(key: string, load: () => Promise<ApiResponse<T>>) {
  const [result, setResult] = useState<{ key: string; value: Resource<T> } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const tag = `${key}#${attempt}`;
  useEffect(() => {
    let live = true;
    const done = (value: Resource<T>) => live && setResult({ key: tag, value });
    load().then(
      (res) =>
        done(
          res.IsSuccess
            ? { status: 'ready', data: res.Data }
            : { status: 'error', message: res.Message || FAILED },
        ),
      (error: unknown) => {
        console.error('Help content failed to load', error);
        done({ status: 'error', message: FAILED });
      },
    );
    return () => {
      live = false;
    };
    // `load` is a new function each render; the key says when to load again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tag]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const state: Resource<T> = result?.key === tag ? result.value : { status: 'loading' };
  return { state, retry };
}
