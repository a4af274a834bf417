/**
 * Test databases. Global setup migrates (and seeds) ONE database, then every test file gets its own
 * copy: a PGlite loaded from a dumped snapshot, or — when DATABASE_URL is set — a PostgreSQL
 * database created from a template. Files never share data, and nobody pays for migrations twice.
 */
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { fromPglite, fromPool } from '../../src/db/client.ts';
import type { DatabaseHandle } from '../../src/db/client.ts';

export type TestDatabaseInfo =
  { kind: 'pglite'; snapshotFile: string } | { kind: 'postgres'; url: string; template: string };

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: TestDatabaseInfo;
    /** The uploads folder holding the seeded demo documents (see global-setup.ts). */
    testUploadDir: string;
  }
}

/** The test password of the seeded demo accounts. */
export const TEST_PASSWORD = 'Demo@12345';

/** A connection string for another database on the same server. */
export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

export const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

async function openPostgresCopy(url: string, template: string): Promise<DatabaseHandle> {
  const name = `${template}_f${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`create database ${quoteIdent(name)} template ${quoteIdent(template)}`);
  } finally {
    await admin.end();
  }
  const handle = fromPool(new pg.Pool({ connectionString: withDatabase(url, name), max: 5 }));
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`drop database if exists ${quoteIdent(name)} with (force)`);
      await dropper.end();
    },
  };
}

/** A fresh, migrated and seeded database for one test file. Close it in afterAll. */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const info = inject('testDatabase');
  if (info.kind === 'postgres') return openPostgresCopy(info.url, info.template);
  const snapshot = new Blob([await readFile(info.snapshotFile)]);
  return fromPglite(await PGlite.create({ loadDataDir: snapshot }));
}
