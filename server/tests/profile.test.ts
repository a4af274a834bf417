import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResetTokens } from '../src/db/schema.ts';
import { sha256 } from '../src/lib/secrets.ts';
import {
  createTestApp,
  DEMO_ACCOUNTS,
  TEST_PASSWORD,
  TEST_PUBLIC_URL,
} from './support/test-app.ts';
import type { TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const profile = (userId: number, headers: Record<string, string>) =>
  t.app.inject({ url: `/ManageProfile/GetUserAndCompanyInfobyUserId?UserId=${userId}`, headers });

describe('GET /ManageProfile/GetUserAndCompanyInfobyUserId', () => {
  it('returns userData and companyInfo with the spec §3 field names', async () => {
    const s = await t.login(DEMO_ACCOUNTS.investor.email);
    const res = await profile(s.userId, s.headers);
    expect(res.statusCode).toBe(200);
    const { userData, companyInfo } = res.json().Data;
    expect(userData).toMatchObject({
      UserId: s.userId,
      Email: DEMO_ACCOUNTS.investor.email,
      UserName: 'Demo Investor',
      RoleID: 1,
      UserType: 1,
      ParentUserId: null,
      DepartmentRights: '',
      SessionToken: s.sessionToken,
      EmailVerified: true,
      IsActive: true,
      SecurityAnswer: null,
      VerificationToken: null,
    });
    for (const field of [
      'CreatedBy',
      'CreatedDate',
      'EmailVerifiedDate',
      'IsOLASUser',
      'MAITRIUserId',
      'MIDCUser',
      'ModifiedBy',
      'ModifiedDate',
      'SecurityQuestion',
      'TokenGeneratedDate',
      'PlotID',
    ])
      expect(userData).toHaveProperty(field);
    expect(userData).not.toHaveProperty('passwordHash');
    expect(companyInfo).toEqual({
      UserName: 'Demo Investor',
      CompanyName: 'Demo Industries Pvt Ltd',
      CompanyAddress: 'Plot A-12, MIDC Industrial Area',
      CompanyAddressLine2: 'Andheri East',
      Pincode: '400093',
      State: 'Maharashtra',
      City: 'Mumbai',
      Town: 'Andheri',
      CompanyTIN: '27123456789',
      CompanyPAN: 'AABCD1234E',
      CompanyPhoneNo: '02228201234',
      CompanyFaxNo: '02228201235',
      GSTIN: '27AABCD1234E1Z5',
    });
  });

  it("gives a transaction user its parent's company and an admin none", async () => {
    const investor = await t.login(DEMO_ACCOUNTS.investor.email);
    const tx = await t.login(DEMO_ACCOUNTS.txuser.email);
    const txData = (await profile(tx.userId, tx.headers)).json().Data;
    expect(txData.userData).toMatchObject({
      ParentUserId: investor.userId,
      DepartmentRights: '0,2',
    });
    expect(txData.companyInfo.CompanyName).toBe('Demo Industries Pvt Ltd');

    const admin = await t.login(DEMO_ACCOUNTS.admin.email);
    expect((await profile(admin.userId, admin.headers)).json().Data.companyInfo).toBeNull();
  });

  it("answers 403 for anybody else's UserId", async () => {
    const investor = await t.login(DEMO_ACCOUNTS.investor.email);
    const tx = await t.login(DEMO_ACCOUNTS.txuser.email);
    const { userid: _u, ...headers } = tx.headers; // no UserId header: only the query differs
    const res = await profile(investor.userId, headers);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ IsSuccess: false, Data: null });
  });
});

