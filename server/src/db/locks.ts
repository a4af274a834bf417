/**
 * The database's locks taken by key: transaction-level advisory locks and unique-index violations.
 * Every lock class is listed here, so that no two uses share one by accident (db/migrate.ts,
 * auth/keys.ts and uploads/purge.ts hold single-key locks of their own, numbered 7_215_004_00x).
 */
import { sql } from 'drizzle-orm';
import type { Db } from './types.ts';

/** First keys of the two-key advisory locks; the second names what is locked within the class. */
export const LockClass = {
  /** One plot holder's uploads, while the quota is checked and the row written (uploads/quota.ts). */
  uploadQuota: 72_150_043,
  /** New applications of one service on one plot (applications/target.ts). */
  newApplication: 72_150_044,
  /** A new plot id's base: registrations whose ids would collide (plots/registration.ts). */
  newPlotId: 72_150_045,
  /** The single-window audit rows of one MAITRI token (maitri/request-audit.ts). */
  integrationAudit: 72_150_046,
  /** A background job's round (lib/jobs.ts). */
  job: 72_150_050,
} as const;

/** The second key: a number as it is, a text as PostgreSQL's hashtext of it. */
const keyOf = (key: number | string) =>
  typeof key === 'number' ? sql`${key}` : sql`hashtext(${key})`;

/** Waits for the lock (`cls`, `key`), held until the transaction `tx` ends. */
export async function lockUntilCommit(tx: Db, cls: number, key: number | string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${cls}, ${keyOf(key)})`);
}

/** Takes the lock (`cls`, `key`) until the transaction `tx` ends, if no one holds it: whether it did. */
export async function tryLockUntilCommit(
  tx: Db,
  cls: number,
  key: number | string,
): Promise<boolean> {
  const lock = (await tx.execute(
    sql`select pg_try_advisory_xact_lock(${cls}, ${keyOf(key)}) as got`,
  )) as unknown as { rows: { got: boolean }[] };
  return lock.rows[0]?.got === true;
}

/** True when the error (or its cause: drizzle wraps driver errors) violates the unique index `name`. */
export function violatesUnique(error: unknown, name: string): boolean {
  for (let e = error; typeof e === 'object' && e !== null; e = (e as { cause?: unknown }).cause) {
    const { code, constraint, message } = e as {
      code?: string;
      constraint?: string;
      message?: string;
    };
    if (code === '23505' && (constraint === name || message?.includes(name))) return true;
  }
  return false;
}
