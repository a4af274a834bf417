/**
 * The server half of `npm run bench`: start-up on an empty data folder and on a restart, the API
 * loads, /api/health while a hostile body is refused (stall.ts, embedded only) and the server's
 * peak resident memory, on the embedded database and on PostgreSQL.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { measureApi } from './api.ts';
import { peakRssMiB, startServer, stopServer } from './server-process.ts';
import { measureHealthDuringStall } from './stall.ts';

export interface ApiRunOptions {
  port: number;
  seconds: number;
  connections: number;
}

export async function embeddedRun({ port, seconds, connections }: ApiRunOptions) {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
  try {
    const first = await startServer({ DATA_DIR: dataDir, DATABASE_URL: '' }, port);
    await stopServer(first);
    const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: '' }, port);
    const api = await measureApi(server.url, seconds, connections);
    const stall = await measureHealthDuringStall(server.url);
    const peak = peakRssMiB(server.child.pid);
    await stopServer(server);
    return {
      startup: { firstRunMs: first.readyMs, restartMs: server.readyMs },
      api,
      stall,
      peakRssMiB: peak,
    };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The same loads on PostgreSQL, in a database made for this run and dropped after it. */
export async function postgresRun(url: string, { port, seconds, connections }: ApiRunOptions) {
  const name = `portal_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-pg-'));
  try {
    const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: dbUrl.toString() }, port);
    try {
      const api = await measureApi(server.url, seconds, connections);
      return { api, peakRssMiB: peakRssMiB(server.child.pid) };
    } finally {
      await stopServer(server);
    }
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
