/**
 * Opens the database: embedded PGlite (file-backed in DATA_DIR) by default, PostgreSQL through a
 * pg Pool when DATABASE_URL is set. Both give a drizzle `Db` over the same schema.
 */
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import type { Transaction } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { useNamedStatements } from './pglite-statements.ts';
import { attachWriteTracker, connectionObserver, createWriteTracker } from './write-tracker.ts';
import type { WriteTracker } from './write-tracker.ts';
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

type Observer = ReturnType<typeof connectionObserver>;

/** Runs a statement through the observer: counted before it runs and once it settles. */
function observed<T>(observer: Observer, text: string | undefined, run: () => Promise<T>) {
  const settled = observer.statement(text);
  return run().finally(settled);
}

/** The PGlite methods that run SQL report to the tracker (see db/write-tracker.ts). */
function observePglite(client: PGlite, tracker: WriteTracker): void {
  const main = connectionObserver(tracker);
  const { query, exec, transaction } = client;
  client.query = ((text, params, options) =>
    observed(main, text, () => query.call(client, text, params, options))) as PGlite['query'];
  client.exec = (text, options) => observed(main, text, () => exec.call(client, text, options));
  client.transaction = <T>(callback: (tx: Transaction) => Promise<T>): Promise<T> => {
    const tx = connectionObserver(tracker);
    const run = transaction.call<PGlite, [(tx: Transaction) => Promise<T>], Promise<T>>(
      client,
      (inner) => {
        tx.begin();
        // The transaction object's methods are closures; the prototype keeps its getters.
        const watched = Object.create(inner) as Transaction;
        watched.query = ((text, params, options) =>
          observed(tx, text, () => inner.query(text, params, options))) as Transaction['query'];
        watched.exec = (text, options) => observed(tx, text, () => inner.exec(text, options));
        watched.sql = ((...args: Parameters<Transaction['sql']>) =>
          observed(tx, undefined, () => inner.sql(...args))) as Transaction['sql'];
        return callback(watched);
      },
    );
    return run.finally(tx.end);
  };
}

/** Each pooled connection reports its statements, callback and promise forms alike. */
function observePgClient(client: pg.PoolClient, tracker: WriteTracker): void {
  const observer = connectionObserver(tracker);
  const query = client.query as (...args: unknown[]) => unknown;
  client.query = function observedQuery(...args: unknown[]) {
    const [config] = args;
    const text = typeof config === 'string' ? config : (config as { text?: unknown })?.text;
    const settled = observer.statement(typeof text === 'string' ? text : undefined);
    const callbackAt = args.findIndex((arg) => typeof arg === 'function');
    if (callbackAt > 0) {
      const callback = args[callbackAt] as (...result: unknown[]) => void;
      args[callbackAt] = (...result: unknown[]) => {
        settled();
        callback(...result);
      };
      return query.apply(client, args);
    }
    const result = query.apply(client, args) as { then?: unknown; once?: unknown } | undefined;
    if (result instanceof Promise) return result.finally(settled);
    // A submittable (cursor, stream) reports its end as events.
    const events = result as { once?: (event: string, listener: () => void) => void };
    if (typeof events?.once === 'function') {
      events.once('end', settled);
      events.once('error', settled);
    } else settled();
    return result;
  } as typeof client.query;
}

/** Wraps an already open PGlite (tests load one from a snapshot). */
export function fromPglite(client: PGlite): PgliteHandle {
  const tracker = createWriteTracker({ seesEveryWrite: true });
  useNamedStatements(client);
  observePglite(client, tracker);
  const db: Db = drizzlePglite({ client, schema });
  attachWriteTracker(db, tracker);
  return { kind: 'pglite', db, client, close: () => client.close() };
}

/** Wraps a pg Pool that has not connected yet; closing the handle ends the pool. */
export function fromPool(pool: pg.Pool): PostgresHandle {
  // An idle client whose connection the server ends (restart, failover, a dropped database)
  // emits 'error' on the pool; without a listener that would crash the process.
  pool.on('error', (error) => console.warn(`PostgreSQL pool: idle client lost: ${error.message}`));
  const tracker = createWriteTracker({ seesEveryWrite: false });
  pool.on('connect', (client) => observePgClient(client, tracker));
  const db: Db = drizzlePg({ client: pool, schema });
  attachWriteTracker(db, tracker);
  return { kind: 'postgres', db, pool, close: () => pool.end() };
}

/**
 * PGlite allocates and touches all of shared_buffers at start (~5 ms and ~1.6 MiB resident per MB),
 * so its default (128 MB) costs start time and memory the demo data does not need. 32 MB still
 * holds the demo data (~24 MB) and saved drafts with the same CPU as 64 MB (bench/README.md,
 * "Server code: measured choices").
 */
const EMBEDDED_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'];

/**
 * PGlite's WebAssembly (9 MB), read and compiled on a worker thread and handed over compiled
 * (a WebAssembly.Module is shared between threads, not copied). A start calls this before it
 * loads the catalogue: reading the file and V8's synchronous share of the compile then run on
 * the other core instead of ahead of the catalogue on this thread.
 */
export function compileEmbeddedDatabase(): Promise<WebAssembly.Module> {
  const wasm = fileURLToPath(import.meta.resolve('@electric-sql/pglite/pglite.wasm'));
  const worker = new Worker(
    `const { parentPort, workerData } = require('node:worker_threads');
    const bytes = require('node:fs').readFileSync(workerData);
    WebAssembly.compile(bytes).then((module) => parentPort.postMessage(module));`,
    { eval: true, workerData: wasm },
  );
  return new Promise((resolve, reject) => {
    worker.once('error', reject);
    // A worker that ends without an answer (killed, out of memory) must not leave the start waiting.
    worker.once('exit', (code) => reject(new Error(`PGlite's compile worker exited (${code})`)));
    worker.once('message', (module: WebAssembly.Module) => {
      resolve(module);
      void worker.terminate();
    });
  });
}

export async function openDatabase(
  opts: { databaseUrl: string | undefined; dataDir: string },
  /** For the embedded database: its WebAssembly, already compiling (compileEmbeddedDatabase). */
  compiled?: Promise<WebAssembly.Module>,
): Promise<DatabaseHandle> {
  if (opts.databaseUrl) {
    const handle = fromPool(new pg.Pool({ connectionString: opts.databaseUrl, max: 10 }));
    // Fail at start, not at the first request, when the database is unreachable.
    const probe = await handle.pool.connect();
    probe.release();
    return handle;
  }
  await mkdir(opts.dataDir, { recursive: true });
  return fromPglite(
    await PGlite.create({
      dataDir: `${opts.dataDir}/pglite`,
      startParams: EMBEDDED_START_PARAMS,
      ...(compiled && { pgliteWasmModule: await compiled }),
    }),
  );
}
