/**
 * The shell's bell: the unread count on the button, and a panel listing the newest notifications
 * (notification-panel.tsx). The panel's code loads when the bell is first pointed at, focused or
 * opened, not with every signed-in page.
 */
import { Suspense, lazy, useId, useState } from 'react';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import NotificationsIcon from '@mui/icons-material/NotificationsOutlined';
import { useNotifications } from './use-notifications';
import { t } from '@/i18n/i18n';

const loadPanel = () => import('./notification-panel');
const NotificationPanel = lazy(async () => ({ default: (await loadPanel()).NotificationPanel }));
const preloadPanel = () => void loadPanel().catch(() => undefined); // a failure shows on opening

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
      <IconButton
        color="inherit"
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
        <Badge badgeContent={list.UnreadCount} color="error" max={99}>
          <NotificationsIcon />
        </Badge>
      </IconButton>
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
