import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plots } from '../src/db/schema-engine.ts';
import { DEMO_MAITRI_USER_ID } from '../src/db/seed-maitri.ts';
import { SignJWT } from 'jose';
import { maitriUsedTokens, users } from '../src/db/schema.ts';
import { maitriMessages, signMaitriToken } from '../src/services/maitri/tokens.ts';
import { createTestApp, DEMO_ACCOUNTS, nextAddress } from './support/test-app.ts';
import type { TestApp } from './support/test-app.ts';

const SECRET = 'test-maitri-secret-of-at-least-32-characters';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ MAITRI_SECRET: SECRET });
});
afterAll(() => t.close());

const ids = {
  ServiceID: 'MIDC-WAT-101',
  ApplicationID: 'MAITRI/2026/000123',
  TrackID: 'TRK000123',
  ServiceAppID: 'SA000123',
};

async function maitriLogin(
  token: string,
  body: Partial<typeof ids & { MaitriUserId: string }> = {},
) {
  const payload = { Token: token, MaitriUserId: DEMO_MAITRI_USER_ID, ...ids, ...body };
  return t.app.inject({
    method: 'POST',
    url: '/Account/AuthenticateMaitriUser',
    payload,
    remoteAddress: nextAddress(),
  });
}

const validToken = (extra: { secret?: string; user?: string; ttl?: number } = {}) =>
  signMaitriToken(extra.secret ?? SECRET, {
    maitriUserId: extra.user ?? DEMO_MAITRI_USER_ID,
    ids,
    ttlSeconds: extra.ttl,
  });

