/**
 * What one draft save costs the server, measured in CPU time rather than wall time (the machine
 * is shared, so wall times move with the neighbours' load): the real app on a fresh database
 * (PGlite in a temporary folder, or a database of its own on DATABASE_URL's server), the demo
 * seed, then SAVES draft saves through app.inject, CONCURRENCY at a time, on DRAFTS drafts (by
 * default each concurrent save on a draft of its own). Prints CPU ms and SQL statements per save
 * (those inside transactions too). SHARED_BUFFERS (e.g. 32MB) opens PGlite with that instead of
 * the server's setting (db/client.ts). Run under `node --cpu-prof` to see where the time goes:
 *
 *   node --cpu-prof --cpu-prof-dir=/tmp/prof --import tsx scripts/bench/save-draft-profile.ts
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Transaction } from '@electric-sql/pglite';
import pg from 'pg';
import { buildApp } from '../../server/src/app.ts';
import { loadConfig } from '../../server/src/config/config.ts';
import { fromPglite, openDatabase } from '../../server/src/db/client.ts';
import type { DatabaseHandle } from '../../server/src/db/client.ts';
import { runMigrations } from '../../server/src/db/migrate.ts';
import { seedMasterData } from '../../server/src/seed/master.ts';
import { seedDemoData } from '../../server/src/seed/demo.ts';
import { createLocalStorage } from '../../server/src/lib/storage.ts';
import { getCatalog } from '../../server/src/services/forms/catalog.ts';
import { draftBody, draftServices } from './api.ts';

const SAVES = Number(process.env.SAVES ?? 400);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 50);
/**
 * How many drafts the saves go to: by default one per concurrent save, as in the API bench (each
 * connection saves its own draft); DRAFTS=1 makes every save race the others on one draft.
 */
const DRAFTS = Number(process.env.DRAFTS ?? CONCURRENCY);

/**
 * Statements run by any pg client. Installed before the pool opens: db/client.ts wraps each
 * connection's `query` as it connects, keeping the method the prototype had then.
 */
let pgStatements = 0;
const pgQuery = pg.Client.prototype.query;
pg.Client.prototype.query = function countedQuery(this: pg.Client, ...args: unknown[]) {
  pgStatements += 1;
  return (pgQuery as (...a: unknown[]) => unknown).apply(this, args);
} as typeof pgQuery;

/**
 * CPU ms each PostgreSQL backend of this database has used so far, by process id, from /proc (a
 * server on this machine); undefined for PGlite or when /proc cannot be read.
 */
async function backendCpuMs(database: DatabaseHandle): Promise<Map<number, number> | undefined> {
  if (database.kind !== 'postgres') return undefined;
  const { rows } = await database.pool.query<{ pid: number }>(
    'select pid from pg_stat_activity where datname = current_database()',
  );
  const msPerTick = 1000 / 100; // USER_HZ
  try {
    return new Map(
      rows.map(({ pid }) => {
        // utime and stime are the 14th and 15th fields; the command before them is in parentheses.
        const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
        return [pid, (Number(fields[11]) + Number(fields[12])) * msPerTick];
      }),
    );
  } catch {
    return undefined;
  }
}

/** CPU ms the backends used between the two readings (a backend started since from zero). */
function backendCpuBetween(before?: Map<number, number>, after?: Map<number, number>) {
  if (!before || !after) return undefined;
  let ms = 0;
  for (const [pid, used] of after) ms += used - (before.get(pid) ?? 0);
  return ms;
}

