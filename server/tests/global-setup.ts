/**
 * Vitest global setup of the 'server' project: prepares one migrated, seeded database that every
 * test file copies (see support/test-db.ts). PGlite by default; PostgreSQL when DATABASE_URL is set.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createKeyStore } from '../src/auth/keys.ts';
import { fromPglite, fromPool } from '../src/db/client.ts';
import type { DatabaseHandle } from '../src/db/client.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { seedDemoData } from '../src/seed/demo.ts';
import { createDatabaseStorage } from '../src/lib/storage.ts';
import { quoteIdent, TEST_PASSWORD, withDatabase } from './support/test-db.ts';

/**
 * The seeded demo documents are stored in the database (the default storage), so every copy has
 * them. The uploads folder is there for tests of the local storage (UPLOAD_STORAGE=local); it goes
 * away after the run.
 */
async function prepare(handle: DatabaseHandle, uploadDir: string) {
  await runMigrations(handle);
  await mkdir(uploadDir, { recursive: true });
  await seedDemoData(handle.db, {
    password: TEST_PASSWORD,
    storage: createDatabaseStorage(handle.db),
  });
  await createKeyStore(handle.db).getSigningKey(); // every copy then shares one signing key
}

async function setupPglite(project: TestProject, dir: string) {
  const handle = fromPglite(await PGlite.create());
  await prepare(handle, path.join(dir, 'uploads'));
  const snapshotFile = path.join(dir, 'snapshot.tar');
  const dump = await handle.client.dumpDataDir('none');
  await writeFile(snapshotFile, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  project.provide('testDatabase', { kind: 'pglite', snapshotFile });
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

async function setupPostgres(project: TestProject, url: string, dir: string) {
  const template = `swc_test_${process.pid}`;
  await adminQuery(url, `drop database if exists ${quoteIdent(template)} with (force)`);
  await adminQuery(url, `create database ${quoteIdent(template)}`);
  const handle = fromPool(new pg.Pool({ connectionString: withDatabase(url, template), max: 2 }));
  await prepare(handle, path.join(dir, 'uploads'));
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
  const dir = await mkdtemp(path.join(os.tmpdir(), 'swc-server-tests-'));
  project.provide('testUploadDir', path.join(dir, 'uploads'));
  const url = process.env.DATABASE_URL;
  const teardown = url ? await setupPostgres(project, url, dir) : await setupPglite(project, dir);
  return async () => {
    await teardown?.();
    await rm(dir, { recursive: true, force: true });
  };
}
