/** Loads the FAQ from the server, with loading and error states. */
import { useCallback, useEffect, useState } from 'react';
import { getFaq } from '@/api/documents';
import type { FaqEntry } from '@/domain/help-content';

/** The state of the load. */
export type FaqState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; faqs: FaqEntry[] };

const FAILED = 'The questions could not be loaded. Check your connection and try again.';

export function useFaq() {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ attempt: number; state: FaqState } | null>(null);
  useEffect(() => {
    let live = true;
    const done = (state: FaqState) => live && setResult({ attempt, state });
    getFaq().then(
      (res) =>
        done(
          res.IsSuccess
            ? { status: 'ready', faqs: res.Data }
            : { status: 'error', message: res.Message || FAILED },
        ),
      (error: unknown) => {
        console.error('FAQ failed to load', error);
        done({ status: 'error', message: FAILED });
      },
    );
    return () => {
      live = false;
    };
  }, [attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const state: FaqState = result?.attempt === attempt ? result.state : { status: 'loading' };
  return { state, retry };
}
