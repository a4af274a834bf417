/** Runs `work` once the browser is idle (after the frames due), or soon; returns the cancel. */
export function whenIdle(work: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(work, { timeout: 1000 });
    return () => cancelIdleCallback(id);
  }
  const timer = setTimeout(work, 50);
  return () => clearTimeout(timer);
}