/** Counts the statements each driver runs (PGlite's query/exec, the pool's query). */
function countStatements(handle: DatabaseHandle): () => number {
  let count = 0;
  if (handle.kind === 'pglite') {
    const { client } = handle;
    const { query, exec, transaction } = client;
    client.query = ((...args: Parameters<typeof query>) => {
      count += 1;
      return query.apply(client, args);
    }) as typeof query;
    client.exec = ((...args: Parameters<typeof exec>) => {
      count += 1;
      return exec.apply(client, args);
    }) as typeof exec;
    // A transaction's statements go through its own object (as in db/client.ts observePglite);
    // its BEGIN and COMMIT (or ROLLBACK) count as two, as they do on the pool.
    client.transaction = (<T>(callback: (tx: Transaction) => Promise<T>) => {
      count += 2;
      return transaction.call(client, (inner: Transaction) => {
        const counted = Object.create(inner) as Transaction;
        counted.query = ((...args: Parameters<Transaction['query']>) => {
          count += 1;
          return inner.query(...args);
        }) as Transaction['query'];
        counted.exec = (...args: Parameters<Transaction['exec']>) => {
          count += 1;
          return inner.exec(...args);
        };
        return callback(counted);
      });
    }) as typeof transaction;
  } else return () => pgStatements;
  return () => count;
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'save-draft-profile-'));
  let dropDatabase = async () => {};
  let databaseUrl = '';
  if (process.env.DATABASE_URL) {
    const name = `save_draft_profile_${Date.now()}`;
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
  }
  const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent' });
  const catalog = getCatalog();
  const storage = createLocalStorage(config.uploadDir);
  const sharedBuffers = process.env.SHARED_BUFFERS;
  const database =
    sharedBuffers && !databaseUrl
      ? fromPglite(
          await PGlite.create({
            dataDir: join(dataDir, 'pglite'),
            startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${sharedBuffers}`],
          }),
        )
      : await openDatabase(config);
  try {
    await runMigrations(database);
    await seedMasterData(database.db, catalog);
    await seedDemoData(database.db, { password: config.demoPassword, storage, catalog });
    const statements = countStatements(database);
    const app = await buildApp({ db: database.db, config, catalog, storage });
    const login = await app.inject({
      method: 'POST',
      url: '/Account/AuthenticateInvestorUser',
      payload: { Email: 'investor@demo.test', Password: config.demoPassword },
    });
    const session = login.json<{
      Data: { UserId: number; SessionToken: string; access_token: string };
    }>().Data;
    const headers = {
      authorization: `Bearer ${session.access_token}`,
      sessiontoken: session.SessionToken,
      userid: String(session.UserId),
    };
    const plots = await app.inject({ method: 'GET', url: '/api/plots', headers });
    const plotIds = plots.json<{ Data: { PlotID: string }[] }>().Data.map((p) => p.PlotID);
    const payloads = await ownDrafts(plotIds, DRAFTS);
    if (payloads.length < DRAFTS) throw new Error(`only ${payloads.length} drafts could be made`);
    const save = (i: number) =>
      app.inject({
        method: 'POST',
        url: '/api/applications/draft',
        headers: { ...headers, 'content-type': 'application/json' },
        payload: payloads[i % payloads.length],
      });

    /** Up to `count` draft bodies, each of its own draft, spread as the API bench's (api.ts). */
    async function ownDrafts(ids: string[], count: number) {
      const bodies: string[] = [];
      for (const service of draftServices()) {
        for (const plotId of ids) {
          if (bodies.length === count) return bodies;
          const res = await app.inject({
            method: 'POST',
            url: '/api/applications/draft',
            headers,
            payload: draftBody(plotId, undefined, service),
          });
          const created = res.json<{ IsSuccess: boolean; Data: { SubmissionId?: string } }>();
          const id = created.Data?.SubmissionId;
          if (created.IsSuccess && id) bodies.push(JSON.stringify(draftBody(plotId, id, service)));
        }
      }
      return bodies;
    }
    for (let i = 0; i < 20; i += 1) await save(i); // warm up
    const profiler = process.env.PROFILE ? new Session() : undefined;
    if (profiler) {
      profiler.connect();
      await profiler.post('Profiler.enable');
      await profiler.post('Profiler.start');
    }
    const backendsBefore = await backendCpuMs(database);
    const before = { cpu: process.cpuUsage(), statements: statements(), at: performance.now() };
    let failures = 0;
    for (let done = 0; done < SAVES; done += CONCURRENCY) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(CONCURRENCY, SAVES - done) }, (_, i) => save(i)),
      );
      failures += batch.filter((r) => r.statusCode !== 200).length;
    }
    const cpu = process.cpuUsage(before.cpu);
    const backendsAfter = await backendCpuMs(database);
    const backendMs = backendCpuBetween(backendsBefore, backendsAfter);
    const backends =
      backendMs === undefined
        ? ''
        : `; PostgreSQL backends ${(backendMs / SAVES).toFixed(2)} ms CPU per save`;
    const wallMs = performance.now() - before.at;
    if (profiler) {
      const { profile } = await profiler.post('Profiler.stop');
      writeFileSync(process.env.PROFILE!, JSON.stringify(profile));
      profiler.disconnect();
    }
    console.log(
      `${database.kind}${sharedBuffers ? ` (shared_buffers ${sharedBuffers})` : ''}: ${SAVES} saves (${CONCURRENCY} at a time, ${DRAFTS} drafts), ${failures} failed; ` +
        `CPU ${((cpu.user + cpu.system) / 1000 / SAVES).toFixed(2)} ms per save; ` +
        `${((statements() - before.statements) / SAVES).toFixed(1)} statements per save; ` +
        `wall ${(wallMs / SAVES).toFixed(2)} ms per save${backends}`,
    );
    await app.close();
  } finally {
    await database.close();
    await dropDatabase();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
