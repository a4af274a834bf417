import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { configWarnings, DEFAULT_CLIENT_SECRET, loadConfig } from '../src/config/config.ts';
import { PRODUCTION_ENV } from './support/production-env.ts';
import { DEMO_ACCOUNTS, seedDemoData } from '../src/seed/demo.ts';
import { users } from '../src/db/schema.ts';
import { createDatabaseStorage } from '../src/lib/storage.ts';
import { createTestApp, TEST_PASSWORD } from './support/test-app.ts';
import type { TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('demo seed', () => {
  it('creates the four demo accounts with argon2id hashes', async () => {
    const rows = await t.database.db.select().from(users).orderBy(users.userId);
    const byEmail = new Map(rows.map((u) => [u.email, u]));
    const investor = byEmail.get(DEMO_ACCOUNTS.investor.email)!;
    expect(investor.roleId).toBe(1);
    expect(byEmail.get(DEMO_ACCOUNTS.txuser.email)).toMatchObject({
      roleId: 3,
      parentUserId: investor.userId,
      departmentRights: '0,2',
    });
    expect(byEmail.get(DEMO_ACCOUNTS.midc.email)?.roleId).toBe(4);
    expect(byEmail.get(DEMO_ACCOUNTS.admin.email)?.roleId).toBe(2);
    expect(investor.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('is idempotent and keeps changed data', async () => {
    const count = async () =>
      (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(users))[0]!.n;
    const before = await count();
    await seedDemoData(t.database.db, {
      password: 'Other@12345',
      storage: createDatabaseStorage(t.database.db),
    });
    expect(await count()).toBe(before);
    expect((await t.login(DEMO_ACCOUNTS.investor.email, TEST_PASSWORD)).userId).toBeGreaterThan(0);
  });

  it('keeps e-mails unique regardless of case', async () => {
    await expect(
      t.database.db
        .insert(users)
        .values({ email: 'INVESTOR@demo.test', roleId: 1, userName: 'Copy' }),
    ).rejects.toThrow();
  });
});

describe('several processes on one database', () => {
  it('a second app on the same database verifies the first one’s tokens', async () => {
    const other = await buildApp({ db: t.database.db, config: t.config });
    try {
      const s = await t.login(DEMO_ACCOUNTS.investor.email);
      const res = await other.inject({
        url: `/ManageProfile/GetUserAndCompanyInfobyUserId?UserId=${s.userId}`,
        headers: s.headers,
      });
      expect(res.statusCode).toBe(200);
      const keysA = (await t.app.inject({ url: '/.well-known/jwks.json' })).json();
      const keysB = (await other.inject({ url: '/.well-known/jwks.json' })).json();
      expect(keysB).toEqual(keysA);
    } finally {
      await other.close();
    }
  });
});

describe('configuration', () => {
  it('has the documented defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 8080,
      // Sandboxes are on outside production, so the server listens on loopback only.
      host: 'localhost',
      databaseUrl: undefined,
      publicUrl: 'http://localhost:8080',
      demoSeed: true,
      demoPassword: 'Demo@12345',
      tenant: 'midc',
      clientSecret: DEFAULT_CLIENT_SECRET,
      nodeEnv: 'development',
      devOutbox: true,
    });
    expect(c.dataDir.endsWith('/data')).toBe(true);
    expect(c.staticDir.endsWith('/dist')).toBe(true);
  });

  it('switches the seed off with 0 or false and warns about production settings', () => {
    expect(loadConfig({ DEMO_SEED: '0' }).demoSeed).toBe(false);
    expect(loadConfig({ DEMO_SEED: 'false' }).demoSeed).toBe(false);
    const prod = loadConfig(PRODUCTION_ENV);
    expect(prod.devOutbox).toBe(false);
    expect(configWarnings(prod).join(' ')).toMatch(/PUBLIC_URL is not https/);
    expect(configWarnings(loadConfig({}))).toEqual([]);
  });

  it('refuses malformed values', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ PUBLIC_URL: 'not a url' })).toThrow();
  });
});
