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
  /**
   * One e-mail switch per kind of message the account receives, with its group's heading. The
   * labels are English (for API clients); the portal names groups and kinds by their ids.
   */
  Email: list(objectSchema({ Kind: str, Group: str, GroupLabel: str, Label: str, Enabled: bool })),
  /** What is always sent and cannot be switched off (account security), in English. */
  AlwaysSent: str,
});

/**
 * SMS on or off, and the kinds of message whose e-mail is off (the server names the kinds; a
 * security message is not one of them, so it cannot be switched off).
 */
export const notificationPreferencesBody = <const K extends readonly string[]>(kinds: K) =>
  objectSchema({
    SmsAlerts: bool,
    EmailOff: { type: 'array', maxItems: kinds.length, items: { type: 'string', enum: kinds } },
  });

/** Which language the staff preview renders the templates in (English when not given). */
export const templatePreviewQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { Language: { type: 'string', enum: ['en', 'mr', 'hi'] } },
} as const;

/** Every message template rendered with sample data (staff preview). */
export const templatePreviewSchema = list(
  objectSchema({
    Kind: str,
    Group: str,
    GroupLabel: str,
    Label: str,
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
export type EmailSwitch = NotificationPreferences['Email'][number];
export type TemplatePreview = Wire<typeof templatePreviewSchema>[number];
export type NotificationPreferencesBody = Wire<
  ReturnType<typeof notificationPreferencesBody<readonly string[]>>
>;
export type MarkedAll = Wire<typeof markedAllSchema>;
export type NotificationQuery = Wire<typeof notificationListQuery>;
export type TemplatePreviewQuery = Wire<typeof templatePreviewQuery>;
