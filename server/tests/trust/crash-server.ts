/**
 * The real server process of the crash test: its own data folder (PGlite there, or a fresh
 * PostgreSQL database of its own when the suite runs on PostgreSQL), started as `npx tsx
 * server/src/index.ts` in its own process group, so a SIGKILL takes npx, tsx and the server alike.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { fromPglite, openDatabase } from '../../src/db/client.ts';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { quoteIdent, withDatabase } from '../support/test-db.ts';

const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/** Where one crash test's data lives, and how to open it from the test. */
export interface CrashData {
  dataDir: string;
  uploadDir: string;
  /** Set on PostgreSQL: the test's own database. */
  databaseUrl: string | undefined;
  open(): Promise<DatabaseHandle>;
  remove(): Promise<void>;
}

async function adminQuery(url: string, query: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

/**
 * A throw-away data folder holding a copy of the suite's migrated and seeded database (see
 * support/test-db.ts) and of its uploads: PGlite files in the folder, or on PostgreSQL a fresh
 * database of its own made from the suite's template.
 */
export async function createCrashData(): Promise<CrashData> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'swc-crash-'));
  const uploadDir = path.join(dataDir, 'uploads');
  await cp(inject('testUploadDir'), uploadDir, { recursive: true });
  const info = inject('testDatabase');
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  if (info.kind === 'postgres') {
    const name = `${info.template}_fcrash${randomBytes(3).toString('hex')}`;
    await adminQuery(
      info.url,
      `create database ${quoteIdent(name)} template ${quoteIdent(info.template)}`,
    );
    databaseUrl = withDatabase(info.url, name);
    dropDatabase = () =>
      adminQuery(info.url, `drop database if exists ${quoteIdent(name)} with (force)`);
  }
  const pgliteDir = path.join(dataDir, 'pglite');
  let snapshotLoaded = false;
  /** The first open of PGlite loads the suite's snapshot into the folder. */
  async function open(): Promise<DatabaseHandle> {
    if (info.kind === 'postgres' || snapshotLoaded) return openDatabase({ databaseUrl, dataDir });
    snapshotLoaded = true;
    const snapshot = new Blob([await readFile(info.snapshotFile)]);
    return fromPglite(await PGlite.create({ dataDir: pgliteDir, loadDataDir: snapshot }));
  }
  return {
    dataDir,
    uploadDir,
    databaseUrl,
    open,
    async remove() {
      await dropDatabase();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A loopback port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  baseUrl: string;
  /** Everything the process printed (stdout and stderr). */
  output(): string;
  /** SIGKILL to the whole process group; resolves once the process is gone. */
  kill9(): Promise<void>;
  /** SIGTERM (the server's graceful shutdown); false when the processes outlived the wait. */
  stop(): Promise<boolean>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts the server on the data and waits until GET /api/health answers 200. */
export async function startServer(
  data: CrashData,
  port: number,
  readyWithinMs: number,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  const baseUrl = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn('npx', ['tsx', 'server/src/index.ts'], {
    cwd: REPO_ROOT,
    detached: true, // its own process group: kill9 reaches the server behind npx and tsx
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      DATA_DIR: data.dataDir,
      DATABASE_URL: data.databaseUrl ?? '',
      DEMO_SEED: '1',
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  let printed = '';
  child.stdout!.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let exitedYet = false;
  void exited.then(() => (exitedYet = true));

  const signalGroup = (signal: NodeJS.Signals | 0) => {
    try {
      process.kill(-child.pid!, signal);
      return true;
    } catch {
      return false; // no process of the group is left
    }
  };
  // Detached, the group would outlive a test worker that ends without its afterAll.
  const killOnExit = () => signalGroup('SIGKILL');
  process.once('exit', killOnExit);
  /** Until npx, tsx and the server itself are all gone (npx may exit before the server). */
  const groupGone = () => waitUntil(readyWithinMs, async () => !signalGroup(0));
  const server: ServerProcess = {
    baseUrl,
    output: () => printed,
    async kill9() {
      signalGroup('SIGKILL');
      await exited;
      if (await groupGone()) process.off('exit', killOnExit);
    },
    async stop() {
      signalGroup('SIGTERM');
      await exited;
      const gone = await groupGone();
      if (gone) process.off('exit', killOnExit);
      return gone;
    },
  };

  const ready = await waitUntil(readyWithinMs, async () => exitedYet || (await answers(baseUrl)));
  if (!ready || exitedYet) {
    signalGroup('SIGKILL');
    throw new Error(`The server did not start within ${readyWithinMs} ms:\n${printed}`);
  }
  return server;
}

async function answers(baseUrl: string): Promise<boolean> {
  try {
    const res = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2000) });
    return res.status === 200;
  } catch {
    return false;
  }
}

async function waitUntil(withinMs: number, done: () => Promise<boolean>): Promise<boolean> {
  const deadline = Date.now() + withinMs;
  while (Date.now() < deadline) {
    if (await done()) return true;
    await sleep(200);
  }
  return false;
}
