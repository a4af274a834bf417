/**
 * What the audit keeps of a gateway callback, and how often one address may be refused. A
 * callback body is whatever anyone posts: only the provider's own field names are kept, each as
 * short text without control characters (PostgreSQL refuses NUL in text and jsonb, and a
 * megabyte of nesting is no evidence worth storing).
 */
import { sql } from 'drizzle-orm';
import { paymentEvents } from '../../db/schema-payments.ts';
import type { Db } from '../../db/types.ts';

/** Characters kept of each logged field (a signature is 64). */
export const LOGGED_FIELD_CHARS = 100;
/** Callbacks from one address that changed nothing (refused, replayed) allowed per window. */
export const CALLBACK_REFUSALS_PER_WINDOW = 20;
export const CALLBACK_WINDOW_MINUTES = 10;
export const CALLBACKS_THROTTLED =
  'Too many refused payment responses from this address. Please try again in a few minutes.';

/** Text safe to store: well-formed, no control characters, at most `max` characters. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

export function cleanText(value: string, max = LOGGED_FIELD_CHARS): string {
  return (
    [...value]
      .filter((c) => c >= ' ' && c !== '\u007f')
      .slice(0, max)
      .join('')
      // A lone surrogate is not UTF-8: PostgreSQL would refuse the row.
      .replace(LONE_SURROGATE, '\ufffd')
  );
}

/** The named fields of a callback body, cleaned; a non-text value is recorded by its kind. */
export function loggedFields(body: unknown, names: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return out;
  for (const name of names) {
    if (!Object.hasOwn(body, name)) continue;
    const value = (body as Record<string, unknown>)[name];
    out[name] =
      typeof value === 'string'
        ? cleanText(value)
        : `(${Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value})`;
  }
  return out;
}

/** Callbacks from `ip` in the window that were refused or changed nothing. */
export async function recentUnappliedCallbacks(db: Db, ip: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(paymentEvents)
    .where(
      sql`${paymentEvents.kind} = 'callback' and ${paymentEvents.outcome} <> 'applied' and ${paymentEvents.payload}->>'ip' = ${ip} and ${paymentEvents.at} > now() - make_interval(mins => ${CALLBACK_WINDOW_MINUTES})`,
    );
  return row?.n ?? 0;
}
