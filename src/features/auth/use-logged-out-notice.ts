import { useEffect } from 'react';
import { t } from '@/i18n/i18n';
import { dialogue } from '@/ui/alerts';
import { LOGGED_OUT_FLAG } from './logged-out-flag';

/** How long the logged-out dialog stays (spec §9). */
export const LOGGED_OUT_DIALOG_MS = 3000;

/** Whether this page has shown the notice (effects run twice in development). */
let shown = false;

/**
 * After a logout redirect, shows 'Successfully Logged Out' for 3 s (spec §2). The flag is removed
 * once the dialog has closed, not at once: clearing the session re-renders the signed-in page,
 * whose own redirect can open sign-in a moment before the logout's full page load replaces it,
 * and the reloaded page must still find the flag.
 */
export function useLoggedOutNotice(): void {
  useEffect(() => {
    if (shown || sessionStorage.getItem(LOGGED_OUT_FLAG) === null) return;
    shown = true;
    void dialogue({
      title: t('core.login.loggedOut.title'),
      text: t('core.login.loggedOut.text'),
      timer: LOGGED_OUT_DIALOG_MS,
    }).finally(() => sessionStorage.removeItem(LOGGED_OUT_FLAG));
  }, []);
}
