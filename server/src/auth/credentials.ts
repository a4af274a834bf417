/**
 * Checks an e-mail and password — the one function behind both the OAuth password grant and
 * POST /Account/AuthenticateInvestorUser — with lockout and a delay after each failure.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { users } from '../db/schema.ts';
import type { AppContext } from '../context.ts';
import { accountKey, clearAccountFailures, findLock, recordLoginFailure } from './lockout.ts';
import type { LockScope } from './lockout.ts';
import { verifyPassword } from './passwords.ts';
import type { UserRow } from './sessions.ts';

export type AuthenticationResult =
  | { ok: true; user: UserRow }
  | { ok: false; reason: 'invalid' }
  | { ok: false; reason: 'locked'; scope: LockScope; retryAfterSeconds: number };

export async function findUserByEmail(
  ctx: AppContext,
  email: string,
): Promise<UserRow | undefined> {
  const [user] = await ctx.db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${accountKey(email)}`);
  return user;
}

export async function authenticateUser(
  ctx: AppContext,
  input: { email: string; password: string; ip: string },
): Promise<AuthenticationResult> {
  const account = accountKey(input.email);
  const lock = await findLock(ctx.db, account, input.ip);
  if (lock) return { ok: false, reason: 'locked', ...lock };

  const user = await findUserByEmail(ctx, input.email);
  const passwordOk = await verifyPassword(user?.passwordHash ?? null, input.password);
  if (!user || !passwordOk || !user.isActive) {
    await recordLoginFailure(ctx.db, account, input.ip);
    await sleep(ctx.config.loginFailureDelayMs);
    return { ok: false, reason: 'invalid' };
  }
  await clearAccountFailures(ctx.db, account);
  return { ok: true, user };
}

/** Human text for a lock, used by both the token endpoint and the Account API. */
export function lockMessage(scope: LockScope, retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  const wait = `Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
  return scope === 'ip'
    ? `Too many failed sign-in attempts from this address. ${wait}`
    : `Account temporarily locked after too many failed sign-in attempts. ${wait}`;
}
