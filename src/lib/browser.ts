/**
 * Full page navigation, behind an object so tests can replace it: jsdom's window.location cannot
 * be stubbed, and the redirects of spec §4 and §7 must be observable in unit tests.
 */
export const browser = {
  /** Loads a URL as a new page (drops every in-memory state). */
  assign(url: string): void {
    window.location.assign(url);
  },
  /** Loads the page again (a module whose download failed is only fetched again by a new page). */
  reload(): void {
    window.location.reload();
  },
};
