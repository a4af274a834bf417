/**
 * `npm start` as an operator meets it: a cold first start (no build of the app, no compiled
 * server, an empty data folder: what a fresh clone does after `npm ci`) against a restart on the
 * data and builds the first start left. Each is timed from the spawn of `node scripts/start.mjs`
 * to the first 200 of `/api/health`. The cold start leaves a current build in dist/.
 * Run alone: `npx tsx scripts/bench/start-up.ts`.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import { stopServer, type RunningServer } from './server-process.ts';

const RESTARTS = 3;

/** What makes a start cold: the recorded inputs of the app build and the compiled server. */
const BUILD_STAMPS = ['dist/.inputs-sha256', 'dist-server'];

/**
 * CPU time (user + system) a process has used, in ms, from /proc; null elsewhere. Every thread's
 * by default; with `mainThread`, only its main thread's, which carries the start (the process
 * figure includes V8's background compiles, which move with what else the machine does). On a
 * shared machine both move much less with the neighbours' load than the wall time does.
 */
function cpuMs(pid: number | undefined, mainThread = false): number | null {
  try {
    const stat = mainThread ? `/proc/${pid}/task/${pid}/stat` : `/proc/${pid}/stat`;
    const fields = readFileSync(stat, 'utf8').split(') ')[1]!.split(' ');
    // utime and stime, fields 14 and 15 of proc(5), in clock ticks (100 a second on Linux).
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

async function startPortal(
  dataDir: string,
  port: number,
): Promise<RunningServer & { cpuMs: number | null; mainThreadCpuMs: number | null }> {
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    env: {
      ...process.env,
      PORT: String(port),
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = started + 600_000;
  while (performance.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).status === 200) {
        const readyMs = performance.now() - started;
        const mainThreadCpuMs = cpuMs(child.pid, true);
        return { child, url, readyMs, cpuMs: cpuMs(child.pid), mainThreadCpuMs };
      }
    } catch {
      // not listening yet
    }
    await sleep(25);
  }
  child.kill('SIGKILL');
  throw new Error('npm start did not answer /api/health within 10 minutes');
}

export interface StartUpFigures {
  coldMs: number;
  /** The median of RESTARTS restarts. */
  restartMs: number;
  /** Each restart's time, shortest first. */
  restartsMs: number[];
  /** CPU time of the median restart's server when it first answered /api/health. */
  restartCpuMs: number | null;
  /** The same, of its main thread alone. */
  restartMainThreadCpuMs: number | null;
  ratio: number;
}

export async function measureStartUp(port: number): Promise<StartUpFigures> {
  console.log('npm start: cold first start (builds everything), then a restart…');
  for (const stamp of BUILD_STAMPS) rmSync(stamp, { recursive: true, force: true });
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-start-'));
  try {
    const cold = await startPortal(dataDir, port);
    await stopServer(cold);
    // One restart's time moves with whatever else the machine does: the median of a few.
    const restarts = [];
    for (let i = 0; i < RESTARTS; i += 1) {
      const restart = await startPortal(dataDir, port);
      await stopServer(restart);
      restarts.push(restart);
    }
    restarts.sort((a, b) => a.readyMs - b.readyMs);
    const restart = restarts[Math.floor(restarts.length / 2)]!;
    return {
      coldMs: Math.round(cold.readyMs),
      restartMs: Math.round(restart.readyMs),
      restartCpuMs: restart.cpuMs,
      restartMainThreadCpuMs: restart.mainThreadCpuMs,
      restartsMs: restarts.map((r) => Math.round(r.readyMs)),
      ratio: Number((restart.readyMs / cold.readyMs).toFixed(3)),
    };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function startUpRows(f: StartUpFigures): [string, string, string][] {
  return [
    ['npm start, cold (build + empty data folder)', `${f.coldMs} ms to /api/health`, ''],
    [
      `npm start, restart (nothing changed; median of ${f.restartsMs.length})`,
      `${f.restartMs} ms to /api/health` +
        (f.restartCpuMs == null
          ? ''
          : ` (${f.restartCpuMs} ms of CPU, ${f.restartMainThreadCpuMs} on the main thread)`) +
        `; all: ${f.restartsMs.join(', ')} ms`,
      '≤ 2000 ms',
    ],
    ['npm start, restart / cold', f.ratio.toFixed(3), '≤ 0.35'],
  ];
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const figures = await measureStartUp(Number(process.env.BENCH_PORT ?? 8391));
  for (const [label, value, target] of startUpRows(figures)) {
    console.log(`${label}: ${value}${target ? `  (${target})` : ''}`);
  }
}
