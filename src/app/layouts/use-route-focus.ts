import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * After an in-app navigation, moves keyboard focus to the new page's h1 (or the main region), so
 * screen-reader and keyboard users start at the new content instead of the old link.
 */
export function useRouteFocus(): void {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false; // the first page load keeps the browser's own focus
      return;
    }
    const target =
      document.querySelector<HTMLElement>('main h1') ?? document.getElementById('main-content');
    target?.focus();
  }, [pathname]);
}
