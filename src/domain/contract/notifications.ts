/**
 * The wire contract of the notification routes (server/src/routes/notifications.ts): the bell's
 * list, marking read, the user's notification preferences and the staff template preview.
 */
import { bool, dateTime, int, list, nullable, objectSchema, str, type Wire } from './schema.ts';

export const notificationIdParams = objectSchema({
  id: { type: 'integer', minimum: 1, maximum: 2147483647 },
});

export const notificationListQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { limit: { type: 'integer', minimum: 1, maximum: 100 } },
} as const;

/** One row of the bell. */
export const notificationSchema = objectSchema({
  NotificationId: int,
  Kind: str,
  Title: str,
  Text: str,
  /** A path in the portal (the application, its form, the bills…), or null. */
  Link: nullable('string'),
  CreatedDate: dateTime,
  Read: bool,
});

export const notificationListSchema = objectSchema({
  UnreadCount: int,
  Items: list(notificationSchema),
});

export const markedAllSchema = objectSchema({ Marked: int });

export const notificationPreferencesSchema = objectSchema({
  SmsAlerts: bool,
  /** Whether the account has a mobile number SMS could go to. */
  HasMobile: bool,
  Email: list(objectSchema({ Group: str, Label: str, Enabled: bool })),
});

/** SMS on or off, and the e-mail groups switched off (the server names the groups). */
export const notificationPreferencesBody = <const G extends readonly string[]>(groups: G) =>
  objectSchema({
    SmsAlerts: bool,
    EmailOff: { type: 'array', maxItems: groups.length, items: { type: 'string', enum: groups } },
  });

/** Every message template rendered with sample data (staff preview). */
export const templatePreviewSchema = list(
  objectSchema({
    Kind: str,
    Group: str,
    Language: str,
    Title: str,
    Text: str,
    Html: str,
    Sms: str,
  }),
);

export type NotificationRecord = Wire<typeof notificationSchema>;
export type NotificationList = Wire<typeof notificationListSchema>;
export type NotificationPreferences = Wire<typeof notificationPreferencesSchema>;
export type NotificationPreferencesBody = Wire<
  ReturnType<typeof notificationPreferencesBody<readonly string[]>>
>;
export type MarkedAll = Wire<typeof markedAllSchema>;
export type NotificationQuery = Wire<typeof notificationListQuery>;
