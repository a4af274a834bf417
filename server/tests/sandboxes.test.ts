import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MAITRI_USER_ID } from '../src/seed/maitri.ts';
import { createTestApp, DEMO_ACCOUNTS, nextAddress, TEST_PUBLIC_URL } from './support/test-app.ts';
import type { TestApp } from './support/test-app.ts';
import { PRODUCTION_ENV } from './support/production-env.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('grievance hand-off', () => {
  it('GenerateToken answers a token and the sandbox address, and the sandbox accepts it', async () => {
    const investor = await t.login(DEMO_ACCOUNTS.investor.email);
    const res = await t.app.inject({
      method: 'POST',
      url: `/Account/GenerateToken?userId=${investor.userId}`,
      headers: investor.headers,
    });
    expect(res.statusCode).toBe(200);
    const { Token, Url } = res.json().Data;
    expect(Url).toBe(`${TEST_PUBLIC_URL}/dev/grievance`);

    const page = await t.app.inject({ url: `/dev/grievance?token=${encodeURIComponent(Token)}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('Grievance management sandbox — signed in as Demo Investor');
    expect(page.body).toContain(DEMO_ACCOUNTS.investor.email);
  });

  it('the sandbox refuses a forged, a missing and an access token', async () => {
    const investor = await t.login(DEMO_ACCOUNTS.investor.email);
    const forged = await t.app.inject({ url: '/dev/grievance?token=eyJhbGciOiJub25lIn0.e30.' });
    expect(forged.statusCode).toBe(401);
    expect(forged.body).toContain('not valid or has expired');
    const missing = await t.app.inject({ url: '/dev/grievance' });
    expect(missing.statusCode).toBe(400);
    // An access token has another audience: it is not a hand-off token.
    const access = await t.app.inject({ url: `/dev/grievance?token=${investor.accessToken}` });
    expect(access.statusCode).toBe(401);
  });

  it('GRIEVANCE_URL changes the address GenerateToken answers', async () => {
    const app = await t.appWith({ GRIEVANCE_URL: 'https://grievance.example/sso' });
    const investor = await t.login(DEMO_ACCOUNTS.investor.email);
    const res = await app.inject({
      method: 'POST',
      url: `/Account/GenerateToken?userId=${investor.userId}`,
      headers: investor.headers,
    });
    expect(res.json().Data.Url).toBe('https://grievance.example/sso');
    await app.close();
  });
});

describe('single-window sandbox launcher', () => {
  it('is labelled as a sandbox and offers the linked MAITRI user and the mapped services', async () => {
    const res = await t.app.inject({ url: '/dev/maitri' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Single-window sandbox — for testing only');
    expect(res.body).toContain(DEMO_MAITRI_USER_ID);
    expect(res.body).toContain('MIDC-FIR-201');
    expect(res.body).toContain('Final fire');
  });

  it('signs a token and redirects to /MaitriLogin with it; the token then signs in', async () => {
    const query = new URLSearchParams({
      MaitriUserId: DEMO_MAITRI_USER_ID,
      ServiceID: 'MIDC-TRE-301',
      ApplicationID: 'MAITRI/2026/1',
      TrackID: 'TRK1',
      ServiceAppID: 'SA1',
      variant: 'valid',
    });
    const res = await t.app.inject({ url: `/dev/maitri/start?${query}` });
    expect(res.statusCode).toBe(302);
    const target = new URL(res.headers.location as string, TEST_PUBLIC_URL);
    expect(target.pathname).toBe('/MaitriLogin');
    const p = Object.fromEntries(target.searchParams);
    expect(p).toMatchObject({ ServiceID: 'MIDC-TRE-301', MaitriUserId: DEMO_MAITRI_USER_ID });
    const login = await t.app.inject({
      method: 'POST',
      url: '/Account/AuthenticateMaitriUser',
      remoteAddress: nextAddress(),
      payload: {
        Token: p.token,
        MaitriUserId: p.MaitriUserId,
        ServiceID: p.ServiceID,
        ApplicationID: p.ApplicationID,
        TrackID: p.TrackID,
        ServiceAppID: p.ServiceAppID,
      },
    });
    expect(login.json()).toMatchObject({
      IsSuccess: true,
      Data: { ServiceRoute: { ServiceId: 'TreeFellingRePlantationService' } },
    });
  });

  it('is not served in production', async () => {
    const app = await t.appWith(PRODUCTION_ENV);
    expect((await app.inject({ url: '/dev/maitri' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/dev/grievance?token=x' })).statusCode).toBe(404);
    await app.close();
  });
});
