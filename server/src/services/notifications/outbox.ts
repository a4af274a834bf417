/**
 * E-mail and SMS sandbox: "sending" stores the message in the outbox table, which the developer
 * outbox page lists. A real SMTP/SMS provider would replace `sendMessage` behind the same signature.
 */
import { desc, sql } from 'drizzle-orm';
import { outbox } from '../../db/schema.ts';
import type { Db } from '../../db/types.ts';

export interface OutgoingMessage {
  channel: 'email' | 'sms';
  to: string;
  subject?: string;
  body: string;
}

export async function sendMessage(db: Db, message: OutgoingMessage): Promise<void> {
  await db.insert(outbox).values({
    channel: message.channel,
    toAddress: message.to,
    subject: message.subject ?? '',
    body: message.body,
  });
}

export interface StoredMessage {
  id: number;
  channel: string;
  to: string;
  subject: string;
  body: string;
  createdAt: string;
}

/** Newest first, optionally only those to one address (case-insensitive). */
export async function listMessages(
  db: Db,
  opts: { to?: string; limit?: number } = {},
): Promise<StoredMessage[]> {
  const rows = await db
    .select()
    .from(outbox)
    .where(opts.to ? sql`lower(${outbox.toAddress}) = ${opts.to.trim().toLowerCase()}` : undefined)
    .orderBy(desc(outbox.createdAt), desc(outbox.messageId))
    .limit(opts.limit ?? 100);
  return rows.map((r) => ({
    id: r.messageId,
    channel: r.channel,
    to: r.toAddress,
    subject: r.subject,
    body: r.body,
    createdAt: r.createdAt.toISOString(),
  }));
}
