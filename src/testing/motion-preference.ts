/**
 * jsdom has no matchMedia: a test gives the window one that answers the system's motion
 * preference as a browser would (`prefers-reduced-motion: reduce` matches when `reduce`), and
 * takes it away with forgetMotionPreference.
 */
export function setMotionPreference(reduce: boolean): void {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) =>
      ({
        matches: reduce && query.includes('prefers-reduced-motion: reduce'),
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
      }) as unknown as MediaQueryList,
  });
}

export function forgetMotionPreference(): void {
  Reflect.deleteProperty(window, 'matchMedia');
}
