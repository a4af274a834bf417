/**
 * The verification link of a new sub-user (spec §1: "added users get a verification link by
 * mobile and email"). The link opens /VerifyTranUser?token=…, where the user sets a first password;
 * then they sign in as a Transaction-User. Links are single use, valid VERIFY_LINK_TTL_HOURS, and
 * only the SHA-256 of the token is stored. A new link voids the older ones.
 */
import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import { isStrongPassword } from '../../../../src/domain/password-policy.ts';
import { Role } from '../../../../src/domain/roles.ts';
import { hashPassword } from '../../auth/passwords.ts';
import type { Config } from '../../config/config.ts';
import { companies, userVerificationTokens, users } from '../../db/schema.ts';
import type { Db } from '../../db/types.ts';
import { randomToken, sha256 } from '../../lib/secrets.ts';
import { sendMessage } from '../notifications/outbox.ts';
import { securityEmail, securitySms } from '../notifications/security-templates.ts';
import { quotedName } from '../notifications/shown-name.ts';
import { templateLanguageOf } from '../notifications/templates.ts';
import type { TemplateLanguage } from '../notifications/templates.ts';

export const VERIFY_LINK_TTL_HOURS = 72;

type UserRow = typeof users.$inferSelect;

/** Who added the user when neither the investor's company nor name is known, per language. */
const NO_ADDER: Record<TemplateLanguage, string> = {
  en: 'your organisation',
  mr: 'आपल्या संस्थेचे प्रतिनिधी',
  hi: 'आपकी संस्था',
};

/**
 * Voids the user's open links, stores a new one and sends it by e-mail and SMS, in the user's
 * language: the adding investor's until the user chooses one (addSubUser). The caller has asked
 * invitation-limits.ts first, in the same transaction, and holds the user's row lock (a new or
 * locked row), so two links sent at once neither leave two open nor slip past the counts.
 */
export async function sendVerification(
  ctx: { db: Db; config: Config },
  tx: Db,
  user: UserRow,
  parentId: number,
): Promise<void> {
  const mine = eq(userVerificationTokens.userId, user.userId);
  await tx
    .update(userVerificationTokens)
    .set({ usedAt: new Date() })
    .where(and(mine, isNull(userVerificationTokens.usedAt)));
  const token = randomToken();
  await tx.insert(userVerificationTokens).values({
    userId: user.userId,
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + VERIFY_LINK_TTL_HOURS * 3600 * 1000),
  });
  await tx.update(users).set({ tokenGeneratedAt: new Date() }).where(eq(users.userId, user.userId));

  const [company] = await tx.select().from(companies).where(eq(companies.userId, parentId));
  const [parent] = await tx.select().from(users).where(eq(users.userId, parentId));
  const language = templateLanguageOf(user.language ?? parent?.language);
  // The investor's name is their words in the portal's message: quoted (and, by the renderer, cut
  // short), so it reads as a name, also one saved before names were checked (domain/contact.ts).
  const adder = company?.companyName ?? parent?.userName;
  const by = adder ? quotedName(adder) : NO_ADDER[language];
  const link = `${ctx.config.publicUrl}/VerifyTranUser?token=${encodeURIComponent(token)}`;
  const values = { name: user.userName, by, hours: VERIFY_LINK_TTL_HOURS, link };
  await sendMessage(tx, securityEmail('user.added', language, user.email, values));
  if (user.mobile) await sendMessage(tx, securitySms('user.added', language, user.mobile, values));
}

export type VerifyResult = { ok: true; email: string } | { ok: false; reason: 'invalid' | 'weak' };

/** Sets the first password of a sub-user from their link; the link is spent. */
export async function verifyTranUser(
  ctx: { db: Db; config: Config },
  token: string,
  password: string,
): Promise<VerifyResult> {
  if (!isStrongPassword(password)) return { ok: false, reason: 'weak' };
  const passwordHash = await hashPassword(password);
  return ctx.db.transaction(async (tx) => {
    // The user's row first, then the link's: the order a resend or a delete takes them in
    // (users.ts findSubUser), so following a link while it is resent cannot deadlock.
    await tx
      .select({ userId: users.userId })
      .from(users)
      .where(
        inArray(
          users.userId,
          tx
            .select({ userId: userVerificationTokens.userId })
            .from(userVerificationTokens)
            .where(eq(userVerificationTokens.tokenHash, sha256(token))),
        ),
      )
      .for('update');
    const [row] = await tx
      .select({ link: userVerificationTokens, user: users })
      .from(userVerificationTokens)
      .innerJoin(users, eq(users.userId, userVerificationTokens.userId))
      .where(
        and(
          eq(userVerificationTokens.tokenHash, sha256(token)),
          isNull(userVerificationTokens.usedAt),
          gt(userVerificationTokens.expiresAt, new Date()),
        ),
      )
      .for('update', { of: userVerificationTokens });
    if (!row || !row.user.isActive || row.user.roleId !== Role.TransactionUser)
      return { ok: false, reason: 'invalid' } as const;
    const now = new Date();
    await tx
      .update(userVerificationTokens)
      .set({ usedAt: now })
      .where(eq(userVerificationTokens.verificationId, row.link.verificationId));
    await tx
      .update(users)
      .set({ passwordHash, emailVerified: true, emailVerifiedAt: now, modifiedAt: now })
      .where(eq(users.userId, row.user.userId));
    return { ok: true, email: row.user.email } as const;
  });
}
