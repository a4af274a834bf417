import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedRuns } from '../src/db/schema.ts';
import { seedFingerprint, seedOnce } from '../src/seed/once.ts';
import { catalog } from './support/engine.ts';
import { createTestApp } from './support/test-app.ts';
import type { TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('a seed runs once per fingerprint', () => {
  it('runs on a database that has no record of it, then not again with the same fingerprint', async () => {
    let runs = 0;
    const seed = async () => {
      runs += 1;
    };
    expect(await seedOnce(t.database.db, 'test-once', 'a'.repeat(64), seed)).toBe(true);
    expect(await seedOnce(t.database.db, 'test-once', 'a'.repeat(64), seed)).toBe(false);
    expect(runs).toBe(1);
    const [row] = await t.database.db.select().from(seedRuns).where(eq(seedRuns.name, 'test-once'));
    expect(row?.fingerprint).toBe('a'.repeat(64));
  });

  it('runs again when the fingerprint changed, and records the new one', async () => {
    let runs = 0;
    const seed = async () => {
      runs += 1;
    };
    await seedOnce(t.database.db, 'test-changed', 'b'.repeat(64), seed);
    expect(await seedOnce(t.database.db, 'test-changed', 'c'.repeat(64), seed)).toBe(true);
    expect(await seedOnce(t.database.db, 'test-changed', 'c'.repeat(64), seed)).toBe(false);
    expect(runs).toBe(2);
  });

  it('records nothing when the seed fails, so the next start seeds again', async () => {
    const failing = () => Promise.reject(new Error('seed failed'));
    await expect(seedOnce(t.database.db, 'test-failed', 'd'.repeat(64), failing)).rejects.toThrow(
      'seed failed',
    );
    let ran = false;
    await seedOnce(t.database.db, 'test-failed', 'd'.repeat(64), async () => {
      ran = true;
    });
    expect(ran).toBe(true);
  });

  it('fingerprints the catalogue: a new or changed rate or a new service version seeds again', () => {
    const base = seedFingerprint(catalog);
    expect(seedFingerprint(catalog)).toBe(base);
    const [rate] = catalog.rateDefinitions;
    const changedRate = {
      ...catalog,
      rateDefinitions: [{ ...rate!, value: rate!.value + 1 }, ...catalog.rateDefinitions.slice(1)],
    };
    expect(seedFingerprint(changedRate)).not.toBe(base);
    const [service] = catalog.list;
    const newVersion = {
      ...catalog,
      list: [{ ...service!, version: service!.version + 1 }, ...catalog.list.slice(1)],
    };
    expect(seedFingerprint(newVersion)).not.toBe(base);
  });
});
