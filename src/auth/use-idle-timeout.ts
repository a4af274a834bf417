/**
 * Idle timeout (spec §4): after the configured time with no mouse move, key press, click, scroll
 * or touch, the session storage is cleared and the browser goes to /sessionexpired with a full
 * page load, which also drops every in-memory state. Any activity restarts the timer.
 */
import { useEffect } from 'react';
import { SETTINGS } from '@/config/settings';
import { paths } from '@/config/paths';
import { browser } from '@/lib/browser';
import { dispatchBeforeIdleLogout } from '@/lib/idle-logout-events';

/** The activity that restarts the timer (spec §4). */
export const ACTIVITY_EVENTS = ['mousemove', 'keydown', 'click', 'scroll', 'touchstart'] as const;

/** Ends the session in this tab: clears sessionStorage and reloads on /sessionexpired. */
export function expireSession(): void {
  sessionStorage.clear();
  browser.assign(paths.sessionExpired.getHref());
}

/** Lets an open service save its draft (briefly), then ends the session. */
function saveThenExpire(): void {
  void dispatchBeforeIdleLogout().then(expireSession);
}

/** Runs `onIdle` after `timeoutMs` without activity, while `enabled` (only when signed in). */
export function useIdleTimeout(
  enabled: boolean,
  timeoutMs: number = SETTINGS.IDLETIMEOUT,
  onIdle: () => void = saveThenExpire,
): void {
  useEffect(() => {
    if (!enabled) return undefined;
    let timer = window.setTimeout(onIdle, timeoutMs);
    const restart = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(onIdle, timeoutMs);
    };
    // Capture phase: scroll does not bubble, and a handler calling stopPropagation must not hide
    // activity from the timer.
    const options = { capture: true, passive: true } as const;
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, restart, options);
    return () => {
      window.clearTimeout(timer);
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, restart, options);
    };
  }, [enabled, timeoutMs, onIdle]);
}
