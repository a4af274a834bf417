/**
 * One-time passwords for changing the e-mail address or mobile number (spec §4, §9). State lives in
 * the `otps` table, so any process can verify a code another one sent:
 * - a code is 6 random digits, stored only as an argon2id hash, bound to the new address/number;
 * - it expires OTP_TTL_SECONDS after it was sent, and allows OTP_MAX_ATTEMPTS wrong tries;
 * - after the first code, OTP_MAX_RESENDS more may be sent per OTP_RESEND_WINDOW_SECONDS, at least
 *   OTP_RESEND_MIN_INTERVAL_SECONDS apart (a new address counts as a resend too).
 * Every limit is checked by the database row, never by the browser.
 */
import { randomInt } from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import {
  OTP_LENGTH,
  OTP_MAX_ATTEMPTS,
  OTP_MAX_RESENDS,
  OTP_RESEND_MIN_INTERVAL_SECONDS,
  OTP_RESEND_WINDOW_SECONDS,
  OTP_TTL_SECONDS,
} from '../../../../src/domain/otp.ts';
import type { OtpSent } from '../../../../src/domain/otp.ts';
import { hashPassword, verifyPassword } from '../../auth/passwords.ts';
import { otps } from '../../db/schema.ts';
import type { Db } from '../../db/types.ts';

export type OtpPurpose = 'email' | 'mobile';

export interface OtpRequest {
  userId: number;
  purpose: OtpPurpose;
  /** The new e-mail address or mobile number; the code is sent there and bound to it. */
  target: string;
}

export type IssueResult =
  { ok: true; sent: OtpSent } | { ok: false; reason: 'throttled'; retryAfter: number };

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));
const newCode = () => String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
const sameTarget = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Creates a code for the request, hands it to `deliver` (inside the same transaction, so a code is
 * stored only if its message is), or refuses when the resend limits say so.
 */
export async function issueOtp(
  db: Db,
  request: OtpRequest,
  deliver: (tx: Db, code: string) => Promise<void>,
  now = new Date(),
): Promise<IssueResult> {
  const code = newCode();
  const codeHash = await hashPassword(code); // ~15 ms: before the transaction, to keep it short
  const expiresAt = new Date(now.getTime() + OTP_TTL_SECONDS * 1000);
  const key = and(eq(otps.userId, request.userId), eq(otps.purpose, request.purpose));
  const fresh = { target: request.target, codeHash, expiresAt, attempts: 0, lastSentAt: now };

  return db.transaction(async (tx) => {
    await tx
      .insert(otps)
      .values({ userId: request.userId, purpose: request.purpose, ...fresh, windowStartedAt: now })
      .onConflictDoNothing();
    const [row] = await tx.select().from(otps).where(key).for('update');
    if (!row) throw new Error('otp row missing after insert');

    const isNew = row.codeHash === codeHash;
    const windowEnd = row.windowStartedAt.getTime() + OTP_RESEND_WINDOW_SECONDS * 1000;
    const windowOpen = !isNew && windowEnd > now.getTime();
    const nextAllowed = row.lastSentAt.getTime() + OTP_RESEND_MIN_INTERVAL_SECONDS * 1000;
    if (!isNew && nextAllowed > now.getTime())
      return { ok: false, reason: 'throttled', retryAfter: seconds(nextAllowed - now.getTime()) };
    let resends = 0;
    if (windowOpen) {
      if (row.resends >= OTP_MAX_RESENDS)
        return { ok: false, reason: 'throttled', retryAfter: seconds(windowEnd - now.getTime()) };
      resends = row.resends + 1;
    }
    if (!isNew) {
      await tx
        .update(otps)
        .set({
          ...fresh,
          resends,
          windowStartedAt: windowOpen ? row.windowStartedAt : now,
          consumedAt: null,
        })
        .where(eq(otps.otpId, row.otpId));
    }
    await deliver(tx, code);
    const resendsLeft = OTP_MAX_RESENDS - resends;
    const windowLeft = windowOpen ? windowEnd - now.getTime() : OTP_RESEND_WINDOW_SECONDS * 1000;
    return {
      ok: true,
      sent: {
        ExpiresIn: OTP_TTL_SECONDS,
        ResendIn: resendsLeft > 0 ? OTP_RESEND_MIN_INTERVAL_SECONDS : seconds(windowLeft),
        ResendsLeft: resendsLeft,
      },
    };
  });
}

export type CheckResult<T> =
  { ok: true; result: T } | { ok: false; reason: 'invalid' | 'locked'; attemptsLeft: number };

/**
 * Checks a code. Each try is counted before the code is compared (one atomic update), so parallel
 * guesses cannot exceed the limit. A right code is spent and `apply` runs in the same transaction
 * with the address or number the code was sent to.
 */
export async function checkOtp<T>(
  db: Db,
  request: OtpRequest & { code: string },
  apply: (tx: Db, target: string) => Promise<T>,
  now = new Date(),
): Promise<CheckResult<T>> {
  const key = and(eq(otps.userId, request.userId), eq(otps.purpose, request.purpose));
  const [row] = await db
    .update(otps)
    .set({ attempts: sql`${otps.attempts} + 1` })
    .where(
      and(
        key,
        isNull(otps.consumedAt),
        gt(otps.expiresAt, now),
        lt(otps.attempts, OTP_MAX_ATTEMPTS),
      ),
    )
    .returning();
  if (!row) {
    const [stale] = await db.select().from(otps).where(key);
    const locked =
      stale !== undefined &&
      stale.consumedAt === null &&
      stale.expiresAt > now &&
      stale.attempts >= OTP_MAX_ATTEMPTS;
    return { ok: false, reason: locked ? 'locked' : 'invalid', attemptsLeft: 0 };
  }
  const attemptsLeft = OTP_MAX_ATTEMPTS - row.attempts;
  const matches =
    sameTarget(row.target, request.target) && (await verifyPassword(row.codeHash, request.code));
  if (!matches) return { ok: false, reason: 'invalid', attemptsLeft };

  return db.transaction(async (tx) => {
    const [spent] = await tx
      .update(otps)
      .set({ consumedAt: now })
      .where(and(eq(otps.otpId, row.otpId), isNull(otps.consumedAt)))
      .returning({ target: otps.target });
    if (!spent) return { ok: false, reason: 'invalid', attemptsLeft } as const;
    return { ok: true, result: await apply(tx, spent.target) } as const;
  });
}
