/**
 * Checks an e-mail and password — the one function behind both the OAuth password grant and
 * POST /Account/AuthenticateInvestorUser — with lockout and a delay after each failure.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { users } from '../db/schema.ts';
import type { Db } from '../db/types.ts';
import type { Config } from '../config/config.ts';
import { accountKey, withLoginAttempt } from './lockout.ts';
import type { LockScope } from './lockout.ts';
import { verifyPassword } from './passwords.ts';
import type { UserRow } from './sessions.ts';

export type AuthenticationResult =
  | { ok: true; user: UserRow }
  | { ok: false; reason: 'invalid' }
  | { ok: false; reason: 'locked'; scope: LockScope; retryAfterSeconds: number };

export async function findUserByEmail(
  ctx: { db: Db; config: Config },
  email: string,
): Promise<UserRow | undefined> {
  const [user] = await ctx.db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${accountKey(email)}`);
  return user;
}

export async function authenticateUser(
  ctx: { db: Db; config: Config },
  input: { email: string; password: string; ip: string },
): Promise<AuthenticationResult> {
  const attempt = await withLoginAttempt(ctx.db, accountKey(input.email), input.ip, async () => {
    const user = await findUserByEmail(ctx, input.email);
    const passwordOk = await verifyPassword(user?.passwordHash ?? null, input.password);
    if (user && passwordOk && user.isActive) return user;
    await sleep(ctx.config.loginFailureDelayMs);
    return undefined;
  });
  if (attempt.lock) return { ok: false, reason: 'locked', ...attempt.lock };
  return attempt.value ? { ok: true, user: attempt.value } : { ok: false, reason: 'invalid' };
}

/** Human text for a lock, used by both the token endpoint and the Account API. */
export function lockMessage(scope: LockScope, retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  const wait = `Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
  return scope === 'ip'
    ? `Too many failed sign-in attempts from this address. ${wait}`
    : `Account temporarily locked after too many failed sign-in attempts. ${wait}`;
}
