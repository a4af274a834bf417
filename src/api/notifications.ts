/**
 * The signed-in user's notifications (the bell) and notification preferences; for staff, the
 * message templates' preview.
 */
import type {
  MarkedAll,
  NotificationList,
  NotificationPreferences,
  NotificationPreferencesBody,
  TemplatePreview,
} from '@/domain/contract/notifications';
import { api } from './client';

// The wire types are the route schemas' (src/domain/contract); only types cross into the bundle.
export type {
  EmailSwitch,
  NotificationList,
  NotificationPreferences,
  NotificationRecord,
  TemplatePreview,
} from '@/domain/contract/notifications';

export function getNotifications() {
  return api.get<NotificationList>('/api/notifications');
}

export function markNotificationRead(id: number) {
  return api.post<null>(`/api/notifications/${id}/read`);
}

export function markAllNotificationsRead() {
  return api.post<MarkedAll>('/api/notifications/read-all');
}

export function getNotificationPreferences() {
  return api.get<NotificationPreferences>('/api/notifications/preferences');
}

/** The staff preview of every message template, in `language` (English by default). */
export function getTemplatePreviews(language?: 'en' | 'mr' | 'hi') {
  return api.get<TemplatePreview[]>('/api/notifications/templates', {
    query: language ? { Language: language } : undefined,
  });
}

export function saveNotificationPreferences(body: NotificationPreferencesBody) {
  return api.put<NotificationPreferences>('/api/notifications/preferences', { body });
}
