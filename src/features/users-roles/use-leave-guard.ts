/**
 * Unsaved changes are not dropped without a word: while `dirty`, closing or reloading the tab
 * asks (the browser's own question), and following a link inside the portal asks first, in the
 * portal's confirmation, naming what would be lost. The app uses a BrowserRouter (no blockers),
 * so in-app links are caught by their click.
 */
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { t } from '@/i18n/i18n';
import { confirmTo } from '@/ui/alerts';

export function useLeaveGuard(dirty: boolean, whatIsLost: string): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (!dirty) return undefined;
    const beforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = ''; // older browsers need it set to ask
    };
    const click = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || link.target === '_blank') return;
      const to = new URL(link.href, window.location.href);
      if (to.origin !== window.location.origin) return;
      if (to.pathname === window.location.pathname && to.search === window.location.search) return;
      event.preventDefault();
      event.stopPropagation();
      void confirmTo(() => navigate(to.pathname + to.search + to.hash), {
        title: t('account.leave.title'),
        text: whatIsLost,
        yes: t('account.leave.yes'),
        no: t('account.leave.no'),
        icon: 'warning',
      });
    };
    window.addEventListener('beforeunload', beforeUnload);
    document.addEventListener('click', click, true);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      document.removeEventListener('click', click, true);
    };
  }, [dirty, whatIsLost, navigate]);
}
