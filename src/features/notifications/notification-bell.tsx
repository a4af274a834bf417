/**
 * The shell's bell: the unread count on the button, and a panel listing the newest notifications
 * (notification-panel.tsx). The button is plain elements and CSS, on every signed-in page's first
 * paint; the panel's code (MUI's popover) loads when the bell is first pointed at, focused or
 * opened, not with every signed-in page.
 */
import { Suspense, lazy, useId, useState } from 'react';
import { useNotifications } from './use-notifications';
import { t } from '@/i18n/i18n';
import { BarIcon } from '@/ui/bar-icons';
import base from '@/ui/button-base.module.css';
import bar from '@/ui/bar-buttons.module.css';

const loadPanel = () => import('./notification-panel');
const NotificationPanel = lazy(async () => ({ default: (await loadPanel()).NotificationPanel }));
const preloadPanel = () => void loadPanel().catch(() => undefined); // a failure shows on opening
/** Above this the badge shows "99+". */
const MAX_SHOWN = 99;

export function bellLabel(unread: number): string {
  if (unread === 0) return t('help.bell.noneUnread');
  return t('help.bell.unread', { count: unread });
}

export function NotificationBell() {
  const { list, markRead, markAllRead } = useNotifications();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Mounted from its first opening on, so closing it keeps its transition.
  const [wanted, setWanted] = useState(false);
  const panelId = useId();

  return (
    <>
      <button
        type="button"
        className={`${base.base} ${bar.iconButton}`}
        aria-label={bellLabel(list.UnreadCount)}
        aria-haspopup="dialog"
        aria-controls={anchor ? panelId : undefined}
        aria-expanded={anchor ? true : undefined}
        onPointerEnter={preloadPanel}
        onFocus={preloadPanel}
        onClick={(e) => {
          setWanted(true);
          setAnchor(e.currentTarget);
        }}
      >
        <span className={bar.badged}>
          <BarIcon name="bell" className={`${base.icon} ${bar.icon}`} />
          {/* The count is in the button's name; the badge only shows it. */}
          {list.UnreadCount > 0 ? (
            <span className={bar.badge} aria-hidden="true">
              {list.UnreadCount > MAX_SHOWN ? `${MAX_SHOWN}+` : list.UnreadCount}
            </span>
          ) : null}
        </span>
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <NotificationPanel
            id={panelId}
            anchor={anchor}
            open={Boolean(anchor)}
            onClose={() => setAnchor(null)}
            list={list}
            markRead={markRead}
            markAllRead={markAllRead}
          />
        </Suspense>
      ) : null}
    </>
  );
}
