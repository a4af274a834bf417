/**
 * The shared global loading flag (spec §3). A counter underneath, so two overlapping calls do not
 * hide the indicator when the first one ends.
 */
import { atom, useSetAtom } from 'jotai';
import { useCallback } from 'react';

const pendingAtom = atom(0);

/** True while any tracked call is running; drives the loader under the app bar. */
export const loadingAtom = atom((get) => get(pendingAtom) > 0);

/** Adds (+1) or removes (-1) one running call. */
export const trackLoadingAtom = atom(null, (get, set, delta: 1 | -1) =>
  set(pendingAtom, Math.max(0, get(pendingAtom) + delta)),
);

/** Returns a function that shows the global loader while the given promise runs. */
export function useWithLoading() {
  const track = useSetAtom(trackLoadingAtom);
  return useCallback(
    async <T>(work: Promise<T>): Promise<T> => {
      track(1);
      try {
        return await work;
      } finally {
        track(-1);
      }
    },
    [track],
  );
}
