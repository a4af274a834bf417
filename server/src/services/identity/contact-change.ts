/**
 * Changing the e-mail address or mobile number of one's own account (spec §4): a code goes to the
 * NEW address or number (outbox), and the change happens only when that code comes back. The old
 * e-mail address is told about every change, so a hijacked session cannot change it silently.
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import { OTP_TTL_SECONDS } from '../../../../src/domain/otp.ts';
import type { AuthUser } from '../../auth/authenticate.ts';
import { users } from '../../db/schema.ts';
import type { Db } from '../../db/types.ts';
import { sendMessage } from '../notifications/outbox.ts';
import { securityEmail, securitySms } from '../notifications/security-templates.ts';
import { templateLanguageOf } from '../notifications/templates.ts';
import type { TemplateLanguage } from '../notifications/templates.ts';
import { checkOtp, issueOtp } from './otp.ts';
import type { CheckResult, IssueResult, OtpPurpose } from './otp.ts';

const minutes = (s: number) => Math.round(s / 60);

/** Whether another account already uses this e-mail address (compared without case). */
export async function emailTaken(db: Db, email: string, exceptUserId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: users.userId })
    .from(users)
    .where(
      and(
        sql`lower(${users.email}) = ${email.trim().toLowerCase()}`,
        ne(users.userId, exceptUserId),
      ),
    );
  return row !== undefined;
}

/**
 * The code for a new address or number, in the signed-in user's language: the address has no
 * account of its own yet, and the user asking for the code is the one who reads it.
 */
function codeMessage(purpose: OtpPurpose, language: TemplateLanguage, to: string, code: string) {
  const values = { code, minutes: minutes(OTP_TTL_SECONDS) };
  return purpose === 'email'
    ? securityEmail('contact.otp-email', language, to, values)
    : securitySms('contact.otp-mobile', language, to, values);
}

export type RequestResult = IssueResult | { ok: false; reason: 'unavailable' };

/** Sends a code to the new address or number, unless it is unusable or the limits refuse. */
export async function requestContactChange(
  db: Db,
  user: AuthUser,
  purpose: OtpPurpose,
  target: string,
): Promise<RequestResult> {
  const [me] = await db.select().from(users).where(eq(users.userId, user.id));
  if (!me) return { ok: false, reason: 'unavailable' };
  const current = purpose === 'email' ? me.email.toLowerCase() : me.mobile;
  if (current === (purpose === 'email' ? target.toLowerCase() : target))
    return { ok: false, reason: 'unavailable' };
  if (purpose === 'email' && (await emailTaken(db, target, user.id)))
    return { ok: false, reason: 'unavailable' };
  return issueOtp(db, { userId: user.id, purpose, target }, (tx, code) =>
    sendMessage(tx, codeMessage(purpose, templateLanguageOf(me.language), target, code)),
  );
}

export type ConfirmResult = CheckResult<'changed' | 'unavailable'>;

/** Checks the code and, when right, makes the change and tells the account's (old) address. */
export async function confirmContactChange(
  db: Db,
  user: AuthUser,
  purpose: OtpPurpose,
  target: string,
  code: string,
): Promise<ConfirmResult> {
  return checkOtp(db, { userId: user.id, purpose, target, code }, async (tx, confirmed) => {
    if (purpose === 'email' && (await emailTaken(tx, confirmed, user.id))) return 'unavailable';
    const [before] = await tx.select().from(users).where(eq(users.userId, user.id));
    if (!before) return 'unavailable';
    const now = new Date();
    const change =
      purpose === 'email'
        ? { email: confirmed, emailVerified: true, emailVerifiedAt: now }
        : { mobile: confirmed };
    await tx
      .update(users)
      .set({ ...change, modifiedAt: now, modifiedBy: user.id })
      .where(eq(users.userId, user.id));
    const notice = purpose === 'email' ? 'contact.email-changed' : 'contact.mobile-changed';
    await sendMessage(
      tx,
      securityEmail(notice, templateLanguageOf(before.language), before.email, {
        name: before.userName,
        address: confirmed,
      }),
    );
    return 'changed';
  });
}
