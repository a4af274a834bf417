/**
 * The single-window audit (services/maitri/request-audit.ts): a signed-in user's requests that
 * carry a token MAITRI signed for that user are recorded, at most INTEGRATION_REQUESTS_PER_TOKEN
 * per token in the window; anonymous requests and forged or borrowed tokens write nothing.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { integrationRequests } from '../src/db/schema.ts';
import { DEMO_MAITRI_USER_ID } from '../src/seed/maitri.ts';
import { INTEGRATION_REQUESTS_PER_TOKEN } from '../src/services/maitri/request-audit.ts';
import { sha256 } from '../src/lib/secrets.ts';
import { signMaitriToken } from '../src/services/maitri/tokens.ts';
import { createTestApp, DEMO_ACCOUNTS, nextAddress } from './support/test-app.ts';
import type { LoggedIn, TestApp } from './support/test-app.ts';

const SECRET = 'test-maitri-secret-of-at-least-32-characters';
let t: TestApp;
let investor: LoggedIn;
beforeAll(async () => {
  t = await createTestApp({ MAITRI_SECRET: SECRET });
  investor = await t.login(DEMO_ACCOUNTS.investor.email);
});
afterAll(() => t.close());

const ids = {
  ServiceID: 'MIDC-FIR-201',
  ApplicationID: 'MAITRI/2026/424242',
  TrackID: 'TRK424242',
  ServiceAppID: 'SA424242',
};

/** A token as MAITRI signs it; `ttl` negative for one whose `exp` has passed. */
const maitriToken = (o: { user?: string; secret?: string; ttl?: number; applicationId?: string }) =>
  signMaitriToken(o.secret ?? SECRET, {
    maitriUserId: o.user ?? DEMO_MAITRI_USER_ID,
    ids: { ...ids, ApplicationID: o.applicationId ?? ids.ApplicationID },
    ttlSeconds: o.ttl,
  });

/** The six headers the browser sends after a MAITRI sign-in (src/api/client.ts). */
const maitriHeaders = (token: string, applicationId = ids.ApplicationID) => ({
  mtoken: token,
  mserviceid: ids.ServiceID,
  mapplicationid: applicationId,
  mtrackid: ids.TrackID,
  mserviceappid: ids.ServiceAppID,
  maitriuserid: DEMO_MAITRI_USER_ID,
});

const profileUrl = () => `/ManageProfile/GetUserAndCompanyInfobyUserId?UserId=${investor.userId}`;

async function rowsOf(token: string) {
  return t.database.db
    .select()
    .from(integrationRequests)
    .where(eq(integrationRequests.tokenHash, sha256(token)));
}

async function countAll(): Promise<number> {
  const [row] = await t.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(integrationRequests);
  return row!.n;
}

/** The audit writes after the answer (onResponse): give it time to land, or not. */
const settle = () => new Promise((r) => setTimeout(r, 150));

describe('integration headers', () => {
  it("records a signed-in user's request with a token MAITRI signed, expired or not, never the raw token", async () => {
    const applicationId = 'MAITRI/2026/434343';
    // The sign-in's token: long expired by the time the session's later requests are made.
    const token = await maitriToken({ ttl: -3600, applicationId });
    const headers = { ...investor.headers, ...maitriHeaders(token, applicationId) };
    const bad = await t.app.inject({ url: `${profileUrl()}&x=1`, headers });
    expect(bad.statusCode).toBe(400); // unknown query parameter: recorded all the same
    const ok = await t.app.inject({ url: profileUrl(), headers });
    expect(ok.statusCode).toBe(200);
    const rows = await vi.waitFor(async () => {
      const found = await rowsOf(token);
      if (found.length < 2) throw new Error('not recorded yet');
      return found;
    });
    expect(rows.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(rows[0]).toMatchObject({
      method: 'GET',
      path: '/ManageProfile/GetUserAndCompanyInfobyUserId',
      userId: investor.userId,
      maitriUserId: DEMO_MAITRI_USER_ID,
      serviceId: 'MIDC-FIR-201',
      applicationId,
      trackId: 'TRK424242',
      serviceAppId: 'SA424242',
    });
    expect(rows[0]!.tokenHash).not.toContain(token.slice(0, 20));
  });

  it('records nothing for anonymous requests, forged tokens, ids the token does not name or another MAITRI user', async () => {
    const before = await countAll();
    const valid = await maitriToken({});
    // Anonymous, on a route that exists, even with a valid token (the reviewer's flood).
    for (let i = 0; i < 50; i++) {
      const res = await t.app.inject({
        url: '/api/ping',
        headers: { ...maitriHeaders(`${'Q'.repeat(100)}${i}`), mtoken: i === 0 ? valid : `x${i}` },
        remoteAddress: nextAddress(),
      });
      expect(res.statusCode).toBe(200);
    }
    const signedIn = (headers: Record<string, string>) =>
      t.app.inject({ url: profileUrl(), headers: { ...investor.headers, ...headers } });
    expect((await signedIn(maitriHeaders('raw-maitri-token-value'))).statusCode).toBe(200);
    const otherSecret = await maitriToken({ secret: 'another-secret-of-at-least-32-characters' });
    expect((await signedIn(maitriHeaders(otherSecret))).statusCode).toBe(200);
    // A genuine token, but the headers claim another application than it names.
    expect((await signedIn(maitriHeaders(valid, 'MAITRI/2026/999999'))).statusCode).toBe(200);
    // A genuine token of a MAITRI user who is not the signed-in user's link.
    const someoneElse = await maitriToken({ user: 'MAITRI-SOMEONE-ELSE' });
    const res = await signedIn({
      ...maitriHeaders(someoneElse),
      maitriuserid: 'MAITRI-SOMEONE-ELSE',
    });
    expect(res.statusCode).toBe(200);
    await settle();
    expect(await countAll()).toBe(before);
  });

  it(`keeps at most ${INTEGRATION_REQUESTS_PER_TOKEN} rows of one token in the window`, async () => {
    const token = await maitriToken({ applicationId: 'MAITRI/2026/FLOOD' });
    const headers = { ...investor.headers, ...maitriHeaders(token, 'MAITRI/2026/FLOOD') };
    const sent = INTEGRATION_REQUESTS_PER_TOKEN + 40;
    for (let i = 0; i < sent; i += 20)
      await Promise.all(
        Array.from({ length: 20 }, () => t.app.inject({ url: '/api/notifications', headers })),
      );
    await vi.waitFor(async () =>
      expect((await rowsOf(token)).length).toBe(INTEGRATION_REQUESTS_PER_TOKEN),
    );
    await settle();
    expect((await rowsOf(token)).length).toBe(INTEGRATION_REQUESTS_PER_TOKEN);
  });

  it('records nothing for a request without them', async () => {
    const before = await countAll();
    await t.app.inject({ url: '/api/health' });
    await settle();
    expect(await countAll()).toBe(before);
  });
});
