/**
 * Window events between the portal shell and the engine. Before the idle timeout signs the user
 * out, the shell fires BEFORE_IDLE_LOGOUT_EVENT and waits (briefly) for the work listeners hand
 * to `waitUntil` — an open service saves its draft there.
 */

/** Fired on `window` by the shell just before an idle-timeout logout. */
export const BEFORE_IDLE_LOGOUT_EVENT = 'portal:before-idle-logout';

/** The detail of BEFORE_IDLE_LOGOUT_EVENT: listeners pass the work the shell should wait for. */
export interface BeforeIdleLogoutDetail {
  waitUntil(work: Promise<unknown>): void;
}

/** How long the shell waits at most for listeners, in milliseconds. */
export const IDLE_SAVE_WAIT_MS = 3000;

/**
 * Fires BEFORE_IDLE_LOGOUT_EVENT and resolves once every listener's work has settled, or after
 * `maxWaitMs`, whichever comes first. Never rejects: a failed save must not keep a session open.
 */
export async function dispatchBeforeIdleLogout(maxWaitMs = IDLE_SAVE_WAIT_MS): Promise<void> {
  const work: Promise<unknown>[] = [];
  const detail: BeforeIdleLogoutDetail = { waitUntil: (p) => work.push(p.catch(() => undefined)) };
  window.dispatchEvent(new CustomEvent(BEFORE_IDLE_LOGOUT_EVENT, { detail }));
  if (work.length === 0) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, maxWaitMs);
  });
  await Promise.race([Promise.all(work), timeout]);
  clearTimeout(timer);
}

/** Listens for BEFORE_IDLE_LOGOUT_EVENT; returns the function that stops listening. */
export function onBeforeIdleLogout(save: () => Promise<unknown>): () => void {
  const listener = (event: Event) => {
    const detail = (event as CustomEvent<BeforeIdleLogoutDetail | undefined>).detail;
    const work = save();
    detail?.waitUntil(work);
  };
  window.addEventListener(BEFORE_IDLE_LOGOUT_EVENT, listener);
  return () => window.removeEventListener(BEFORE_IDLE_LOGOUT_EVENT, listener);
}
