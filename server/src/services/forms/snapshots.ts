/**
 * Every published service definition, kept: when an application is saved or submitted, the
 * loaded definition it was checked against is stored once under the SHA-256 of its content, and
 * the application records that hash. Staff and applicants can then see an application on the form
 * it was filled in on, whatever the current version is.
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { LoadedService } from '../../../../src/domain/service-engine.ts';
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

/** Stores the service's definition if it is not stored yet; answers its hash. */
export async function keepDefinition(db: Db, service: LoadedService): Promise<string> {
  const { hash, definition } = definitionSnapshot(service);
  await db
    .insert(serviceDefinitions)
    .values({ hash, serviceId: service.id, version: service.version, definition })
    .onConflictDoNothing();
  return hash;
}

/** A stored definition by its hash. */
export async function storedDefinition(db: Db, hash: string) {
  const [row] = await db.select().from(serviceDefinitions).where(eq(serviceDefinitions.hash, hash));
  return row;
}
