/**
 * The portal's notification list (the bell) and each user's notification preferences. A user
 * reads and marks only their own rows; others' ids answer as unknown.
 */
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { notifications, users } from '../../db/schema.ts';
import type { Db } from '../../db/types.ts';
import type {
  NotificationPreferences,
  NotificationRecord,
} from '../../../../src/domain/contract/notifications.ts';
import { notFound } from '../../lib/errors.ts';
import {
  ALL_KINDS,
  emailIsOff,
  groupLabels,
  isNotificationKind,
  NOTIFICATION_KINDS,
  SECURITY_LABEL,
} from './kinds.ts';
import type { NotificationKind } from './kinds.ts';
import { renderMessage, templateLanguageOf } from './templates.ts';
import type { RenderContext } from './templates.ts';

export const NOTIFICATION_NOT_FOUND = 'Notification not found';

/**
 * The user's newest notifications and how many are unread, in the user's language (English until
 * they choose one). Links stay portal paths.
 */
export async function listNotifications(
  db: Db,
  userId: number,
  render: RenderContext,
  limit = 30,
): Promise<{ UnreadCount: number; Items: NotificationRecord[] }> {
  const rows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.notificationId))
    .limit(limit);
  const [unread] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  const [user] = await db
    .select({ language: users.language })
    .from(users)
    .where(eq(users.userId, userId));
  const language = templateLanguageOf(user?.language);
  const portal = { ...render, publicUrl: '' };
  return {
    UnreadCount: Number(unread?.n ?? 0),
    Items: rows.flatMap((r) => {
      if (!isNotificationKind(r.kind)) return [];
      const m = renderMessage(r.kind, r.params, portal, language);
      return [
        {
          NotificationId: r.notificationId,
          Kind: r.kind,
          Title: m.title,
          // The item itself is the link: the path written out would only be noise.
          Text: m.summary,
          Link: m.link,
          CreatedDate: r.createdAt.toISOString(),
          Read: r.readAt !== null,
        },
      ];
    }),
  };
}

/** Marks one of the user's notifications read (again is fine); 404 for anyone else's. */
export async function markRead(db: Db, userId: number, notificationId: number): Promise<void> {
  const [row] = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.notificationId, notificationId), eq(notifications.userId, userId)))
    .returning({ id: notifications.notificationId });
  if (!row) throw notFound(NOTIFICATION_NOT_FOUND);
}

export async function markAllRead(db: Db, userId: number): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.notificationId });
  return rows.length;
}

export async function getPreferences(db: Db, userId: number): Promise<NotificationPreferences> {
  const [row] = await db
    .select({
      sms: users.smsAlerts,
      optOut: users.emailOptOut,
      mobile: users.mobile,
      roleId: users.roleId,
    })
    .from(users)
    .where(eq(users.userId, userId));
  if (!row) throw notFound('User not found');
  return {
    SmsAlerts: row.sms,
    HasMobile: Boolean(row.mobile),
    Email: kindsFor(row.roleId).map((kind) => {
      const { group, label } = NOTIFICATION_KINDS[kind];
      return {
        Kind: kind,
        Group: group,
        GroupLabel: groupLabels[group],
        Label: label,
        Enabled: !emailIsOff(row.optOut, kind),
      };
    }),
    AlwaysSent: SECURITY_LABEL,
  };
}

/** The kinds an account of `roleId` receives (the profile offers their switches only). */
export function kindsFor(roleId: number): NotificationKind[] {
  return ALL_KINDS.filter((k) =>
    (NOTIFICATION_KINDS[k].roles as readonly number[]).includes(roleId),
  );
}

/**
 * Replaces the preferences: SMS on or off, and the kinds whose e-mails are off (security messages
 * are not a kind here: they cannot be switched off).
 */
export async function setPreferences(
  db: Db,
  userId: number,
  prefs: { SmsAlerts: boolean; EmailOff: NotificationKind[] },
): Promise<NotificationPreferences> {
  await db
    .update(users)
    .set({
      smsAlerts: prefs.SmsAlerts,
      emailOptOut: [...new Set(prefs.EmailOff)].sort(),
      modifiedBy: userId,
      modifiedAt: new Date(),
    })
    .where(eq(users.userId, userId));
  return getPreferences(db, userId);
}
