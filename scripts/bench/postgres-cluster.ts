/**
 * A throw-away PostgreSQL cluster for `npm run bench`, from Debian's binaries (the postgresql
 * package `.ci/run` installs): initdb in a temporary folder, the server on 127.0.0.1 only, stopped
 * and deleted afterwards. Run as root, the cluster belongs to the `postgres` user (initdb refuses
 * root). DATABASE_URL, when set, is used instead.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';

export interface PostgresCluster {
  url: string;
  stop(): Promise<void>;
}

/** The newest Debian PostgreSQL's bin folder, or null when the package is not installed. */
function debianBinaries(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], 'bin') : null;
}

/** Runs a PostgreSQL binary as `postgres` when we are root (it refuses to run as root). */
function asOwner(bin: string, args: string[]): [string, string[]] {
  return process.getuid?.() === 0
    ? ['runuser', ['-u', 'postgres', '--', bin, ...args]]
    : [bin, args];
}

/**
 * Asks the postmaster itself for a fast shutdown (SIGINT). As root, `server` is runuser, which
 * does not pass SIGINT on to its child: signalling it left the cluster running after the bench.
 */
function fastShutdown(server: ChildProcess, data: string) {
  const pidFile = join(data, 'postmaster.pid');
  const pid = existsSync(pidFile) ? Number(readFileSync(pidFile, 'utf8').split('\n')[0]) : NaN;
  if (Number.isInteger(pid) && pid > 0) process.kill(pid, 'SIGINT');
  else server.kill('SIGINT');
}

async function waitForConnection(url: string, server: ChildProcess) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`postgres exited with ${server.exitCode}`);
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.end();
      return;
    } catch {
      await sleep(200);
    }
  }
  throw new Error('the bench PostgreSQL did not accept connections within 60 s');
}

/** DATABASE_URL's server, else a new cluster on `port`; null when neither is available. */
export async function benchPostgres(port: number): Promise<PostgresCluster | null> {
  if (process.env.DATABASE_URL)
    return { url: process.env.DATABASE_URL, stop: () => Promise.resolve() };
  const bin = debianBinaries();
  if (!bin) return null;
  const dir = mkdtempSync(join(tmpdir(), 'portal-bench-cluster-'));
  if (process.getuid?.() === 0) {
    const owner = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
    const group = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
    chownSync(dir, Number(owner.stdout), Number(group.stdout));
  }
  const data = join(dir, 'data');
  const [initCmd, initArgs] = asOwner(join(bin, 'initdb'), [
    '-D',
    data,
    '-U',
    'postgres',
    '-A',
    'trust',
    '--no-sync',
  ]);
  const init = spawnSync(initCmd, initArgs, { encoding: 'utf8' });
  if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr}`);
  // Default settings otherwise: the figures should be what a plain installation gives.
  const [cmd, args] = asOwner(join(bin, 'postgres'), [
    '-D',
    data,
    '-p',
    String(port),
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    `unix_socket_directories=${dir}`,
  ]);
  const server = spawn(cmd, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let log = '';
  server.stderr?.on('data', (chunk: Buffer) => (log = (log + chunk.toString()).slice(-4000)));
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  try {
    await waitForConnection(url, server);
  } catch (error) {
    fastShutdown(server, data);
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`${(error as Error).message}\n${log}`);
  }
  return {
    url,
    async stop() {
      if (server.exitCode === null) {
        const exited = new Promise((resolve) => server.once('exit', resolve));
        fastShutdown(server, data);
        await Promise.race([exited, sleep(15_000)]);
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
