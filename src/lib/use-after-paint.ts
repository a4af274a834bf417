import { useEffect, useState } from 'react';

/**
 * False on a component's first render, true once the browser has painted it. What can wait for
 * that paint (a large piece of code, a definition to fetch) renders from then on, so that it does
 * not share the network and the main thread with the first paint. A hidden tab paints nothing
 * (and runs no frame callbacks): there it is true at once.
 */
export function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(() => document.visibilityState === 'hidden');
  useEffect(() => {
    if (painted) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A frame callback runs just before the frame's paint; a task it queues runs after the paint.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [painted]);
  return painted;
}
