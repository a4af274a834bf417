/**
 * The outbox's two ends that existed before notifications: account-security messages (reset
 * links, OTPs, contact changes) are written here — always, whatever the recipient's preferences —
 * and the developer outbox lists every row with its delivery status. The delivery worker
 * (notifications/delivery.ts) sends them like every other message.
 */
import { desc, sql } from 'drizzle-orm';
import { outbox } from '../../db/schema.ts';
import type { Db } from '../../db/types.ts';
import { isNotificationKind } from './kinds.ts';
import { renderMessage } from './templates.ts';
import type { RenderContext } from './templates.ts';

export interface OutgoingMessage {
  channel: 'email' | 'sms';
  to: string;
  subject?: string;
  body: string;
}

/** Queues an account-security message on `db` (the caller's transaction, where there is one). */
export async function sendMessage(db: Db, message: OutgoingMessage): Promise<void> {
  await db.insert(outbox).values({
    channel: message.channel,
    toAddress: message.to,
    subject: message.subject ?? '',
    body: message.body,
    kind: 'security',
  });
}

export interface StoredMessage {
  id: number;
  channel: string;
  to: string;
  kind: string;
  subject: string;
  body: string;
  createdAt: string;
  status: string;
  attempts: number;
  lastError: string | null;
  deliveredAt: string | null;
  transport: string | null;
}

/** Without the server's context, event messages keep portal paths and service ids. */
const bareRender: RenderContext = { publicUrl: '', serviceTitle: (id) => id };

/**
 * Newest first, optionally only those to one address (case-insensitive); event messages are
 * rendered as they are sent.
 */
export async function listMessages(
  db: Db,
  opts: { to?: string; limit?: number } = {},
  render: RenderContext = bareRender,
): Promise<StoredMessage[]> {
  const rows = await db
    .select()
    .from(outbox)
    .where(opts.to ? sql`lower(${outbox.toAddress}) = ${opts.to.trim().toLowerCase()}` : undefined)
    .orderBy(desc(outbox.createdAt), desc(outbox.messageId))
    .limit(opts.limit ?? 100);
  return rows.map((r) => {
    const rendered = isNotificationKind(r.kind)
      ? renderMessage(r.kind, r.params ?? {}, render)
      : null;
    return {
      id: r.messageId,
      channel: r.channel,
      to: r.toAddress,
      kind: r.kind,
      subject: rendered ? rendered.title : r.subject,
      body: rendered ? (r.channel === 'sms' ? rendered.sms : rendered.text) : r.body,
      createdAt: r.createdAt.toISOString(),
      status: r.status,
      attempts: r.attempts,
      lastError: r.lastError,
      deliveredAt: r.deliveredAt?.toISOString() ?? null,
      transport: r.transport,
    };
  });
}
