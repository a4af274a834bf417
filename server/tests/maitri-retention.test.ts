import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { integrationRequests, maitriUsedTokens } from '../src/db/schema.ts';
import {
  INTEGRATION_REQUEST_RETENTION_DAYS,
  purgeMaitriRecords,
} from '../src/services/maitri/retention.ts';
import { createTestApp } from './support/test-app.ts';
import type { TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY_MS = 24 * 60 * 60 * 1000;
const now = new Date('2026-11-21T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
const secondsFromNow = (s: number) => new Date(now.getTime() + s * 1000);

describe('purgeMaitriRecords', () => {
  it('deletes integration requests past retention and keeps recent ones', async () => {
    const rows = await t.database.db
      .insert(integrationRequests)
      .values(
        [INTEGRATION_REQUEST_RETENTION_DAYS + 1, INTEGRATION_REQUEST_RETENTION_DAYS - 1, 0].map(
          (days) => ({ at: daysAgo(days), method: 'GET', path: `/r/${days}`, statusCode: 200 }),
        ),
      )
      .returning({ id: integrationRequests.integrationRequestId, path: integrationRequests.path });

    const purged = await purgeMaitriRecords(t.database.db, now);
    expect(purged.integrationRequests).toBeGreaterThanOrEqual(1);

    const left = await t.database.db
      .select({ path: integrationRequests.path })
      .from(integrationRequests)
      .where(
        inArray(
          integrationRequests.integrationRequestId,
          rows.map((r) => r.id),
        ),
      );
    expect(left.map((r) => r.path).sort()).toEqual(
      [`/r/0`, `/r/${INTEGRATION_REQUEST_RETENTION_DAYS - 1}`].sort(),
    );
  });

  it('deletes used-token rows whose token has expired and keeps live ones', async () => {
    await t.database.db.insert(maitriUsedTokens).values([
      { jti: 'expired-long-ago', maitriUserId: 'M-1', expiresAt: daysAgo(1) },
      // Inside the verifier's clock tolerance: the token could still be accepted, so kept.
      { jti: 'just-expired', maitriUserId: 'M-1', expiresAt: secondsFromNow(-5) },
      { jti: 'still-live', maitriUserId: 'M-1', expiresAt: secondsFromNow(300) },
    ]);

    const purged = await purgeMaitriRecords(t.database.db, now);
    expect(purged.usedTokens).toBe(1);

    const left = await t.database.db
      .select({ jti: maitriUsedTokens.jti })
      .from(maitriUsedTokens)
      .where(inArray(maitriUsedTokens.jti, ['expired-long-ago', 'just-expired', 'still-live']));
    expect(left.map((r) => r.jti).sort()).toEqual(['just-expired', 'still-live']);
  });
});
