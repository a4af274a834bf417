/**
 * Changing one's own password (UpdatePassWord): the current password is required, a wrong one
 * counts as a failed sign-in (so a stolen session cannot guess it without locking the account),
 * and every other session of the account ends. The account's address is told.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { isStrongPassword } from '../../../../src/domain/password-policy.ts';
import type { AuthUser } from '../../auth/authenticate.ts';
import { accountKey, clearAccountFailures, withLoginAttempt } from '../../auth/lockout.ts';
import { hashPassword, verifyPassword } from '../../auth/passwords.ts';
import type { Db } from '../../db/types.ts';
import type { Config } from '../../config/config.ts';
import { sessions, users } from '../../db/schema.ts';
import { sendMessage } from '../notifications/outbox.ts';
import { securityEmail } from '../notifications/security-templates.ts';
import { templateLanguageOf } from '../notifications/templates.ts';

export type PasswordChangeResult =
  | { ok: true }
  | { ok: false; reason: 'weak' | 'same' | 'wrong' }
  | { ok: false; reason: 'locked'; retryAfter: number };

export async function changePassword(
  ctx: { db: Db; config: Config },
  user: AuthUser,
  input: { current: string; next: string; ip: string },
): Promise<PasswordChangeResult> {
  if (!isStrongPassword(input.next)) return { ok: false, reason: 'weak' };
  const key = accountKey(user.email);
  const attempt = await withLoginAttempt(ctx.db, key, input.ip, async () => {
    const [found] = await ctx.db.select().from(users).where(eq(users.userId, user.id));
    if (found && (await verifyPassword(found.passwordHash, input.current))) return found;
    await sleep(ctx.config.loginFailureDelayMs);
    return undefined;
  });
  if (attempt.lock)
    return { ok: false, reason: 'locked', retryAfter: attempt.lock.retryAfterSeconds };
  const row = attempt.value;
  if (!row) return { ok: false, reason: 'wrong' };
  if (input.current === input.next) return { ok: false, reason: 'same' };

  const passwordHash = await hashPassword(input.next);
  const changed = await ctx.db.transaction(async (tx) => {
    const now = new Date();
    // Only while the password is still the one just checked: of two changes at once, the second
    // finds it changed, as it would one after the other, and ends no session and sends no notice.
    const [updated] = await tx
      .update(users)
      .set({ passwordHash, modifiedAt: now, modifiedBy: user.id })
      .where(and(eq(users.userId, user.id), eq(users.passwordHash, row.passwordHash!)))
      .returning({ userId: users.userId });
    if (!updated) return false;
    // This browser stays signed in; every other session of the account ends.
    await tx
      .update(sessions)
      .set({ revokedAt: sql`now()`, revokedReason: 'password changed' })
      .where(
        and(
          eq(sessions.userId, user.id),
          ne(sessions.sessionId, user.sessionId),
          isNull(sessions.revokedAt),
        ),
      );
    await clearAccountFailures(tx, key);
    await sendMessage(
      tx,
      securityEmail('password.changed', templateLanguageOf(row.language), row.email, {
        name: row.userName,
      }),
    );
    return true;
  });
  return changed ? { ok: true } : { ok: false, reason: 'wrong' };
}
