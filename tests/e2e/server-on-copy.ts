/**
 * A server of its own for a spec, on a temporary copy of the definitions (SCHEMAS_DIR,
 * CATALOG_FILE) and its own data folder, so the spec can stop it, change the definitions and start
 * it again on the same database. The port is the worker's E2E port plus the spec's own offset.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { bundleServerIfStale, serverBundle } from '../../scripts/server-bundle.mjs';
import { copyDefinitions, type DefinitionsCopy } from '../support/changed-definitions';
import { removeWhenGone } from '../support/remove-when-gone.mjs';
import { e2ePort } from '../support/e2e-port';

/** One server on the worker's E2E port + `offset`; `setUp` copies the definitions and starts it. */
export function serverOnCopy(offset: number, name: string) {
  const port = e2ePort(offset);
  const origin = `http://127.0.0.1:${port}`;
  let server: ChildProcess | undefined;
  let copy: DefinitionsCopy | undefined;
  let dataDir = '';
  let extraEnv: Record<string, string> = {};

  const definitions = () => {
    if (!copy) throw new Error('serverOnCopy: setUp() first');
    return copy;
  };

  async function start() {
    const { schemasDir, catalogFile } = definitions();
    // The compiled server, as npm start and the suite's main server run it (current already:
    // the main server's start built it): up in seconds, where compiling the sources with tsx
    // took minutes on a loaded machine.
    await bundleServerIfStale();
    const child = spawn(process.execPath, [serverBundle], {
      stdio: 'inherit',
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        PUBLIC_URL: origin,
        DATABASE_URL: '',
        DEMO_SEED: '1',
        SCHEMAS_DIR: schemasDir,
        CATALOG_FILE: catalogFile,
        ...extraEnv,
      },
    });
    server = child;
    // tearDown removes the folders; this covers a worker killed before its afterAll. The worker
    // is watched too: the spec restarts the server on the same folders.
    if (child.pid !== undefined) {
      removeWhenGone([process.pid, child.pid], [dataDir, definitions().root]);
    }
    for (let i = 0; i < 240; i++) {
      if (child.exitCode !== null) {
        throw new Error(`the test server exited (${child.exitCode}) before it was up`);
      }
      const up = await fetch(`${origin}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (up) return;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    throw new Error('the test server did not start');
  }

  async function stop() {
    const running = server;
    server = undefined;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGTERM');
    await exited;
  }

  /**
   * Copies the definitions, lets `change` edit the copy, and starts the server on it, with `env`
   * added to its environment (e.g. SMTP_URL).
   */
  async function setUp(change?: (copy: DefinitionsCopy) => void, env: Record<string, string> = {}) {
    extraEnv = env;
    copy = copyDefinitions();
    change?.(copy);
    dataDir = mkdtempSync(path.join(tmpdir(), `portal-e2e-${name}-`));
    await start();
  }

  async function tearDown() {
    await stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    copy?.remove();
  }

  return { origin, definitions, start, stop, setUp, tearDown };
}
