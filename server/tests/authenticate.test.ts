import { SignJWT, generateKeyPair } from 'jose';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requireRole } from '../src/auth/authenticate.ts';
import type { AuthUser } from '../src/auth/authenticate.ts';
import { createKeyStore } from '../src/auth/keys.ts';
import { signUserAccessToken } from '../src/auth/tokens.ts';
import { sessions, users } from '../src/db/schema.ts';
import { createTestApp, DEMO_ACCOUNTS, TEST_PUBLIC_URL } from './support/test-app.ts';
import type { LoggedIn, TestApp } from './support/test-app.ts';

let t: TestApp;
let investor: LoggedIn;
beforeAll(async () => {
  t = await createTestApp();
  investor = await t.login(DEMO_ACCOUNTS.investor.email);
});
afterAll(() => t.close());

const profile = (headers: Record<string, string>, userId = investor.userId) =>
  t.app.inject({ url: `/ManageProfile/GetUserAndCompanyInfobyUserId?UserId=${userId}`, headers });

const sessionIdOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sid as string;

function expectSessionExpired(res: { statusCode: number; json: () => unknown }) {
  expect(res.statusCode).toBe(401);
  expect(res.json()).toEqual({
    IsSuccess: false,
    Message: 'Session expired',
    Code: 'session.expired',
    Data: null,
    error: 'Session expired',
  });
}

describe('authentication preHandler', () => {
  it('accepts the spec §7 headers', async () => {
    expect((await profile(investor.headers)).statusCode).toBe(200);
  });

  it('401 without a token, without a SessionToken, or with a wrong SessionToken', async () => {
    const { authorization: _a, ...noToken } = investor.headers;
    expectSessionExpired(await profile(noToken));
    const { sessiontoken: _s, ...noSession } = investor.headers;
    expectSessionExpired(await profile(noSession));
    expectSessionExpired(await profile({ ...investor.headers, sessiontoken: 'guess' }));
  });

  it('401 for a forged token (signed by another key with the same kid)', async () => {
    const { privateKey } = await generateKeyPair('RS256');
    const kid = JSON.parse(
      Buffer.from(investor.accessToken.split('.')[0]!, 'base64url').toString(),
    ).kid;
    const forged = await new SignJWT({ sid: sessionIdOf(investor.accessToken), role: 2 })
      .setProtectedHeader({ alg: 'RS256', kid })
      .setIssuer(TEST_PUBLIC_URL)
      .setAudience('portal-api')
      .setSubject(String(investor.userId))
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(privateKey);
    expectSessionExpired(await profile({ ...investor.headers, authorization: `Bearer ${forged}` }));
    const garbage = { ...investor.headers, authorization: 'Bearer not.a.jwt' };
    expectSessionExpired(await profile(garbage));
  });

  it('401 for an expired token', async () => {
    const keys = createKeyStore(t.database.db);
    const oneHourAgo = Math.floor(Date.now() / 1000) - 3600;
    const expired = await signUserAccessToken(
      { keys, issuer: TEST_PUBLIC_URL },
      {
        userId: investor.userId,
        sessionId: sessionIdOf(investor.accessToken),
        role: 1,
        scope: 'portal-api',
        clientId: 'portal',
      },
      oneHourAgo,
    );
    expectSessionExpired(
      await profile({ ...investor.headers, authorization: `Bearer ${expired}` }),
    );
  });

  it('401 when the UserId header is not the token subject', async () => {
    expectSessionExpired(
      await profile({ ...investor.headers, userid: String(investor.userId + 1) }),
    );
  });

  it("401 for a valid token with another session's SessionToken", async () => {
    const other = await t.login(DEMO_ACCOUNTS.investor.email);
    expectSessionExpired(await profile({ ...investor.headers, sessiontoken: other.sessionToken }));
  });

  it('401 once the session is past its server-side expiry', async () => {
    const s = await t.login(DEMO_ACCOUNTS.investor.email);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.sessionId, sessionIdOf(s.accessToken)));
    expectSessionExpired(await profile(s.headers));
  });

  it('401 once the session has been idle too long', async () => {
    const s = await t.login(DEMO_ACCOUNTS.investor.email);
    await t.database.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 2 * 60 * 60 * 1000) })
      .where(eq(sessions.sessionId, sessionIdOf(s.accessToken)));
    expectSessionExpired(await profile(s.headers));
  });

  it('401 for a deactivated user, and role/rights always come fresh from the database', async () => {
    const tx = await t.login(DEMO_ACCOUNTS.txuser.email);
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.userId, tx.userId));
    try {
      expectSessionExpired(await profile(tx.headers, tx.userId));
    } finally {
      await t.database.db.update(users).set({ isActive: true }).where(eq(users.userId, tx.userId));
    }
    expect((await profile(tx.headers, tx.userId)).statusCode).toBe(200);
  });

  it('records activity without writing on every request', async () => {
    const s = await t.login(DEMO_ACCOUNTS.investor.email);
    const sid = sessionIdOf(s.accessToken);
    const read = async () =>
      (await t.database.db.select().from(sessions).where(eq(sessions.sessionId, sid)))[0]!
        .lastSeenAt;
    const first = await read();
    await profile(s.headers);
    expect(await read()).toEqual(first); // within the touch interval: no write
    const old = new Date(Date.now() - 5 * 60 * 1000);
    await t.database.db
      .update(sessions)
      .set({ lastSeenAt: old })
      .where(eq(sessions.sessionId, sid));
    await profile(s.headers);
    expect((await read()).getTime()).toBeGreaterThan(old.getTime());
  });
});

