/**
 * Opens the database: embedded PGlite (file-backed in DATA_DIR) by default, PostgreSQL through a
 * pg Pool when DATABASE_URL is set. Both give a drizzle `Db` over the same schema.
 */
import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema.ts';
import type { Db } from './types.ts';

export type PgliteHandle = { kind: 'pglite'; db: Db; client: PGlite; close: () => Promise<void> };
export type PostgresHandle = {
  kind: 'postgres';
  db: Db;
  pool: pg.Pool;
  close: () => Promise<void>;
};
export type DatabaseHandle = PgliteHandle | PostgresHandle;

/** Wraps an already open PGlite (tests load one from a snapshot). */
export function fromPglite(client: PGlite): PgliteHandle {
  const db: Db = drizzlePglite({ client, schema });
  return { kind: 'pglite', db, client, close: () => client.close() };
}

/** Wraps a pg Pool; closing the handle ends the pool. */
export function fromPool(pool: pg.Pool): PostgresHandle {
  // An idle client whose connection the server ends (restart, failover, a dropped database)
  // emits 'error' on the pool; without a listener that would crash the process.
  pool.on('error', (error) => console.warn(`PostgreSQL pool: idle client lost: ${error.message}`));
  const db: Db = drizzlePg({ client: pool, schema });
  return { kind: 'postgres', db, pool, close: () => pool.end() };
}

export async function openDatabase(opts: {
  databaseUrl: string | undefined;
  dataDir: string;
}): Promise<DatabaseHandle> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    // Fail at start, not at the first request, when the database is unreachable.
    const probe = await pool.connect();
    probe.release();
    return fromPool(pool);
  }
  await mkdir(opts.dataDir, { recursive: true });
  return fromPglite(await PGlite.create({ dataDir: `${opts.dataDir}/pglite` }));
}
