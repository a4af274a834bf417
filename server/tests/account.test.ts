import { createLocalJWKSet, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

const profileUrl = (userId: number) =>
  `/ManageProfile/GetUserAndCompanyInfobyUserId?UserId=${userId}`;

describe('POST /Account/AuthenticateInvestorUser', () => {
  it('answers the login response of spec §3 plus tokens, and sets the XSRF cookie', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/Account/AuthenticateInvestorUser',
      payload: { Email: DEMO_ACCOUNTS.txuser.email, Password: TEST_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      IsSuccess: true,
      Data: { UserType: 3, DepartmentRights: '0,2', expires_in: 900 },
    });
    expect(body.Data.UserId).toEqual(expect.any(Number));
    expect(body.Data.SessionToken).toEqual(expect.any(String));
    expect(body.Data.access_token).toEqual(expect.any(String));
    expect(body.Data.refresh_token).toEqual(expect.any(String));
    const cookie = res.cookies.find((c) => c.name === 'XSRF-TOKEN');
    expect(cookie).toMatchObject({ sameSite: 'Strict', path: '/' });
    expect(cookie?.httpOnly).toBeFalsy();
  });

  it('answers 200 IsSuccess false with the spec message for wrong credentials', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/Account/AuthenticateInvestorUser',
      payload: { Email: DEMO_ACCOUNTS.investor.email, Password: 'Wrong@12345' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      IsSuccess: false,
      Message: 'Please enter valid Email and password',
      Code: 'account.invalidLogin',
      Data: null,
    });
  });

  it('lets the same refresh token work at the token endpoint', async () => {
    const session = await t.login(DEMO_ACCOUNTS.investor.email);
    const res = await t.app.inject({
      method: 'POST',
      url: '/connect/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `grant_type=refresh_token&client_id=portal&refresh_token=${session.refreshToken}`,
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('POST /Account/LogOutLiveSession', () => {
  it('revokes the live session: the same token and SessionToken then answer 401', async () => {
    const session = await t.login(DEMO_ACCOUNTS.investor.email);
    const before = await t.app.inject({
      url: profileUrl(session.userId),
      headers: session.headers,
    });
    expect(before.statusCode).toBe(200);

    const out = await t.app.inject({
      method: 'POST',
      url: `/Account/LogOutLiveSession?UserId=${session.userId}`,
      headers: session.headers,
    });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toMatchObject({ IsSuccess: true, Data: null });

    const after = await t.app.inject({ url: profileUrl(session.userId), headers: session.headers });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({
      IsSuccess: false,
      Message: 'Session expired',
      Code: 'session.expired',
      Data: null,
      error: 'Session expired',
    });
    const again = await t.app.inject({
      method: 'POST',
      url: `/Account/LogOutLiveSession?UserId=${session.userId}`,
      headers: session.headers,
    });
    expect(again.statusCode).toBe(401);
  });

  it('only ends its own sessions; other sessions of the user stay live', async () => {
    const a = await t.login(DEMO_ACCOUNTS.investor.email);
    const b = await t.login(DEMO_ACCOUNTS.investor.email);
    await t.app.inject({
      method: 'POST',
      url: `/Account/LogOutLiveSession?UserId=${a.userId}`,
      headers: a.headers,
    });
    const res = await t.app.inject({ url: profileUrl(b.userId), headers: b.headers });
    expect(res.statusCode).toBe(200);
  });

  it("refuses another user's id with 403", async () => {
    const session = await t.login(DEMO_ACCOUNTS.investor.email);
    const res = await t.app.inject({
      method: 'POST',
      url: `/Account/LogOutLiveSession?UserId=${session.userId + 1}`,
      headers: { ...session.headers, userid: String(session.userId) },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().IsSuccess).toBe(false);
  });
});

describe('POST /Account/GenerateToken', () => {
  it('returns a short-lived token signed with the published keys', async () => {
    const session = await t.login(DEMO_ACCOUNTS.investor.email);
    const res = await t.app.inject({
      method: 'POST',
      url: `/Account/GenerateToken?userId=${session.userId}`,
      headers: session.headers,
    });
    expect(res.statusCode).toBe(200);
    const { Token, ExpiresIn } = res.json().Data;
    const jwks = (await t.app.inject({ url: '/.well-known/jwks.json' })).json();
    const { payload } = await jwtVerify(Token, createLocalJWKSet(jwks), {
      issuer: TEST_PUBLIC_URL,
      audience: 'grievance-management',
    });
    expect(payload).toMatchObject({
      sub: String(session.userId),
      email: DEMO_ACCOUNTS.investor.email,
    });
    expect(payload.exp! - payload.iat!).toBe(ExpiresIn);
    expect(ExpiresIn).toBeLessThanOrEqual(300);
  });

  it('needs a session and refuses another user id', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/Account/GenerateToken?userId=1',
    });
    expect(anonymous.statusCode).toBe(401);
    const session = await t.login(DEMO_ACCOUNTS.investor.email);
    const other = await t.app.inject({
      method: 'POST',
      url: `/Account/GenerateToken?userId=${session.userId + 1}`,
      headers: session.headers,
    });
    expect(other.statusCode).toBe(403);
  });
});