describe('POST /Account/AuthenticateMaitriUser', () => {
  it('signs the linked investor in and answers the service page for their plot', async () => {
    const res = await maitriLogin(await validToken());
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.IsSuccess).toBe(true);
    expect(body.Data).toMatchObject({
      UserType: 1,
      DepartmentRights: '',
      ServiceRoute: {
        ServiceId: 'NewWaterConnectionService',
        Path: '/PlotService/raiseServiceRequest/NewWaterConnectionService',
      },
    });
    expect(body.Data.SessionToken).toEqual(expect.any(String));
    // The plot: the investor's first approved plot by id (null only when they have none).
    const owned = await t.database.db
      .select({ plotId: plots.plotId })
      .from(plots)
      .where(and(eq(plots.ownerUserId, body.Data.UserId), eq(plots.registrationStatus, 'Approved')))
      .orderBy(asc(plots.plotId));
    expect(body.Data.ServiceRoute.PlotId).toBe(owned[0]?.plotId ?? null);

    // The session is a normal one: the profile call works with it.
    const profile = await t.app.inject({
      url: `/ManageProfile/GetUserAndCompanyInfobyUserId?UserId=${body.Data.UserId}`,
      headers: {
        authorization: `Bearer ${body.Data.access_token}`,
        sessiontoken: body.Data.SessionToken,
        userid: String(body.Data.UserId),
      },
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().Data.userData.Email).toBe(DEMO_ACCOUNTS.investor.email);
  });

  it('answers ServiceRoute null for a MAITRI service without a mapping', async () => {
    const token = await signMaitriToken(SECRET, {
      maitriUserId: DEMO_MAITRI_USER_ID,
      ids: { ...ids, ServiceID: 'UNMAPPED-1' },
    });
    const res = await maitriLogin(token, { ServiceID: 'UNMAPPED-1' });
    expect(res.json()).toMatchObject({ IsSuccess: true, Data: { ServiceRoute: null } });
  });

  const refusals: [string, () => Promise<Parameters<typeof maitriLogin>>, RegExp][] = [
    ['a forged signature', async () => [await validToken({ secret: `${SECRET}-x` })], /not valid/],
    ['an expired token', async () => [await validToken({ ttl: -120 })], /has expired/],
    [
      'a token for another user',
      async () => [await validToken({ user: 'MAITRI-X' })],
      /MaitriUserId/,
    ],
    [
      'query ids that differ from the claims',
      async () => [await validToken(), { ApplicationID: 'MAITRI/2026/999999' }],
      /do not match the token \(ApplicationID\)/,
    ],
    ['a token that is not a JWT', async () => [['not', 'a', 'jwt'].join('.')], /not valid/],
    [
      'an unknown MaitriUserId',
      async () => [
        await validToken({ user: 'MAITRI-UNKNOWN' }),
        { MaitriUserId: 'MAITRI-UNKNOWN' },
      ],
      /not linked to a portal account/,
    ],
  ];
  for (const [what, args, message] of refusals) {
    it(`refuses ${what} with a clear message and no session`, async () => {
      const res = await maitriLogin(...(await args()));
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ IsSuccess: false, Data: null });
      expect(body.Message).toMatch(message);
    });
  }

  it('refuses a token signed with another algorithm family (none)', async () => {
    const header = Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url');
    const claims = { iss: 'maitri', sub: DEMO_MAITRI_USER_ID, exp: 4102444800, ...ids };
    const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
    const res = await maitriLogin(`${header}.${payload}.`);
    expect(res.json()).toMatchObject({ IsSuccess: false });
  });

  it('refuses a body with an unknown field (400)', async () => {
    const res = await maitriLogin(await validToken(), { Extra: 'x' } as never);
    expect(res.statusCode).toBe(400);
    expect(res.json().Message).toBe("Unknown field 'Extra' is not allowed");
  });

  it('refuses an inactive linked account', async () => {
    await t.database.db
      .update(users)
      .set({ maitriUserId: 'MAITRI-INACTIVE', isActive: false })
      .where(eq(users.email, DEMO_ACCOUNTS.admin.email));
    const res = await maitriLogin(await validToken({ user: 'MAITRI-INACTIVE' }), {
      MaitriUserId: 'MAITRI-INACTIVE',
    });
    expect(res.json().Message).toMatch(/not active/);
  });

  describe('single use', () => {
    it('refuses a second use of the same token with a clear message', async () => {
      const token = await validToken();
      const first = await maitriLogin(token);
      expect(first.json().IsSuccess).toBe(true);
      const second = await maitriLogin(token);
      expect(second.statusCode).toBe(200);
      expect(second.json()).toMatchObject({
        IsSuccess: false,
        Data: null,
        Message: maitriMessages.used,
      });
    });

    it('lets exactly one of two concurrent uses sign in', async () => {
      const token = await validToken();
      const answers = await Promise.all([maitriLogin(token), maitriLogin(token)]);
      const bodies = answers.map((res) => res.json());
      expect(bodies.filter((b) => b.IsSuccess)).toHaveLength(1);
      expect(bodies.filter((b) => !b.IsSuccess)).toEqual([
        expect.objectContaining({ Message: maitriMessages.used, Data: null }),
      ]);
    });

    it('does not use a token up when the sign-in is refused', async () => {
      // An ids mismatch is refused before anything is recorded; the same token then still works.
      const token = await validToken();
      const refused = await maitriLogin(token, { TrackID: 'TRK-OTHER' });
      expect(refused.json().IsSuccess).toBe(false);
      expect((await maitriLogin(token)).json().IsSuccess).toBe(true);
    });

    it('records the jti with the token expiry', async () => {
      const token = await validToken({ ttl: 120 });
      expect((await maitriLogin(token)).json().IsSuccess).toBe(true);
      const { jti, exp } = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
      const [row] = await t.database.db
        .select()
        .from(maitriUsedTokens)
        .where(eq(maitriUsedTokens.jti, jti));
      expect(row).toMatchObject({ maitriUserId: DEMO_MAITRI_USER_ID });
      expect(row!.expiresAt.getTime()).toBe(exp * 1000);
    });

    it('refuses a token without a jti', async () => {
      const now = Math.floor(Date.now() / 1000);
      const token = await new SignJWT({ ...ids })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuer('maitri')
        .setSubject(DEMO_MAITRI_USER_ID)
        .setIssuedAt(now)
        .setExpirationTime(now + 60)
        .sign(new TextEncoder().encode(SECRET));
      const res = await maitriLogin(token);
      expect(res.json()).toMatchObject({ IsSuccess: false, Message: maitriMessages.invalid });
    });
  });
});

describe('refused MAITRI tokens', () => {
  it('lock the address after 20 refusals, like password sign-ins; other addresses go on', async () => {
    const address = '192.0.2.201';
    const post = async (token: string, remoteAddress = address) =>
      t.app.inject({
        method: 'POST',
        url: '/Account/AuthenticateMaitriUser',
        payload: { Token: token, MaitriUserId: DEMO_MAITRI_USER_ID, ...ids },
        remoteAddress,
      });
    const forged = await validToken({ secret: 'another-secret-of-at-least-32-characters!' });
    for (let i = 0; i < 20; i++) {
      const res = await post(forged);
      expect(res.statusCode).toBe(200);
      expect(res.json().IsSuccess).toBe(false);
    }
    const locked = await post(await validToken());
    expect(locked.statusCode).toBe(429);
    expect(locked.json().Message).toMatch(/^Too many failed sign-in attempts from this address/);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(800);
    expect((await post(await validToken(), '192.0.2.202')).json().IsSuccess).toBe(true);
  });
});
