// Starts the reference servers for Playwright, one per worker (E2E_SERVER_PORTS, comma-separated;
// else PORT), each on a fresh throw-away data folder, so every e2e run begins from the same seeded
// demo data. The SPA must already be built (npm run build). The servers run as `npm start` runs
// them: the compiled bundle (made here when out of date).
//
// Their data folders are removed once the servers have exited: by stopAll on SIGTERM/SIGINT
// (playwright.config.ts stops the webServer with SIGTERM), and otherwise by a detached watcher
// (remove-when-gone.mjs), for a run killed outright. Each run removes only its own folders.
//
// All of them start at once and this prints `E2E servers up` when every one answers /api/health:
// Playwright starts its webServer entries one after another, so one entry per worker made the
// suite wait for each start in turn before the first test.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bundleServerIfStale, serverBundle } from '../../scripts/server-bundle.mjs';
import { removeWhenGone } from './remove-when-gone.mjs';

await bundleServerIfStale();
const ports = (process.env.E2E_SERVER_PORTS ?? process.env.PORT ?? '8181').split(',');

const servers = ports.map((port) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-e2e-'));
  const child = spawn(process.execPath, [serverBundle], {
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: port,
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: '',
      DEMO_SEED: '1',
    },
  });
  const exited = new Promise((resolve) => child.on('exit', (code) => resolve(code ?? 0)));
  return { port, dataDir, child, exited };
});
removeWhenGone(
  servers.map((s) => s.child.pid).filter((pid) => pid !== undefined),
  servers.map((s) => s.dataDir),
);

let stopping = false;
/** Stops every server, removes their data and exits with `code`. */
async function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const { child } of servers) if (child.exitCode === null) child.kill('SIGTERM');
  await Promise.all(servers.map((s) => s.exited));
  for (const { dataDir } of servers) rmSync(dataDir, { recursive: true, force: true });
  process.exit(code);
}
process.on('SIGTERM', () => void stopAll(0));
process.on('SIGINT', () => void stopAll(0));
// A server that stops on its own (a failed start, a crash) ends the run's servers: Playwright then
// reports that its webServer exited.
for (const { port, exited } of servers)
  void exited.then((code) => {
    if (stopping) return;
    console.error(`e2e server on port ${port} exited (${code})`);
    void stopAll(code || 1);
  });

// A runner that dies without stopping its webServer (SIGKILL, a crash) would leave the servers
// running on their ports for good: they stop when the runner that started them is gone.
const runner = Number(process.env.E2E_RUNNER_PID);
if (runner) {
  setInterval(() => {
    try {
      process.kill(runner, 0);
    } catch {
      void stopAll(1);
    }
  }, 1000).unref();
}

/** Waits until the server on `port` answers /api/health (Playwright's webServer timeout bounds it). */
async function healthy(port) {
  for (;;) {
    const up = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
await Promise.all(ports.map(healthy));
console.log(`E2E servers up: ${ports.join(', ')}`);
