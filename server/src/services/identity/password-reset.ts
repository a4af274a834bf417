/**
 * Forgot-password flow: a single-use link valid 30 minutes is e-mailed (via the outbox); using it
 * sets the new password, ends every session of the account and clears its sign-in lock.
 */
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { isStrongPassword } from '../../../../src/domain/password-policy.ts';
import { findUserByEmail } from '../../auth/credentials.ts';
import { accountKey, clearAccountFailures } from '../../auth/lockout.ts';
import { hashPassword } from '../../auth/passwords.ts';
import {
  LOCKOUT_WINDOW_SECONDS,
  PASSWORD_RESET_MAX_PER_WINDOW,
  PASSWORD_RESET_TTL_MS,
} from '../../auth/policy.ts';
import { revokeUserSessions } from '../../auth/sessions.ts';
import type { Db } from '../../db/types.ts';
import type { Config } from '../../config/config.ts';
import { passwordResetTokens, users } from '../../db/schema.ts';
import { randomToken, sha256 } from '../../lib/secrets.ts';
import { sendMessage } from '../notifications/outbox.ts';
import { securityEmail } from '../notifications/security-templates.ts';
import { templateLanguageOf } from '../notifications/templates.ts';

export type ResetRequestResult = { ok: true } | { ok: false; reason: 'unknown' | 'throttled' };

export async function requestPasswordReset(
  ctx: { db: Db; config: Config },
  email: string,
): Promise<ResetRequestResult> {
  const user = await findUserByEmail(ctx, email);
  if (!user || !user.isActive) return { ok: false, reason: 'unknown' };

  const token = randomToken();
  const link = `${ctx.config.publicUrl}/ResetPassword?token=${encodeURIComponent(token)}`;
  return ctx.db.transaction(async (tx) => {
    const [recent] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(passwordResetTokens)
      .where(
        and(
          eq(passwordResetTokens.userId, user.userId),
          sql`${passwordResetTokens.createdAt} > now() - ${LOCKOUT_WINDOW_SECONDS}::int * interval '1 second'`,
        ),
      );
    if ((recent?.count ?? 0) >= PASSWORD_RESET_MAX_PER_WINDOW)
      return { ok: false, reason: 'throttled' } as const;
    await tx.insert(passwordResetTokens).values({
      userId: user.userId,
      tokenHash: sha256(token),
      expiresAt: new Date(Date.now() + PASSWORD_RESET_TTL_MS),
    });
    await sendMessage(
      tx,
      securityEmail('password.reset', templateLanguageOf(user.language), user.email, {
        name: user.userName,
        minutes: Math.round(PASSWORD_RESET_TTL_MS / 60_000),
        link,
      }),
    );
    return { ok: true } as const;
  });
}

export type ResetResult = { ok: true } | { ok: false; reason: 'invalid-token' | 'weak-password' };

export async function resetPassword(
  ctx: { db: Db; config: Config },
  token: string,
  newPassword: string,
): Promise<ResetResult> {
  if (!isStrongPassword(newPassword)) return { ok: false, reason: 'weak-password' };
  const passwordHash = await hashPassword(newPassword); // before the transaction: keep it short

  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ reset: passwordResetTokens, user: users })
      .from(passwordResetTokens)
      .innerJoin(users, eq(users.userId, passwordResetTokens.userId))
      .where(
        and(
          eq(passwordResetTokens.tokenHash, sha256(token)),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, new Date()),
        ),
      )
      .for('update', { of: passwordResetTokens });
    if (!row || !row.user.isActive) return { ok: false, reason: 'invalid-token' } as const;

    const { userId } = row.user;
    await tx
      .update(users)
      .set({ passwordHash, modifiedAt: new Date(), modifiedBy: userId })
      .where(eq(users.userId, userId));
    // This link and any other outstanding link of the account stop working.
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
    await revokeUserSessions(tx, userId, 'password reset');
    await clearAccountFailures(tx, accountKey(row.user.email));
    return { ok: true } as const;
  });
}
