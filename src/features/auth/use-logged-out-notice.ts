import { useEffect } from 'react';
import { dialogue } from '@/ui/alerts';
import { LOGGED_OUT_FLAG } from './use-logout';

/** How long the logged-out dialog stays (spec §9). */
export const LOGGED_OUT_DIALOG_MS = 3000;

/**
 * After a logout redirect, shows 'Successfully Logged Out' for 3 s (spec §2). The flag is removed
 * at once, so a reload does not show it again.
 */
export function useLoggedOutNotice(): void {
  useEffect(() => {
    if (sessionStorage.getItem(LOGGED_OUT_FLAG) === null) return;
    sessionStorage.removeItem(LOGGED_OUT_FLAG);
    void dialogue({
      title: 'Successfully Logged Out',
      text: 'You have been signed out of the portal.',
      timer: LOGGED_OUT_DIALOG_MS,
    });
  }, []);
}
