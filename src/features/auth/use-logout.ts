import { useCallback } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { logOutLiveSession } from '@/api/account';
import { revokeRefreshToken } from '@/auth/oidc';
import { paths } from '@/config/paths';
import { browser } from '@/lib/browser';
import { useWithLoading } from '@/state/loading';
import { clearSessionAtom, userIdAtom } from '@/state/session';
import { t } from '@/i18n/i18n';
import { confirmTo } from '@/ui/alerts';
import { LOGGED_OUT_FLAG } from './logged-out-flag';

/**
 * Logout (spec §2, §4): asks first, ends the live session on the server (spec §7's
 * LogOutLiveSession, then RFC 7009 revocation of the refresh token, which still ends the session
 * when the first call could not, e.g. with an expired access token), clears every session item,
 * then reloads / where the logged-out dialog shows. The full page load (a "logout
 * redirect") also drops every in-memory atom of every feature, and avoids racing the layout's own
 * redirect of a signed-out user. A failed server call still signs the user out here: keeping a
 * half-ended session would be worse.
 */
export function useLogout(): () => Promise<boolean> {
  const userId = useAtomValue(userIdAtom);
  const clearSession = useSetAtom(clearSessionAtom);
  const withLoading = useWithLoading();

  return useCallback(
    () =>
      confirmTo(
        async () => {
          try {
            if (userId) await withLoading(logOutLiveSession(userId));
          } catch (error) {
            console.error('LogOutLiveSession failed; revoking the refresh token', error);
          }
          try {
            await withLoading(revokeRefreshToken());
          } catch (error) {
            console.error('Token revocation failed; signing out locally', error);
          }
          clearSession();
          sessionStorage.setItem(LOGGED_OUT_FLAG, '1');
          browser.assign(paths.login.getHref());
        },
        {
          title: t('core.alert.confirmTitle'),
          text: t('shell.logout.question'),
          yes: t('shell.logout.yes'),
          no: t('shell.logout.no'),
          icon: 'question',
        },
      ),
    [userId, clearSession, withLoading],
  );
}
