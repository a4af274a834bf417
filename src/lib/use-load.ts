/**
 * The one loading-state hook: runs a load whenever its key changes and keeps the answer with the
 * key it is for, so a new key shows 'loading' at once and a late answer for an old key is dropped.
 * Every screen that loads something builds on it (directly, or through useApi for one server
 * answer), each with its own ready and error shapes.
 */
import { startTransition, useCallback, useEffect, useState } from 'react';

/** The state before the answer is in. */
export type Loading = { status: 'loading' };

const LOADING: Loading = { status: 'loading' };

/**
 * Calls `run` whenever `key` changes (null: nothing to load yet, stays loading); a rejection
 * becomes `failed(error)`. `reload` runs it again; `replace` puts another answer in place of the
 * current one without showing 'loading' (a re-check that refreshes what is shown).
 */
export function useLoad<S extends { status: string }>(
  key: string | null,
  run: () => Promise<S>,
  failed: (error: unknown) => S,
) {
  const [attempt, setAttempt] = useState(0);
  const tag = key === null ? null : `${key}#${attempt}`;
  const [result, setResult] = useState<{ tag: string; state: S } | null>(null);
  useEffect(() => {
    if (tag === null) return undefined;
    let live = true;
    // An answer arriving is a transition: the page it fills (a list of cards, a table) renders in
    // slices that yield to the browser, instead of in one long task that holds input and paint.
    const done = (state: S) => {
      if (live) startTransition(() => setResult({ tag, state }));
    };
    run().then(done, (error: unknown) => done(failed(error)));
    return () => {
      live = false;
    };
    // `run` and `failed` are new functions each render; the key says when to load again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tag]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const replace = useCallback((state: S) => tag !== null && setResult({ tag, state }), [tag]);
  const state: S | Loading = tag !== null && result?.tag === tag ? result.state : LOADING;
  return { state, reload, replace };
}
