/**
 * The harness's signal to the benchmark: once the form's fields have been committed, the next
 * frame has been produced and the tasks queued behind it have run, `window.__benchReady` holds the
 * time since navigation start (ms), and a `benchReady` performance mark is set (the end of a
 * trace's measured span: scripts/bench/forms-task-cpu.ts).
 *
 * The fields, not the first commit beside them: the stepper commits its frame (title, steps,
 * buttons) while a step's code is still loading and renders the step's fields when it is in, so a
 * mark at its first commit timed a form without a single field.
 */
import { useEffect } from 'react';

declare global {
  interface Window {
    __benchReady?: number;
    __benchError?: string;
  }
}

/** A field to fill in or read: every case opens on a step that has some. */
const FIELD = 'input:not([type="hidden"]), textarea, select';

/** Marks the page ready after the commit that puts the form's first field on the page. */
export function ReadyMark() {
  useEffect(() => {
    const mark = () =>
      requestAnimationFrame(() =>
        setTimeout(() => {
          window.__benchReady = performance.mark('benchReady').startTime;
        }),
      );
    if (document.querySelector(FIELD)) {
      mark();
      return undefined;
    }
    // Called at the end of the task that changed the DOM: of the commit that added the fields.
    const observer = new MutationObserver(() => {
      if (!document.querySelector(FIELD)) return;
      observer.disconnect();
      mark();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);
  return null;
}
