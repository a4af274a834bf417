/**
 * The signed-in user's notifications (the bell) and notification preferences; for staff, the
 * message templates' preview.
 */
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

/** One e-mail switch: a kind of message this account receives, under its group's heading. */
export interface EmailSwitch {
  Kind: string;
  Group: string;
  GroupLabel: string;
  Label: string;
  Enabled: boolean;
}

export interface NotificationPreferences {
  SmsAlerts: boolean;
  HasMobile: boolean;
  Email: EmailSwitch[];
  /** What is always sent and cannot be switched off (account security). */
  AlwaysSent: string;
}

/** A message template rendered with sample data, for the staff preview. */
export interface TemplatePreview {
  Kind: string;
  Group: string;
  GroupLabel: string;
  Label: string;
  Language: string;
  Title: string;
  Text: string;
  Html: string;
  Sms: string;
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

export function getTemplatePreviews() {
  return api.get<TemplatePreview[]>('/api/notifications/templates');
}

export function saveNotificationPreferences(body: { SmsAlerts: boolean; EmailOff: string[] }) {
  return api.put<NotificationPreferences>('/api/notifications/preferences', { body });
}
