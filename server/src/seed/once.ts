/**
 * A start seeds only when what the seed writes may have changed since it last ran on this
 * database. Every seed is idempotent, so running one again is always safe; skipping it spares a
 * restart the first touch of a dozen tables before it can answer. The fingerprint covers the
 * seed code (every file of this folder), the catalogue's rates and each service's id and version;
 * it is recorded in seed_runs after the seed succeeded, so a seed that failed runs again.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import type { Catalog } from '../services/forms/catalog.ts';
import { seedRuns } from '../db/schema.ts';
import type { Db } from '../db/types.ts';

const seedFolder = fileURLToPath(new URL('./', import.meta.url));

/** What the seeds read: their own code and the catalogue's rates and service versions. */
export function seedFingerprint(catalog: Catalog): string {
  const hash = createHash('sha256');
  for (const name of readdirSync(seedFolder).sort()) {
    hash
      .update(`${name}\0`)
      .update(readFileSync(join(seedFolder, name)))
      .update('\0');
  }
  hash.update(
    JSON.stringify([catalog.rateDefinitions, catalog.list.map((s) => [s.id, s.version])]),
  );
  return hash.digest('hex');
}

/** Runs `seed` unless the seed called `name` last ran here with this fingerprint; true if it ran. */
export async function seedOnce(
  db: Db,
  name: string,
  fingerprint: string,
  seed: () => Promise<void>,
): Promise<boolean> {
  const [last] = await db
    .select({ fingerprint: seedRuns.fingerprint })
    .from(seedRuns)
    .where(eq(seedRuns.name, name));
  if (last?.fingerprint === fingerprint) return false;
  await seed();
  const ranAt = new Date();
  await db
    .insert(seedRuns)
    .values({ name, fingerprint, ranAt })
    .onConflictDoUpdate({ target: seedRuns.name, set: { fingerprint, ranAt } });
  return true;
}