describe('XSRF double submit', () => {
  const logout = (headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: `/Account/LogOutLiveSession?UserId=${headers.userid}`,
      headers,
    });

  it('refuses a mutating request with cookies but no matching X-XSRF-TOKEN', async () => {
    const s = await t.login(DEMO_ACCOUNTS.investor.email);
    const missing = await logout({ ...s.headers, cookie: 'XSRF-TOKEN=abc' });
    expect(missing.statusCode).toBe(403);
    expect(missing.json().Message).toMatch(/XSRF/);
    const wrong = await logout({ ...s.headers, cookie: 'XSRF-TOKEN=abc', 'x-xsrf-token': 'abd' });
    expect(wrong.statusCode).toBe(403);
    const noCookieValue = await logout({ ...s.headers, cookie: 'other=1', 'x-xsrf-token': 'x' });
    expect(noCookieValue.statusCode).toBe(403);
  });

  it('accepts a matching header, and requests without cookies (non-browser clients)', async () => {
    const s = await t.login(DEMO_ACCOUNTS.investor.email);
    const ok = await logout({ ...s.headers, cookie: 'XSRF-TOKEN=abc', 'x-xsrf-token': 'abc' });
    expect(ok.statusCode).toBe(200);
    const s2 = await t.login(DEMO_ACCOUNTS.investor.email);
    expect((await logout(s2.headers)).statusCode).toBe(200);
  });

  it('does not apply to safe methods', async () => {
    const res = await profile({ ...investor.headers, cookie: 'XSRF-TOKEN=abc' });
    expect(res.statusCode).toBe(200);
  });
});

describe('guards', () => {
  const user = (role: AuthUser['role'], rights: number[]): FastifyRequest =>
    ({
      user: {
        id: 9,
        role,
        parentUserId: null,
        rights,
        email: 'x',
        name: 'x',
        sessionId: 's',
        sessionToken: 't',
      },
    }) as unknown as FastifyRequest;
  // Guards are plain async preHandlers; `this` and `reply` are not used.
  const run = (guard: ReturnType<typeof requireRole>, request: FastifyRequest) =>
    (guard as unknown as (r: FastifyRequest) => Promise<void>)(request);

  it('requireRole lets listed roles through and answers 403 to others', async () => {
    await expect(run(requireRole(1, 3), user(1, []))).resolves.toBeUndefined();
    await expect(run(requireRole(1, 3), user(2, []))).rejects.toMatchObject({ statusCode: 403 });
  });

  it('guards refuse a request that was never authenticated', async () => {
    const anonymous = { user: null } as unknown as FastifyRequest;
    await expect(run(requireRole(1), anonymous)).rejects.toMatchObject({ statusCode: 401 });
  });
});
