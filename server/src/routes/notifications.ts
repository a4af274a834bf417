/**
 * The signed-in user's notifications (the bell): list, mark read; their notification
 * preferences; and, for staff and admins, a preview of every message template with sample data.
 */
import type { FastifyInstance } from 'fastify';
import { Role } from '../../../src/domain/roles.ts';
import { currentUser, requireRole } from '../auth/authenticate.ts';
import type { AppContext } from './context.ts';
import { ok } from '../lib/envelope.ts';
import { envelopeResponses, SESSION_SECURITY } from '../lib/schemas.ts';
import {
  markedAllSchema,
  notificationIdParams,
  notificationListQuery,
  notificationListSchema,
  notificationPreferencesBody,
  notificationPreferencesSchema,
  templatePreviewQuery,
  templatePreviewSchema,
  type NotificationPreferencesBody,
  type NotificationQuery,
  type TemplatePreviewQuery,
} from '../../../src/domain/contract/notifications.ts';
import {
  getPreferences,
  listNotifications,
  markAllRead,
  markRead,
  setPreferences,
} from '../services/notifications/inbox.ts';
import {
  ALL_KINDS,
  groupLabels,
  groupOf,
  NOTIFICATION_KINDS,
} from '../services/notifications/kinds.ts';
import type { NotificationKind } from '../services/notifications/kinds.ts';
import { renderContextOf } from '../services/notifications/render-context.ts';
import { renderMessage, sampleParamsOf } from '../services/notifications/templates.ts';

const tags = ['Notifications'];

// Only event kinds can be switched off: 'security' (or anything else) is refused with a 400.
const preferencesBody = notificationPreferencesBody(ALL_KINDS);

export async function notificationRoutes(app: FastifyInstance, ctx: AppContext) {
  const render = renderContextOf(ctx.config.publicUrl, ctx.catalog);
  const signedIn = { onRequest: ctx.authenticate };

  app.get<{ Querystring: NotificationQuery }>(
    '/api/notifications',
    {
      ...signedIn,
      schema: {
        tags,
        summary: "The caller's newest notifications (with links into the portal) and unread count",
        security: SESSION_SECURITY,
        querystring: notificationListQuery,
        response: envelopeResponses(notificationListSchema),
      },
    },
    async (request) =>
      ok(await listNotifications(ctx.db, currentUser(request).id, render, request.query.limit)),
  );

  app.post<{ Params: { id: number } }>(
    '/api/notifications/:id/read',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Mark one of the caller’s notifications read',
        security: SESSION_SECURITY,
        params: notificationIdParams,
        response: envelopeResponses({ type: 'null' }),
      },
    },
    async (request) => {
      await markRead(ctx.db, currentUser(request).id, request.params.id);
      return ok(null, 'Marked as read');
    },
  );

  app.post(
    '/api/notifications/read-all',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Mark all the caller’s notifications read',
        security: SESSION_SECURITY,
        response: envelopeResponses(markedAllSchema),
      },
    },
    async (request) => ok({ Marked: await markAllRead(ctx.db, currentUser(request).id) }),
  );

  app.get(
    '/api/notifications/preferences',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'The caller’s notification preferences: SMS alerts, e-mail per kind of message',
        security: SESSION_SECURITY,
        response: envelopeResponses(notificationPreferencesSchema),
      },
    },
    async (request) => ok(await getPreferences(ctx.db, currentUser(request).id)),
  );

  app.put<{ Body: NotificationPreferencesBody & { EmailOff: NotificationKind[] } }>(
    '/api/notifications/preferences',
    {
      ...signedIn,
      schema: {
        tags,
        summary:
          'Replace the caller’s preferences (security messages are always sent, whatever is set)',
        security: SESSION_SECURITY,
        body: preferencesBody,
        response: envelopeResponses(notificationPreferencesSchema),
      },
    },
    async (request) =>
      ok(
        await setPreferences(ctx.db, currentUser(request).id, request.body),
        'Notification preferences saved',
      ),
  );

  app.get<{ Querystring: TemplatePreviewQuery }>(
    '/api/notifications/templates',
    {
      onRequest: ctx.authenticate,
      preHandler: requireRole(Role.MidcUser, Role.Admin),
      schema: {
        tags,
        summary:
          'Staff preview: every message template rendered with sample data, in one language ' +
          '(Language: en, mr or hi; English by default)',
        security: SESSION_SECURITY,
        querystring: templatePreviewQuery,
        response: envelopeResponses(templatePreviewSchema),
      },
    },
    async (request) =>
      ok(
        [request.query.Language ?? 'en'].flatMap((language) =>
          ALL_KINDS.map((kind) => {
            const m = renderMessage(kind, sampleParamsOf(kind), render, language);
            return {
              Kind: kind,
              Group: groupOf(kind),
              GroupLabel: groupLabels[groupOf(kind)],
              Label: NOTIFICATION_KINDS[kind].label,
              Language: language,
              Title: m.title,
              Text: m.text,
              Html: m.html,
              Sms: m.sms,
            };
          }),
        ),
      ),
  );
}
