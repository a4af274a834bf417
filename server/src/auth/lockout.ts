/**
 * Failed sign-in counting, per account and per client address, in the database so that every
 * process enforces the same lock. Fixed window: N failures within LOCKOUT_WINDOW lock the key for
 * LOCKOUT_DURATION. An attempt is counted BEFORE its password is checked (and given back when it
 * succeeds), so parallel guesses cannot slip past the limit. Unknown e-mails count too, so a lock
 * does not reveal which accounts exist.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { loginLockouts } from '../db/schema.ts';
import type { Db } from '../db/types.ts';
import {
  ACCOUNT_MAX_FAILURES,
  IP_MAX_FAILURES,
  LOCKOUT_DURATION_SECONDS,
  LOCKOUT_WINDOW_SECONDS,
} from './policy.ts';

export type LockScope = 'account' | 'ip';

export interface Lock {
  scope: LockScope;
  retryAfterSeconds: number;
}

/** The lock in force for an address alone: sign-ins that name no portal account (MAITRI). */
export async function findAddressLock(db: Db, ip: string): Promise<Lock | undefined> {
  return lockIn(db, and(eq(loginLockouts.scope, 'ip'), eq(loginLockouts.key, ip)));
}

async function lockIn(db: Db, keys: SQL | undefined): Promise<Lock | undefined> {
  const rows = await db
    .select({
      scope: loginLockouts.scope,
      retryAfter: sql<number>`ceil(extract(epoch from ${loginLockouts.lockedUntil} - now()))::int`,
    })
    .from(loginLockouts)
    .where(and(keys, sql`${loginLockouts.lockedUntil} > now()`));
  const locks = rows.map((r) => ({
    scope: r.scope as LockScope,
    retryAfterSeconds: Math.max(1, Number(r.retryAfter)),
  }));
  return locks.find((l) => l.scope === 'ip') ?? locks[0];
}

const WINDOW = sql`${LOCKOUT_WINDOW_SECONDS}::int * interval '1 second'`;
const LOCK_FOR = sql`${LOCKOUT_DURATION_SECONDS}::int * interval '1 second'`;
const WINDOW_OVER = sql`${loginLockouts.windowStartedAt} < now() - ${WINDOW}`;

/**
 * Counts one attempt against a key in a single statement and answers whether it may go ahead:
 * false when the key is locked (then nothing is counted). The count includes attempts still being
 * checked, and the attempt that reaches `max` sets the lock at once, so however many requests
 * arrive together — on any number of processes — at most `max` of them are ever checked. The row
 * lock of INSERT … ON CONFLICT DO UPDATE orders concurrent claims on PGlite and PostgreSQL alike.
 */
async function claimAttempt(db: Db, scope: LockScope, key: string, max: number): Promise<boolean> {
  const newCount = sql`case when ${WINDOW_OVER} then 1 else ${loginLockouts.failureCount} + 1 end`;
  const claimed = await db
    .insert(loginLockouts)
    .values({
      scope,
      key,
      failureCount: 1,
      windowStartedAt: sql`now()`,
      lockedUntil: sql`case when 1 >= ${max}::int then now() + ${LOCK_FOR} end`,
    })
    .onConflictDoUpdate({
      target: [loginLockouts.scope, loginLockouts.key],
      set: {
        failureCount: newCount,
        windowStartedAt: sql`case when ${WINDOW_OVER} then now() else ${loginLockouts.windowStartedAt} end`,
        lockedUntil: sql`case when ${newCount} >= ${max}::int then now() + ${LOCK_FOR} end`,
      },
      setWhere: sql`${loginLockouts.lockedUntil} is null or ${loginLockouts.lockedUntil} <= now()`,
    })
    .returning({ count: loginLockouts.failureCount });
  return claimed.length > 0;
}

/**
 * Gives back an attempt that turned out not to be a failure (a right password, or an attempt the
 * other key refused), lifting the lock its claim may have set.
 */
async function releaseAttempt(db: Db, scope: LockScope, key: string, max: number): Promise<void> {
  await db
    .update(loginLockouts)
    .set({
      failureCount: sql`greatest(${loginLockouts.failureCount} - 1, 0)`,
      lockedUntil: sql`case when ${loginLockouts.failureCount} - 1 < ${max}::int then null
                            else ${loginLockouts.lockedUntil} end`,
    })
    .where(and(eq(loginLockouts.scope, scope), eq(loginLockouts.key, key)));
}

/** The lock that refused a claim (at least 1 s, should it have ended in between). */
async function lockOf(db: Db, scope: LockScope, key: string): Promise<Lock> {
  const lock = await lockIn(db, and(eq(loginLockouts.scope, scope), eq(loginLockouts.key, key)));
  return lock ?? { scope, retryAfterSeconds: 1 };
}

export type LoginAttempt<T> = { lock: Lock } | { lock?: undefined; value: T | undefined };

/**
 * Runs one sign-in check under the account and address limits: `check` (what it answers, or
 * undefined for a failure) runs only when neither key is locked, after the attempt has been
 * counted against both. A success gives the address its attempt back and clears the account's
 * failures; a failure stays counted.
 */
export async function withLoginAttempt<T>(
  db: Db,
  account: string,
  ip: string,
  check: () => Promise<T | undefined>,
): Promise<LoginAttempt<T>> {
  if (!(await claimAttempt(db, 'ip', ip, IP_MAX_FAILURES)))
    return { lock: await lockOf(db, 'ip', ip) };
  if (!(await claimAttempt(db, 'account', account, ACCOUNT_MAX_FAILURES))) {
    await releaseAttempt(db, 'ip', ip, IP_MAX_FAILURES);
    return { lock: await lockOf(db, 'account', account) };
  }
  const value = await check();
  if (value !== undefined) {
    await clearAccountFailures(db, account);
    await releaseAttempt(db, 'ip', ip, IP_MAX_FAILURES);
  }
  return { value };
}

/**
 * Counts one refused sign-in against the address only. A MAITRI token names a MAITRI user, and
 * counting against it would let anyone lock that user out by posting bad tokens in their name.
 */
export async function recordAddressFailure(db: Db, ip: string): Promise<void> {
  await claimAttempt(db, 'ip', ip, IP_MAX_FAILURES);
}

/** Forgets an account's failures (after a successful sign-in or a password reset). */
export async function clearAccountFailures(db: Db, account: string): Promise<void> {
  await db
    .delete(loginLockouts)
    .where(and(eq(loginLockouts.scope, 'account'), eq(loginLockouts.key, account)));
}

/** The key an account is counted under. */
export function accountKey(email: string): string {
  return email.trim().toLowerCase().slice(0, 300);
}
