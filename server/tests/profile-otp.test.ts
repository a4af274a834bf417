import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otpMessages } from '../../src/domain/otp.ts';
import { otps, users } from '../src/db/schema.ts';
import { listMessages } from '../src/services/notifications/outbox.ts';
import { createTestApp, DEMO_ACCOUNTS } from './support/test-app.ts';
import type { LoggedIn, TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (s: LoggedIn, path: string, payload: object, userId = s.userId) =>
  t.app.inject({
    method: 'POST',
    url: `/ManageProfile/${path}?UserID=${userId}`,
    headers: s.headers,
    payload,
  });
const sendEmailOtp = (s: LoggedIn, Email: string) => post(s, 'GenerateChangeEmailOTP', { Email });
const verifyEmail = (s: LoggedIn, Email: string, OTP: string) =>
  post(s, 'VerifyChangeEmailOTP', { Email, OTP });

async function codeSentTo(to: string): Promise<string> {
  const [message] = await listMessages(t.database.db, { to, limit: 1 });
  const code = /\b(\d{6})\b/.exec(message?.body ?? '')?.[1];
  if (!code) throw new Error(`no OTP for ${to}`);
  return code;
}

/** Moves the row's clock: the test controls time by ageing the stored timestamps. */
const age = (userId: number, purpose: string, column: 'expires_at' | 'last_sent_at', s: number) =>
  t.database.db.execute(
    sql`update otps set ${sql.raw(column)} = ${sql.raw(column)} - ${s}::int * interval '1 second'
        where user_id = ${userId} and purpose = ${purpose}`,
  );
const otpRow = async (userId: number, purpose: string) =>
  (
    await t.database.db
      .select()
      .from(otps)
      .where(and(eq(otps.userId, userId), eq(otps.purpose, purpose)))
  )[0]!;

describe('change of e-mail with an OTP (spec §4, §9)', () => {
  it('sends a code to the NEW address, stores only its hash, and changes the address', async () => {
    const s = await t.login(DEMO_ACCOUNTS.midc.email);
    const res = await sendEmailOtp(s, 'new.midc@demo.test');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ IsSuccess: true, Data: { ExpiresIn: 420, ResendIn: 30 } });
    const code = await codeSentTo('new.midc@demo.test');

    const row = await otpRow(s.userId, 'email');
    expect(row.codeHash).toMatch(/^\$argon2id\$/);
    expect(row.codeHash).not.toContain(code);
    expect(row.target).toBe('new.midc@demo.test');
    const expiresIn = (row.expiresAt.getTime() - Date.now()) / 1000;
    expect(expiresIn).toBeGreaterThan(410);
    expect(expiresIn).toBeLessThanOrEqual(420);

    const wrong = code === '000000' ? '111111' : '000000';
    const bad = await verifyEmail(s, 'new.midc@demo.test', wrong);
    expect(bad.json()).toMatchObject({ IsSuccess: false, Message: otpMessages.incorrect });
    expect(bad.json().Data.AttemptsLeft).toBe(4);

    const good = await verifyEmail(s, 'new.midc@demo.test', code);
    expect(good.json()).toMatchObject({ IsSuccess: true });
    const [me] = await t.database.db.select().from(users).where(eq(users.userId, s.userId));
    expect(me?.email).toBe('new.midc@demo.test');
    // The old address is told; the code cannot be used twice.
    const [notice] = await listMessages(t.database.db, { to: DEMO_ACCOUNTS.midc.email, limit: 1 });
    expect(notice?.subject).toMatch(/e-mail address was changed/);
    expect((await verifyEmail(s, 'new.midc@demo.test', code)).json().IsSuccess).toBe(false);
    await t.login('new.midc@demo.test');
  });

  it('refuses an expired code with the spec message', async () => {
    const s = await t.login(DEMO_ACCOUNTS.admin.email);
    await sendEmailOtp(s, 'late.admin@demo.test');
    const code = await codeSentTo('late.admin@demo.test');
    await age(s.userId, 'email', 'expires_at', 421);
    const res = await verifyEmail(s, 'late.admin@demo.test', code);
    expect(res.json()).toMatchObject({ IsSuccess: false, Message: otpMessages.incorrect });
  });

  it('spends a code after 5 wrong tries, even for the right code', async () => {
    const s = await t.login(DEMO_ACCOUNTS.admin.email);
    await age(s.userId, 'email', 'last_sent_at', 31);
    await sendEmailOtp(s, 'guess.admin@demo.test');
    const code = await codeSentTo('guess.admin@demo.test');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 4; i >= 0; i -= 1) {
      const res = await verifyEmail(s, 'guess.admin@demo.test', wrong);
      expect(res.json().Data.AttemptsLeft).toBe(i);
    }
    const res = await verifyEmail(s, 'guess.admin@demo.test', code);
    expect(res.json()).toMatchObject({ IsSuccess: false, Message: otpMessages.tooManyAttempts });
    expect((await otpRow(s.userId, 'email')).attempts).toBe(5);
  });

  it('refuses a code sent for another address', async () => {
    const s = await t.login(DEMO_ACCOUNTS.admin.email);
    await age(s.userId, 'email', 'last_sent_at', 31);
    await sendEmailOtp(s, 'one.admin@demo.test');
    const code = await codeSentTo('one.admin@demo.test');
    const res = await verifyEmail(s, 'other.admin@demo.test', code);
    expect(res.json()).toMatchObject({ IsSuccess: false, Message: otpMessages.incorrect });
  });

  it('limits resends: 30 s apart, 3 per 15 minutes, and a resend replaces the code', async () => {
    const s = await t.login(DEMO_ACCOUNTS.investor.email);
    const to = 'resend.investor@demo.test';
    expect((await sendEmailOtp(s, to)).statusCode).toBe(200);
    const first = await codeSentTo(to);
    const tooSoon = await sendEmailOtp(s, to);
    expect(tooSoon.statusCode).toBe(429);
    expect(Number(tooSoon.headers['retry-after'])).toBeGreaterThan(25);
    for (const left of [2, 1, 0]) {
      await age(s.userId, 'email', 'last_sent_at', 31);
      const again = await sendEmailOtp(s, to);
      expect(again.json()).toMatchObject({ IsSuccess: true, Data: { ResendsLeft: left } });
    }
    await age(s.userId, 'email', 'last_sent_at', 31);
    const capped = await sendEmailOtp(s, to);
    expect(capped.statusCode).toBe(429);
    expect(capped.json().Data.RetryAfter).toBeGreaterThan(60);
    const latest = await codeSentTo(to);
    if (latest !== first)
      expect((await verifyEmail(s, to, first)).json().Message).toBe(otpMessages.incorrect);
    // A new window opens 15 minutes after the first code.
    await t.database.db.execute(
      sql`update otps set window_started_at = window_started_at - interval '16 minutes',
          last_sent_at = last_sent_at - interval '1 minute' where user_id = ${s.userId}`,
    );
    expect((await sendEmailOtp(s, to)).json()).toMatchObject({ Data: { ResendsLeft: 3 } });
  });

  it('refuses an address another account uses, with the spec message, and sends nothing', async () => {
    const s = await t.login(DEMO_ACCOUNTS.txuser.email);
    const res = await sendEmailOtp(s, DEMO_ACCOUNTS.investor.email.toUpperCase());
    expect(res.json()).toEqual({
      IsSuccess: false,
      Message: otpMessages.emailFailed,
      Code: 'otp.emailFailed',
      Data: null,
    });
    expect(await otpRow(s.userId, 'email')).toBeUndefined();
  });

  it("validates the address and refuses someone else's UserID", async () => {
    const s = await t.login(DEMO_ACCOUNTS.txuser.email);
    const bad = await sendEmailOtp(s, 'not-an-email');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ Message: 'Invalid email address' });
    const other = await post(s, 'GenerateChangeEmailOTP', { Email: 'x@demo.test' }, 1);
    expect(other.statusCode).toBe(403);
    const anon = await t.app.inject({
      method: 'POST',
      url: `/ManageProfile/GenerateChangeEmailOTP?UserID=${s.userId}`,
      payload: { Email: 'x@demo.test' },
    });
    expect(anon.statusCode).toBe(401);
  });
});

