import { useLayoutEffect, type RefObject } from 'react';

/**
 * Keeps `--portal-bar-height` on the page's root at the fixed app bar's height, which the
 * spacers under it use (app-layout.module.css). The bar is one toolbar high (56 px) until large
 * text wraps it onto two lines; a spacer of fixed height then left the page's top under the bar.
 * Observed from layout, so the spacer is right in the bar's first painted frame.
 */
export function useBarHeight(bar: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const el = bar.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement.style;
    const observer = new ResizeObserver(() => {
      root.setProperty('--portal-bar-height', `${el.offsetHeight}px`);
    });
    observer.observe(el);
    return () => {
      observer.disconnect();
      root.removeProperty('--portal-bar-height');
    };
  }, [bar]);
}
