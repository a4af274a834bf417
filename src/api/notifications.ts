/** The signed-in user's notifications (the bell) and notification preferences. */
import { api } from './client';

export interface NotificationRecord {
  NotificationId: number;
  Kind: string;
  Title: string;
  Text: string;
  /** A path in the portal, or null. */
  Link: string | null;
  CreatedDate: string;
  Read: boolean;
}

export interface NotificationList {
  UnreadCount: number;
  Items: NotificationRecord[];
}

export interface NotificationPreferences {
  SmsAlerts: boolean;
  HasMobile: boolean;
  Email: { Group: string; Label: string; Enabled: boolean }[];
}

export function getNotifications() {
  return api.get<NotificationList>('/api/notifications');
}

export function markNotificationRead(id: number) {
  return api.post<null>(`/api/notifications/${id}/read`);
}

export function markAllNotificationsRead() {
  return api.post<{ Marked: number }>('/api/notifications/read-all');
}

export function getNotificationPreferences() {
  return api.get<NotificationPreferences>('/api/notifications/preferences');
}

export function saveNotificationPreferences(body: { SmsAlerts: boolean; EmailOff: string[] }) {
  return api.put<NotificationPreferences>('/api/notifications/preferences', { body });
}
