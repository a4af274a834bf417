/**
 * Failed sign-in counting, per account and per client address, in the database so that every
 * process enforces the same lock. Fixed window: N failures within LOCKOUT_WINDOW lock the key for
 * LOCKOUT_DURATION. Unknown e-mails count too, so a lock does not reveal which accounts exist.
 */
import { and, eq, or, sql, type SQL } from 'drizzle-orm';
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

/** The lock in force for this account or address, if any (the address lock wins). */
export async function findLock(db: Db, account: string, ip: string): Promise<Lock | undefined> {
  return lockIn(
    db,
    or(
      and(eq(loginLockouts.scope, 'account'), eq(loginLockouts.key, account)),
      and(eq(loginLockouts.scope, 'ip'), eq(loginLockouts.key, ip)),
    ),
  );
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

async function countFailure(db: Db, scope: LockScope, key: string, max: number): Promise<void> {
  const window = sql`${LOCKOUT_WINDOW_SECONDS}::int * interval '1 second'`;
  const lockFor = sql`${LOCKOUT_DURATION_SECONDS}::int * interval '1 second'`;
  const windowOver = sql`login_lockouts.window_started_at < now() - ${window}`;
  const newCount = sql`case when ${windowOver} then 1 else login_lockouts.failure_count + 1 end`;
  await db.execute(sql`
    insert into login_lockouts (scope, key, failure_count, window_started_at, locked_until)
    values (${scope}, ${key}, 1, now(), case when 1 >= ${max}::int then now() + ${lockFor} end)
    on conflict (scope, key) do update set
      failure_count = ${newCount},
      window_started_at = case when ${windowOver} then now() else login_lockouts.window_started_at end,
      locked_until = case when ${newCount} >= ${max}::int then now() + ${lockFor}
                          else login_lockouts.locked_until end`);
}

/** Counts one failed sign-in against both the account and the address. */
export async function recordLoginFailure(db: Db, account: string, ip: string): Promise<void> {
  await countFailure(db, 'account', account, ACCOUNT_MAX_FAILURES);
  await countFailure(db, 'ip', ip, IP_MAX_FAILURES);
}

/**
 * Counts one refused sign-in against the address only. A MAITRI token names a MAITRI user, and
 * counting against it would let anyone lock that user out by posting bad tokens in their name.
 */
export async function recordAddressFailure(db: Db, ip: string): Promise<void> {
  await countFailure(db, 'ip', ip, IP_MAX_FAILURES);
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
