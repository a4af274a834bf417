/**
 * Every published service definition, kept: when an application is saved or submitted, the
 * loaded definition it was checked against is stored once under the SHA-256 of its content, and
 * the application records that hash. Staff and applicants can then see an application on the form
 * it was filled in on, whatever the current version is.
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { LoadedService } from '../../../../src/domain/service-engine/index.ts';
import { serviceDefinitions } from '../../db/schema-engine.ts';
import type { Db } from '../../db/types.ts';

interface Snapshot {
  hash: string;
  definition: Record<string, unknown>;
}

const snapshots = new WeakMap<LoadedService, Snapshot>();

/** The definition as stored (the loaded service, references resolved) and its content hash. */
export function definitionSnapshot(service: LoadedService): Snapshot {
  let snapshot = snapshots.get(service);
  if (!snapshot) {
    const definition = JSON.parse(JSON.stringify(service)) as Record<string, unknown>;
    const hash = createHash('sha256').update(JSON.stringify(definition)).digest('hex');
    snapshot = { hash, definition };
    snapshots.set(service, snapshot);
  }
  return snapshot;
}

/** Hashes this process has stored (or found stored), per database: rows are never deleted. */
const storedHashes = new WeakMap<Db, Set<string>>();

/**
 * Stores the service's definition if it is not stored yet; answers its hash. Call it on the outer
 * database, before the transaction that records the hash: the row is then committed whatever that
 * transaction does, and every later save of this process skips the statement (it sent the whole
 * definition, tens of kB of JSON, on every draft save).
 */
export async function keepDefinition(db: Db, service: LoadedService): Promise<string> {
  const { hash, definition } = definitionSnapshot(service);
  let known = storedHashes.get(db);
  if (!known) storedHashes.set(db, (known = new Set()));
  if (known.has(hash)) return hash;
  await db
    .insert(serviceDefinitions)
    .values({ hash, serviceId: service.id, version: service.version, definition })
    .onConflictDoNothing();
  known.add(hash);
  return hash;
}

type StoredDefinition = typeof serviceDefinitions.$inferSelect;
/** Stored definitions read, by hash: the content of a hash never changes, so they are kept. */
const readDefinitions = new Map<string, StoredDefinition>();
const READ_DEFINITIONS_KEPT = 200;

/** A stored definition by its hash. */
export async function storedDefinition(db: Db, hash: string) {
  const kept = readDefinitions.get(hash);
  if (kept) return kept;
  const [row] = await db.select().from(serviceDefinitions).where(eq(serviceDefinitions.hash, hash));
  if (row) {
    if (readDefinitions.size >= READ_DEFINITIONS_KEPT) readDefinitions.clear();
    readDefinitions.set(hash, row);
  }
  return row;
}
