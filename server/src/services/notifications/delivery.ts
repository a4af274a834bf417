/**
 * The delivery worker. Each round claims due outbox rows (one statement, `FOR UPDATE SKIP
 * LOCKED`, so two processes never claim the same row), sends each through its channel's
 * transport, and records the outcome: sent with the time, or the error and the next try after an
 * exponential backoff, or failed after the last attempt. A claim left 'sending' by a process that
 * died is taken again after CLAIM_TIMEOUT; the message keeps its Message-ID, so the provider can
 * tell it is the same message.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/types.ts';
import { isNotificationKind } from './kinds.ts';
import { renderMessage } from './templates.ts';
import type { RenderContext } from './templates.ts';
import type { Envelope, Transports } from './transports.ts';

export interface DeliveryOptions {
  /** Delay before the first retry; doubles with each attempt up to `maxDelayMs`. */
  retryBaseMs: number;
  maxDelayMs: number;
  /** After this many attempts the message is marked failed. */
  maxAttempts: number;
  /** A 'sending' claim older than this belongs to a process that died. */
  claimTimeoutMs: number;
  batchSize: number;
}

export const defaultDeliveryOptions: DeliveryOptions = {
  retryBaseMs: 30_000,
  maxDelayMs: 3_600_000,
  maxAttempts: 10,
  claimTimeoutMs: 120_000,
  batchSize: 25,
};

export interface DeliveryDeps {
  db: Db;
  transports: Transports;
  render: RenderContext;
  options?: Partial<DeliveryOptions>;
}

interface ClaimedRow {
  message_id: number;
  channel: 'email' | 'sms';
  to_address: string;
  subject: string;
  body: string;
  kind: string;
  params: Record<string, string> | null;
  attempts: number;
}

export interface RoundResult {
  sent: number;
  retried: number;
  failed: number;
}

/** The delay before attempt `attempts + 1`. */
export function backoffMs(attempts: number, o: DeliveryOptions): number {
  return Math.min(o.retryBaseMs * 2 ** Math.max(0, attempts - 1), o.maxDelayMs);
}

/** The RFC 5322 Message-ID of an outbox row: the same on every attempt. */
export function messageIdOf(rowId: number, publicUrl: string): string {
  const host = publicUrl ? new URL(publicUrl).hostname : 'localhost';
  return `<outbox-${rowId}@${host}>`;
}

/** What the transport gets for a row: stored text (security) or the rendered template. */
export function envelopeOf(row: ClaimedRow, render: RenderContext): Envelope {
  const messageId = messageIdOf(row.message_id, render.publicUrl);
  if (!isNotificationKind(row.kind))
    return { messageId, to: row.to_address, subject: row.subject, text: row.body };
  const m = renderMessage(row.kind, row.params ?? {}, render);
  return row.channel === 'sms'
    ? { messageId, to: row.to_address, subject: m.title, text: m.sms }
    : { messageId, to: row.to_address, subject: m.title, text: m.text, html: m.html };
}

async function claim(db: Db, channels: string[], o: DeliveryOptions): Promise<ClaimedRow[]> {
  if (channels.length === 0) return [];
  const result = await db.execute(sql`
    update outbox set status = 'sending', claimed_at = now(), attempts = attempts + 1
    where message_id in (
      select message_id from outbox
      where channel in (${sql.join(
        channels.map((c) => sql`${c}`),
        sql`, `,
      )})
        and ((status = 'pending' and next_attempt_at <= now())
          or (status = 'sending' and claimed_at < now() - make_interval(secs => ${o.claimTimeoutMs / 1000})))
      order by next_attempt_at, message_id
      limit ${o.batchSize}
      for update skip locked)
    returning message_id, channel, to_address, subject, body, kind, params, attempts`);
  return (result as unknown as { rows: ClaimedRow[] }).rows;
}

/** Records the outcome, only while this worker's claim still holds (not taken over meanwhile). */
async function record(db: Db, row: ClaimedRow, outcome: Outcome): Promise<void> {
  // Each claim adds one attempt, so the attempt count identifies this claim.
  const mine = sql`message_id = ${row.message_id} and status = 'sending' and attempts = ${row.attempts}`;
  if (outcome.ok) {
    await db.execute(sql`update outbox set status = 'sent', delivered_at = now(),
      transport = ${outcome.transport}, claimed_at = null where ${mine}`);
    return;
  }
  const status = outcome.final ? 'failed' : 'pending';
  await db.execute(sql`update outbox set status = ${status}, last_error = ${outcome.error},
    next_attempt_at = now() + make_interval(secs => ${outcome.delayMs / 1000}),
    claimed_at = null where ${mine}`);
}

type Outcome =
  { ok: true; transport: string } | { ok: false; error: string; final: boolean; delayMs: number };

/** One round: claim what is due, send it, record it. */
export async function deliverDue(deps: DeliveryDeps): Promise<RoundResult> {
  const o = { ...defaultDeliveryOptions, ...deps.options };
  const channels = (['email', 'sms'] as const).filter((c) => deps.transports[c]);
  const rows = await claim(deps.db, channels, o);
  const result: RoundResult = { sent: 0, retried: 0, failed: 0 };
  for (const row of rows) {
    const transport = deps.transports[row.channel]!;
    let outcome: Outcome;
    try {
      await transport.send(envelopeOf(row, deps.render));
      outcome = { ok: true, transport: transport.name };
      result.sent += 1;
    } catch (error) {
      const final = row.attempts >= o.maxAttempts;
      const message = error instanceof Error ? error.message : String(error);
      outcome = {
        ok: false,
        error: message.slice(0, 500),
        final,
        delayMs: backoffMs(row.attempts, o),
      };
      result[final ? 'failed' : 'retried'] += 1;
    }
    await record(deps.db, row, outcome);
  }
  return result;
}

/**
 * Runs rounds every `periodMs` until stopped; a round that finds a full batch goes again at once.
 * Rounds never overlap within a process, and claims keep processes from sending a row twice.
 */
export function startDeliveryWorker(
  deps: DeliveryDeps,
  periodMs: number,
  onError: (error: unknown) => void,
): () => Promise<void> {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const batch = { ...defaultDeliveryOptions, ...deps.options }.batchSize;
  const tick = () => {
    running = (async () => {
      try {
        let r: RoundResult;
        do r = await deliverDue(deps);
        while (!stopped && r.sent + r.retried + r.failed >= batch);
      } catch (error) {
        onError(error);
      }
      if (!stopped) timer = setTimeout(tick, periodMs).unref();
    })();
  };
  tick();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}
