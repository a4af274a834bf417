/**
 * Vitest global setup of the 'server' project: prepares one migrated, seeded database that every
 * test file copies (see support/test-db.ts). PGlite by default; PostgreSQL when DATABASE_URL is set.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createKeyStore } from '../src/auth/keys.ts';
import { fromPglite, fromPool } from '../src/db/client.ts';
import type { DatabaseHandle } from '../src/db/client.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { seedDemoData } from '../src/db/seed.ts';
import { quoteIdent, TEST_PASSWORD, withDatabase } from './support/test-db.ts';

async function prepare(handle: DatabaseHandle) {
  await runMigrations(handle);
  await seedDemoData(handle.db, { password: TEST_PASSWORD });
  await createKeyStore(handle.db).getSigningKey(); // every copy then shares one signing key
}

async function setupPglite(project: TestProject) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'swc-server-tests-'));
  const handle = fromPglite(await PGlite.create());
  await prepare(handle);
  const snapshotFile = path.join(dir, 'snapshot.tar');
  const dump = await handle.client.dumpDataDir('none');
  await writeFile(snapshotFile, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  project.provide('testDatabase', { kind: 'pglite', snapshotFile });
  return () => rm(dir, { recursive: true, force: true });
}

async function adminQuery(url: string, query: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query<{ datname: string }>(query);
  } finally {
    await client.end();
  }
}

async function setupPostgres(project: TestProject, url: string) {
  const template = `swc_test_${process.pid}`;
  await adminQuery(url, `drop database if exists ${quoteIdent(template)} with (force)`);
  await adminQuery(url, `create database ${quoteIdent(template)}`);
  const handle = fromPool(new pg.Pool({ connectionString: withDatabase(url, template), max: 2 }));
  await prepare(handle);
  await handle.close(); // a template must have no open connections
  project.provide('testDatabase', { kind: 'postgres', url, template });
  return async () => {
    // Drop the template and any per-file copy a crashed worker left behind.
    const left = await adminQuery(
      url,
      `select datname from pg_database where datname = '${template}' or datname like '${template}\\_f%'`,
    );
    for (const { datname } of left.rows)
      await adminQuery(url, `drop database if exists ${quoteIdent(datname)} with (force)`);
  };
}

export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  return url ? setupPostgres(project, url) : setupPglite(project);
}
