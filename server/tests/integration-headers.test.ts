import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { integrationRequests } from '../src/db/schema.ts';
import { DEMO_MAITRI_USER_ID } from '../src/seed/maitri.ts';
import { createTestApp, DEMO_ACCOUNTS } from './support/test-app.ts';
import type { TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('integration headers', () => {
  it('records the six headers of a request with the signed-in user, never the raw token', async () => {
    const investor = await t.login(DEMO_ACCOUNTS.investor.email);
    const headers = {
      ...investor.headers,
      mtoken: 'raw-maitri-token-value',
      mserviceid: 'MIDC-FIR-201',
      mapplicationid: 'MAITRI/2026/424242',
      mtrackid: 'TRK424242',
      mserviceappid: 'SA424242',
      maitriuserid: DEMO_MAITRI_USER_ID,
    };
    const res = await t.app.inject({
      url: `/ManageProfile/GetUserAndCompanyInfobyUserId?UserId=${investor.userId}&x=1`,
      headers,
    });
    expect(res.statusCode).toBe(400); // unknown query parameter: recorded all the same
    const row = await vi.waitFor(async () => {
      const [found] = await t.database.db
        .select()
        .from(integrationRequests)
        .where(eq(integrationRequests.applicationId, 'MAITRI/2026/424242'));
      if (!found) throw new Error('not recorded yet');
      return found;
    });
    expect(row).toMatchObject({
      method: 'GET',
      path: '/ManageProfile/GetUserAndCompanyInfobyUserId',
      statusCode: 400,
      maitriUserId: DEMO_MAITRI_USER_ID,
      serviceId: 'MIDC-FIR-201',
      trackId: 'TRK424242',
      serviceAppId: 'SA424242',
    });
    expect(row.tokenHash).toEqual(expect.any(String));
    expect(row.tokenHash).not.toContain('raw-maitri');

    const ok = await t.app.inject({
      url: `/ManageProfile/GetUserAndCompanyInfobyUserId?UserId=${investor.userId}`,
      headers: { ...headers, mapplicationid: 'MAITRI/2026/434343' },
    });
    expect(ok.statusCode).toBe(200);
    const authed = await vi.waitFor(async () => {
      const [found] = await t.database.db
        .select()
        .from(integrationRequests)
        .where(eq(integrationRequests.applicationId, 'MAITRI/2026/434343'));
      if (!found) throw new Error('not recorded yet');
      return found;
    });
    expect(authed).toMatchObject({ statusCode: 200, userId: investor.userId });
  });

  it('records nothing for a request without them', async () => {
    const before = await t.database.db.select().from(integrationRequests);
    await t.app.inject({ url: '/api/health' });
    await new Promise((r) => setTimeout(r, 50));
    const after = await t.database.db.select().from(integrationRequests);
    expect(after.length).toBe(before.length);
  });
});