describe('forgot and reset password', () => {
  const email = DEMO_ACCOUNTS.midc.email;
  const newPassword = 'Fresh#Pass9';

  async function requestLink(address: string = email) {
    return t.app.inject({
      method: 'POST',
      url: '/ManageProfile/GenerateForgotPasswordLink',
      payload: { ContactEmail: address },
    });
  }

  async function latestLink(to: string): Promise<string> {
    const res = await t.app.inject({ url: `/api/dev/outbox?to=${encodeURIComponent(to)}` });
    const [message] = res.json().Data;
    const match = /(http\S+\/ResetPassword\?token=[\w%-]+)/.exec(message.body);
    return match![1]!;
  }

  const reset = (Token: string, NewPassword: string) =>
    t.app.inject({
      method: 'POST',
      url: '/ManageProfile/ResetPassword',
      payload: { Token, NewPassword },
    });

  it('e-mails a link, resets the password once, ends sessions; old password fails', async () => {
    const before = await t.login(email);
    const res = await requestLink(email.toUpperCase());
    expect(res.json()).toMatchObject({ IsSuccess: true, Data: null });

    const link = await latestLink(email);
    expect(link.startsWith(`${TEST_PUBLIC_URL}/ResetPassword?token=`)).toBe(true);
    const token = decodeURIComponent(new URL(link).searchParams.get('token')!);

    // Only a hash of the token is stored, valid for 30 minutes.
    const [stored] = await t.database.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.tokenHash, sha256(token)));
    const minutes = (stored!.expiresAt.getTime() - stored!.createdAt.getTime()) / 60000;
    expect(Math.round(minutes)).toBe(30);

    const weak = await reset(token, 'short');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().Data.errors[0].path).toBe('NewPassword');

    const done = await reset(token, newPassword);
    expect(done.json()).toMatchObject({ IsSuccess: true });

    expect((await profile(before.userId, before.headers)).statusCode).toBe(401);
    await expect(t.login(email, TEST_PASSWORD)).rejects.toThrow(/valid Email and password/);
    const after = await t.login(email, newPassword);
    expect(after.userId).toBe(before.userId);

    const reused = await reset(token, 'Another#Pass9');
    expect(reused.json()).toMatchObject({ IsSuccess: false });
    expect(reused.json().Message).toMatch(/invalid or has expired/);
  });

  it('refuses an expired link', async () => {
    await requestLink(DEMO_ACCOUNTS.admin.email);
    const link = await latestLink(DEMO_ACCOUNTS.admin.email);
    const token = decodeURIComponent(new URL(link).searchParams.get('token')!);
    await t.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.tokenHash, sha256(token)));
    expect((await reset(token, newPassword)).json().IsSuccess).toBe(false);
  });

  it('clears an account lock', async () => {
    const admin = DEMO_ACCOUNTS.admin.email;
    for (let i = 0; i < 5; i++)
      await t.app.inject({
        method: 'POST',
        url: '/Account/AuthenticateInvestorUser',
        payload: { Email: admin, Password: 'Wrong@123' },
        remoteAddress: `192.0.2.${i + 10}`,
      });
    await expect(t.login(admin)).rejects.toThrow(/locked/);
    await requestLink(admin);
    const token = decodeURIComponent(new URL(await latestLink(admin)).searchParams.get('token')!);
    expect((await reset(token, newPassword)).json().IsSuccess).toBe(true);
    expect((await t.login(admin, newPassword)).userId).toEqual(expect.any(Number));
  });

  it('answers the spec message for an unknown e-mail and sends nothing', async () => {
    const res = await requestLink('nobody@demo.test');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      IsSuccess: false,
      Message: 'Email Id is not registered with MIDC',
      Code: 'password.emailNotRegistered',
      Data: null,
    });
    const outbox = await t.app.inject({ url: '/api/dev/outbox?to=nobody@demo.test' });
    expect(outbox.json().Data).toEqual([]);
  });

  it('limits how many links one account gets in a short time', async () => {
    const investor = DEMO_ACCOUNTS.investor.email;
    for (let i = 0; i < 3; i++) expect((await requestLink(investor)).json().IsSuccess).toBe(true);
    const fourth = await requestLink(investor);
    expect(fourth.json().IsSuccess).toBe(false);
    expect(fourth.json().Message).toMatch(/sent recently/);
  });
});
