/**
 * Developer outbox: what the e-mail/SMS sandbox "sent". Registered only when config.devOutbox
 * (off in production unless DEV_OUTBOX=1) and answering this machine only (lib/local-only.ts),
 * because reset links are bearer secrets.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { ok } from '../../lib/envelope.ts';
import { localClientsOnly } from '../../lib/local-only.ts';
import { envelopeResponses } from '../../lib/schemas.ts';
import { listMessages } from '../../services/notifications/outbox.ts';
import type { StoredMessage } from '../../services/notifications/outbox.ts';
import { escapeHtml } from '../../lib/html.ts';
import { renderContextOf } from '../../services/notifications/render-context.ts';

const outboxQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    to: { type: 'string', maxLength: 254 },
    limit: { type: 'integer', minimum: 1, maximum: 500 },
  },
} as const;

const messageSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    channel: { type: 'string', enum: ['email', 'sms'] },
    to: { type: 'string' },
    subject: { type: 'string' },
    body: { type: 'string' },
    createdAt: { type: 'string', format: 'date-time' },
    kind: { type: 'string' },
    status: { type: 'string', enum: ['pending', 'sending', 'sent', 'failed'] },
    attempts: { type: 'integer' },
    lastError: { type: ['string', 'null'] },
    deliveredAt: { type: ['string', 'null'], format: 'date-time' },
    transport: { type: ['string', 'null'] },
  },
};

/** Escapes the text, then turns http(s) URLs into links. */
function linkify(text: string): string {
  return escapeHtml(text).replace(
    /https?:\/\/[^\s<>"']+/g,
    (url) => `<a href="${url}" rel="noreferrer">${url}</a>`,
  );
}

/** The delivery status as one line: 'sent via smtp at …' or 'pending, 2 attempts: <error>'. */
function deliveryLine(m: StoredMessage): string {
  if (m.status === 'sent') return `sent via ${m.transport ?? '?'} at ${m.deliveredAt ?? '?'}`;
  const tries = `${m.attempts} attempt${m.attempts === 1 ? '' : 's'}`;
  return `${m.status}, ${tries}${m.lastError ? `: ${m.lastError}` : ''}`;
}

function renderPage(messages: StoredMessage[], to: string | undefined): string {
  const rows = messages
    .map(
      (m) => `<article>
  <header><strong>${escapeHtml(m.subject || '(no subject)')}</strong>
  <span>${m.channel.toUpperCase()} to ${escapeHtml(m.to)} · ${escapeHtml(m.createdAt)}</span>
  <span>${escapeHtml(deliveryLine(m))}</span></header>
  <pre>${linkify(m.body)}</pre>
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Developer outbox</title>
<style>
body{font-family:system-ui,sans-serif;margin:2rem auto;max-width:60rem;padding:0 1rem;color:#1a1a1a}
.banner{background:#fff4ce;border:1px solid #e0b400;padding:.75rem 1rem;border-radius:6px}
article{border:1px solid #ccc;border-radius:6px;margin:1rem 0;padding:.75rem 1rem}
header span{display:block;color:#555;font-size:.9rem}
pre{white-space:pre-wrap;font-family:inherit}
</style></head><body>
<h1>Developer outbox — sandbox, nothing is really sent</h1>
<p class="banner">E-mails and SMS the portal would have sent, newest first${
    to ? ` (to ${escapeHtml(to)})` : ''
  }. JSON: <a href="/api/dev/outbox">/api/dev/outbox</a>.</p>
${rows || '<p>No messages yet.</p>'}
</body></html>`;
}

export async function devOutboxRoutes(app: FastifyInstance, ctx: AppContext) {
  localClientsOnly(app, ctx.config.trustProxy !== false);
  const render = renderContextOf(ctx.config.publicUrl, ctx.catalog);
  type Query = { to?: string; limit?: number };

  app.get<{ Querystring: Query }>(
    '/api/dev/outbox',
    {
      schema: {
        tags: ['Developer sandbox'],
        summary: 'Messages the e-mail/SMS sandbox stored, newest first (not in production)',
        querystring: outboxQuery,
        response: envelopeResponses({ type: 'array', items: messageSchema }),
      },
    },
    async (request) => ok(await listMessages(ctx.db, request.query, render)),
  );

  app.get<{ Querystring: Query }>(
    '/dev/outbox',
    {
      schema: {
        tags: ['Developer sandbox'],
        summary: 'The same messages as a readable HTML page',
        querystring: outboxQuery,
        produces: ['text/html'],
      },
    },
    async (request, reply) => {
      const messages = await listMessages(ctx.db, request.query, render);
      return reply.type('text/html; charset=utf-8').send(renderPage(messages, request.query.to));
    },
  );
}
