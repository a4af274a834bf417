/**
 * The bell's data: the user's newest notifications and the unread count, fetched on mount, on
 * every page change and every minute; marking read updates the list at once.
 */
import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import {
  getNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from '@/api/notifications';
import type { NotificationList } from '@/api/notifications';

const REFRESH_MS = 60_000;
const empty: NotificationList = { UnreadCount: 0, Items: [] };

/** The list, or null when it could not be read (the bell keeps what it showed). */
async function fetchList(): Promise<NotificationList | null> {
  try {
    const res = await getNotifications();
    return res.IsSuccess && res.Data ? res.Data : null;
  } catch (error) {
    console.warn('Notifications could not be loaded', error);
    return null;
  }
}

export function useNotifications() {
  const [list, setList] = useState<NotificationList>(empty);
  const { pathname } = useLocation();

  useEffect(() => {
    let live = true;
    const load = () =>
      void fetchList().then((next) => {
        if (live && next) setList(next);
      });
    load();
    const timer = window.setInterval(load, REFRESH_MS);
    return () => {
      live = false;
      window.clearInterval(timer);
    };
  }, [pathname]);

  const markRead = useCallback(async (id: number) => {
    setList((l) => {
      const target = l.Items.find((i) => i.NotificationId === id);
      if (!target || target.Read) return l;
      return {
        UnreadCount: Math.max(0, l.UnreadCount - 1),
        Items: l.Items.map((i) => (i.NotificationId === id ? { ...i, Read: true } : i)),
      };
    });
    await markNotificationRead(id).catch((e: unknown) => console.warn('Mark read failed', e));
  }, []);

  const markAllRead = useCallback(async () => {
    setList((l) => ({ UnreadCount: 0, Items: l.Items.map((i) => ({ ...i, Read: true })) }));
    await markAllNotificationsRead().catch((e: unknown) => console.warn('Mark read failed', e));
  }, []);

  return { list, markRead, markAllRead };
}
