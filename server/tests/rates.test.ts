import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultRates } from '../../src/domain/service-engine/index.ts';
import { readSchemaFiles } from '../../src/domain/catalog/read-schema-files.ts';
import { seedMasterData } from '../src/seed/master.ts';
import { rates } from '../src/db/schema-engine.ts';
import { defaultCatalogLocation } from '../src/services/forms/catalog.ts';
import { catalog, client } from './support/engine.ts';
import { createTestApp, DEMO_ACCOUNTS } from './support/test-app.ts';
import type { TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/rates (master data)', () => {
  it('answers every rate of schemas/_shared/rates.json by key', async () => {
    const tx = await t.login(DEMO_ACCOUNTS.txuser.email);
    const res = await client(t.app, tx).get('/api/rates');
    expect(res.statusCode).toBe(200);
    const files = readSchemaFiles(defaultCatalogLocation.schemasDir).files;
    expect(res.json().Data).toEqual(defaultRates(files['_shared/rates.json']));
    expect(res.json().Data.subletChargePercent).toBe(3);
  });

  it('keeps a corrected rate when the master data is seeded again', async () => {
    await t.database.db
      .update(rates)
      .set({ value: 6500 })
      .where(eq(rates.key, 'treeApplicationFee'));
    await seedMasterData(t.database.db, catalog);
    const [row] = await t.database.db
      .select()
      .from(rates)
      .where(eq(rates.key, 'treeApplicationFee'));
    expect(row).toMatchObject({ value: 6500, source: 'public', unit: '₹ per application' });
  });
});
