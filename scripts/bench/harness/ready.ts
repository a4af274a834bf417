/**
 * The harness's signal to the benchmark: once the form has been committed, the next frame has
 * been produced and the tasks queued behind it have run, `window.__benchReady` holds the time
 * since navigation start (ms), and a `benchReady` performance mark is set (the end of a trace's
 * measured span: scripts/bench/forms-task-cpu.ts).
 */
import { useEffect } from 'react';

declare global {
  interface Window {
    __benchReady?: number;
    __benchError?: string;
  }
}

/** Marks the page ready after the first commit of the form rendered beside it. */
export function ReadyMark() {
  useEffect(() => {
    requestAnimationFrame(() =>
      setTimeout(() => {
        window.__benchReady = performance.mark('benchReady').startTime;
      }),
    );
  }, []);
  return null;
}
