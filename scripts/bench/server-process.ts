/** Starts the built reference server as a child process for the benchmarks, and stops it. */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

export interface RunningServer {
  child: ChildProcess;
  url: string;
  /** Milliseconds from spawn to the first 200 on `/`. */
  readyMs: number;
}

/** Spawns `node --import tsx server/src/index.ts` (so the pid is the server's own) and waits. */
export async function startServer(
  env: Record<string, string>,
  port: number,
): Promise<RunningServer> {
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/index.ts'], {
    env: { ...process.env, PORT: String(port), PUBLIC_URL: url, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = started + 120_000;
  while (performance.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/`);
      if (res.status === 200) return { child, url, readyMs: performance.now() - started };
    } catch {
      // not listening yet
    }
    await sleep(25);
  }
  child.kill('SIGKILL');
  throw new Error('server did not answer within 120 s');
}

/** Peak resident memory (VmHWM) of a process, in MiB, from /proc; null where there is none. */
export function peakRssMiB(pid: number | undefined): number | null {
  if (!pid) return null;
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1]);
    return Number.isFinite(kb) ? kb / 1024 : null;
  } catch {
    return null;
  }
}

/** Stops the server and waits for it to exit. */
export async function stopServer(server: RunningServer): Promise<void> {
  if (server.child.exitCode !== null) return;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  await Promise.race([exited, sleep(10_000).then(() => server.child.kill('SIGKILL'))]);
}
