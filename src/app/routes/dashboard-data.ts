/**
 * The dashboard's plots, requested as soon as the shell is up on a visit's first page rather than
 * after the page's code and MUI have loaded and rendered: the request overlaps their download.
 * One early request per visit, for the first dashboard render to take; any other load (a reload,
 * a later visit to the page) asks the server again.
 */
import { getPlots } from '@/api/plots';

type Answer = ReturnType<typeof getPlots>;

let early: Answer | 'unused' | 'spent' = 'unused';

/** Starts the early request (once per visit). */
export function preloadPlots(): void {
  if (early !== 'unused') return;
  early = getPlots();
  early.catch(() => undefined); // the page reports a failure when it takes the answer
}

/** The early answer the first time, if there is one; else a new request. */
export function takePlots(): Answer {
  const answer = typeof early === 'object' ? early : getPlots();
  early = 'spent';
  return answer;
}

/** The visitor went elsewhere first: an early answer would be stale by the dashboard's turn. */
export function forgetPlots(): void {
  early = 'spent';
}
