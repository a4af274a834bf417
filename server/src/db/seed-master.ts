/**
 * Master data every installation needs, demo or not: the rate table, seeded from
 * schemas/_shared/rates.json. Only missing keys are added, so a rate the corporation corrected in
 * the database is never overwritten, and a rate a new service brings arrives at the next start.
 */
import type { Catalog } from '../services/forms/catalog.ts';
import { rates } from './schema-engine.ts';
import type { Db } from './types.ts';

export async function seedMasterData(db: Db, catalog: Catalog): Promise<void> {
  if (catalog.rateDefinitions.length === 0) return;
  await db
    .insert(rates)
    .values(
      catalog.rateDefinitions.map((r) => ({
        key: r.key,
        value: r.value,
        unit: r.unit,
        description: r.description,
        source: r.source,
        reference: r.reference ?? null,
      })),
    )
    .onConflictDoNothing({ target: rates.key });
}
