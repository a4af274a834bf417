/**
 * Grievance hand-off (spec §7 GenerateToken, §8): get a short-lived token for the signed-in user
 * and open the grievance-management system with it — config.json's grievanceUrl when set, else
 * the address the server answers (GRIEVANCE_URL). Any failure shows 'Login to Grievance
 * Management failed'.
 */
import { useAtomValue } from 'jotai';
import { generateToken } from '@/api/account';
import { SETTINGS } from '@/config/settings';
import { browser } from '@/lib/browser';
import { useWithLoading } from '@/state/loading';
import { userIdAtom } from '@/state/session';
import { t } from '@/i18n/i18n';
import { toast } from '@/ui/alerts';

/** The grievance address with the token added to its query. */
export function grievanceHref(base: string, token: string): string {
  const url = new URL(base, window.location.origin);
  url.searchParams.set('token', token);
  return url.toString();
}

/** Returns the action of the Grievance menu item. */
export function useGrievance() {
  const userId = useAtomValue(userIdAtom);
  const withLoading = useWithLoading();

  return async function openGrievance(): Promise<void> {
    try {
      if (!userId) throw new Error('not signed in');
      const res = await withLoading(generateToken(userId));
      const base = SETTINGS.GRIEVANCEURL || res.Data?.Url;
      if (!res.IsSuccess || !res.Data?.Token || !base) throw new Error(res.Message || 'no token');
      browser.assign(grievanceHref(base, res.Data.Token));
    } catch (error) {
      console.error('Grievance hand-off failed', error);
      void toast({
        icon: 'error',
        title: t('core.alert.error'),
        text: t('shell.grievance.failed'),
        timer: 3000,
      });
    }
  };
}