describe('change of mobile number with an OTP', () => {
  it('texts a code to the new number, verifies it and changes the number', async () => {
    const s = await t.login(DEMO_ACCOUNTS.txuser.email);
    const res = await post(s, 'GenerateMobileOTP', { MobileNo: '+91 98200 12345' });
    expect(res.json()).toMatchObject({ IsSuccess: true, Data: { ExpiresIn: 420 } });
    const [sms] = await listMessages(t.database.db, { to: '9820012345', limit: 1 });
    expect(sms?.channel).toBe('sms');
    const code = await codeSentTo('9820012345');
    const wrong = await post(s, 'OTPVerificationFromMobile', { MobileNo: '9820012345', OTP: '12' });
    expect(wrong.json().Message).toBe(otpMessages.incorrect);
    const ok = await post(s, 'OTPVerificationFromMobile', { MobileNo: '9820012345', OTP: code });
    expect(ok.json().IsSuccess).toBe(true);
    const [me] = await t.database.db.select().from(users).where(eq(users.userId, s.userId));
    expect(me?.mobile).toBe('9820012345');
  });

  it('refuses a number that is not a 10-digit Indian mobile, and the current number', async () => {
    const s = await t.login(DEMO_ACCOUNTS.investor.email);
    const bad = await post(s, 'GenerateMobileOTP', { MobileNo: '12345' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().Data.errors[0].path).toBe('MobileNo');
    const same = await post(s, 'GenerateMobileOTP', { MobileNo: '9876543210' });
    expect(same.json()).toMatchObject({ IsSuccess: false, Message: otpMessages.mobileFailed });
  });
});
