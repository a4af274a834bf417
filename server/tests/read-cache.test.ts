/**
 * The in-process read caches (sessions of authenticated requests, the dashboard) never answer with
 * what this process has since changed: logout, password change, a changed user or application is
 * seen by the very next request, however warm the cache. Runs on PGlite and on PostgreSQL.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../src/db/schema.ts';
import { applications } from '../src/db/schema-engine.ts';
import { createReadCache } from '../src/lib/read-cache.ts';
import { ONGOING_STATES } from '../src/services/plots/queries.ts';
import { classifyStatement } from '../src/lib/write-tracker.ts';
import { client, TALOJA } from './support/engine.ts';
import { createTestApp, DEMO_ACCOUNTS, TEST_PASSWORD } from './support/test-app.ts';
import type { LoggedIn, TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const profile = (s: LoggedIn) =>
  t.app.inject({
    url: `/ManageProfile/GetUserAndCompanyInfobyUserId?UserId=${s.userId}`,
    headers: s.headers,
  });

/** A few requests, so that the session is surely in the cache. */
async function warm(s: LoggedIn) {
  for (let i = 0; i < 3; i += 1) expect((await profile(s)).statusCode).toBe(200);
}

describe('cached session checks', () => {
  it('logout: the old token is refused by the very next request', async () => {
    const s = await t.login(DEMO_ACCOUNTS.investor.email);
    await warm(s);
    const out = await t.app.inject({
      method: 'POST',
      url: `/Account/LogOutLiveSession?UserId=${s.userId}`,
      headers: s.headers,
    });
    expect(out.statusCode).toBe(200);
    expect((await profile(s)).statusCode).toBe(401);
  });

  it('a password change ends the other (warm) sessions at once', async () => {
    const s = await t.login(DEMO_ACCOUNTS.midc.email);
    const other = await t.login(DEMO_ACCOUNTS.midc.email);
    await warm(other);
    const changed = await t.app.inject({
      method: 'POST',
      url: '/ManageProfile/UpdatePassWord',
      headers: s.headers,
      payload: { CurrentPassword: TEST_PASSWORD, NewPassword: 'Newer@12345' },
    });
    expect(changed.json().IsSuccess).toBe(true);
    expect((await profile(other)).statusCode).toBe(401);
    expect((await profile(s)).statusCode).toBe(200);
  });

  it('a revocation inside a transaction is seen once it commits', async () => {
    const s = await t.login(DEMO_ACCOUNTS.investor.email);
    await warm(s);
    await t.database.db.transaction(async (tx) => {
      await tx
        .update(sessions)
        .set({ revokedAt: sql`now()`, revokedReason: 'test' })
        .where(eq(sessions.userId, s.userId));
    });
    expect((await profile(s)).statusCode).toBe(401);
  });

  it('a deactivated user is refused at once, and the other app on the database sees it too', async () => {
    const s = await t.login(DEMO_ACCOUNTS.txuser.email);
    const other = await t.appWith({});
    try {
      const viaOther = () =>
        other.inject({
          url: `/ManageProfile/GetUserAndCompanyInfobyUserId?UserId=${s.userId}`,
          headers: s.headers,
        });
      await warm(s);
      expect((await viaOther()).statusCode).toBe(200);
      await t.database.db.update(users).set({ isActive: false }).where(eq(users.userId, s.userId));
      expect((await profile(s)).statusCode).toBe(401);
      expect((await viaOther()).statusCode).toBe(401);
      await t.database.db.update(users).set({ isActive: true }).where(eq(users.userId, s.userId));
      expect((await profile(s)).statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });
});

describe('cached dashboard', () => {
  it('counts a changed application on the next request', async () => {
    const investor = await t.login(DEMO_ACCOUNTS.investor.email);
    const cards = async () =>
      (await client(t.app, investor).get('/api/plots')).json().Data as {
        PlotID: string;
        ApprovedApplications: number;
        OnGoingApplications: number;
      }[];
    const before = (await cards()).find((c) => c.PlotID === TALOJA)!;
    await cards();
    const [ongoing] = await t.database.db
      .select({ id: applications.submissionId })
      .from(applications)
      .where(
        and(eq(applications.plotId, TALOJA), inArray(applications.state, [...ONGOING_STATES])),
      );
    await t.database.db.transaction(async (tx) => {
      await tx
        .update(applications)
        .set({ state: 'Approved' })
        .where(eq(applications.submissionId, ongoing!.id));
    });
    const after = (await cards()).find((c) => c.PlotID === TALOJA)!;
    expect(after.ApprovedApplications).toBe(before.ApprovedApplications + 1);
    expect(after.OnGoingApplications).toBe(before.OnGoingApplications - 1);
  });
});

describe('read cache', () => {
  const db = () => t.database.db;
  function counted() {
    let loads = 0;
    const cache = createReadCache<number>(db(), {
      tables: ['sessions'],
      ttlMs: 60_000,
      maxEntries: 10,
    });
    return {
      get: () => cache.get('k', async () => (loads += 1)),
      loads: () => loads,
    };
  }

  it('answers from memory until a table it depends on is written', async () => {
    const c = counted();
    await c.get();
    await c.get();
    expect(c.loads()).toBe(1);
    await db().execute(sql`update sessions set revoked_reason = revoked_reason where false`);
    await c.get();
    expect(c.loads()).toBe(2);
    // A write to another table leaves it alone.
    await db()
      .update(users)
      .set({ isActive: true })
      .where(sql`false`);
    await c.get();
    expect(c.loads()).toBe(2);
  });

  it('treats SQL it cannot read as a write to everything', async () => {
    const c = counted();
    await c.get();
    await db().execute(sql`with x as (select 1) select * from x`);
    await c.get();
    expect(c.loads()).toBe(2);
  });

  it('does not keep a read that overlapped a write', async () => {
    let loads = 0;
    const cache = createReadCache<number>(db(), {
      tables: ['sessions'],
      ttlMs: 60_000,
      maxEntries: 10,
    });
    await cache.get('k', async () => {
      loads += 1;
      await db().execute(sql`delete from sessions where false`);
      return loads;
    });
    await cache.get('k', async () => (loads += 1));
    expect(loads).toBe(2);
  });

  it('expires by time, for writes made by other processes', async () => {
    let loads = 0;
    const cache = createReadCache<number>(db(), { tables: [], ttlMs: 0, maxEntries: 10 });
    await cache.get('k', async () => (loads += 1));
    await cache.get('k', async () => (loads += 1));
    expect(loads).toBe(2);
  });

  it('reads statements the way drizzle writes them', () => {
    expect(classifyStatement('select * from "sessions" for update')).toEqual({ kind: 'read' });
    expect(classifyStatement('update "sessions" set "x" = $1')).toEqual({
      kind: 'write',
      keys: ['sessions'],
    });
    expect(classifyStatement('insert into "applications" ("a") values ($1)')).toEqual({
      kind: 'write',
      keys: ['applications:insert'],
    });
    expect(classifyStatement('delete from "public"."users" where true')).toEqual({
      kind: 'write',
      keys: ['users'],
    });
    expect(classifyStatement('begin')).toEqual({ kind: 'begin' });
    expect(classifyStatement('COMMIT')).toEqual({ kind: 'end' });
    expect(classifyStatement('rollback to savepoint sp1')).toEqual({ kind: 'read' });
    expect(classifyStatement('select 1; delete from users')).toEqual({ kind: 'unknown' });
    expect(classifyStatement('truncate users')).toEqual({ kind: 'unknown' });
  });
});
