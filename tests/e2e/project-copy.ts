/**
 * A throw-away copy of the repository for tests that change service definitions as an analyst
 * would: the files git knows (tracked, or new and not ignored), with node_modules linked rather
 * than copied, commands run inside it, and its own reference server on a port of its own.
 */
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { removeWhenGone } from '../support/remove-when-gone.mjs';

const repoRoot = resolve(import.meta.dirname, '..', '..');

/** The repository's files: tracked, or new and not ignored (no build output, no dependencies). */
function gitFiles(root: string): string[] {
  const out = execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    {
      cwd: root,
      encoding: 'utf8',
    },
  );
  return out
    .split('\0')
    .filter((f) => f && f !== 'node_modules' && existsSync(join(root, f)))
    .filter((f) => !lstatSync(join(root, f)).isSymbolicLink());
}

/** A copy of the repository under a fresh temporary folder. */
export class ProjectCopy {
  readonly root = mkdtempSync(join(tmpdir(), 'portal-copy-'));
  private server: ChildProcess | undefined;
  private dataDir: string | undefined;

  constructor() {
    for (const file of gitFiles(repoRoot)) {
      mkdirSync(dirname(join(this.root, file)), { recursive: true });
      cpSync(join(repoRoot, file), join(this.root, file));
    }
    symlinkSync(join(repoRoot, 'node_modules'), join(this.root, 'node_modules'));
  }

  /** One digest of every file under these folders (names and contents). */
  digest(...folders: string[]): string {
    const hash = createHash('sha256');
    const listing = execFileSync('find', [...folders, '-type', 'f'], {
      cwd: this.root,
      encoding: 'utf8',
    });
    for (const file of listing.split('\n').filter(Boolean).sort()) {
      hash
        .update(file)
        .update('\0')
        .update(readFileSync(join(this.root, file)));
    }
    return hash.digest('hex');
  }

  /**
   * Runs a command in the copy (for at most four minutes: a build with its pre-compression took
   * over two on a loaded two-core machine); its exit status and output.
   */
  run(
    command: string,
    args: string[],
    env: NodeJS.ProcessEnv = process.env,
  ): { status: number | null; output: string } {
    const result = spawnSync(command, args, {
      cwd: this.root,
      env,
      encoding: 'utf8',
      timeout: 240_000,
    });
    return { status: result.status, output: `${result.stdout}${result.stderr}` };
  }

  /** Rewrites a JSON file of the copy. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- definitions are edited freely
  editJson(path: string, change: (json: any) => void): void {
    const file = join(this.root, path);
    const json: unknown = JSON.parse(readFileSync(file, 'utf8'));
    change(json);
    writeFileSync(file, `${JSON.stringify(json, null, 2)}\n`);
  }

  /** The environment of the copy's server: a fresh demo database, the given port. */
  serverEnv(port: number): NodeJS.ProcessEnv {
    this.dataDir ??= mkdtempSync(join(tmpdir(), 'portal-copy-data-'));
    return {
      ...process.env,
      PORT: String(port),
      DATA_DIR: this.dataDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: '',
      DEMO_SEED: '1',
    };
  }

  /** Starts the server as `npm run serve` does and waits until it answers /api/health. */
  async startServer(port: number): Promise<void> {
    const tsx = join(this.root, 'node_modules/.bin/tsx');
    const child = spawn(tsx, ['server/src/index.ts'], {
      cwd: this.root,
      env: this.serverEnv(port),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.server = child;
    // remove() removes the copy; this covers a worker killed before its afterAll.
    if (child.pid !== undefined) {
      const dirs = this.dataDir ? [this.root, this.dataDir] : [this.root];
      removeWhenGone([process.pid, child.pid], dirs);
    }
    let output = '';
    child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
    const deadline = Date.now() + 120_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`the copy's server stopped:\n${output}`);
      const up = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (up) return;
      await new Promise((r) => setTimeout(r, 500));
    }
    throw new Error(`the copy's server did not answer in time:\n${output}`);
  }

  /** Stops the server this copy started and removes the copy and its data. */
  async remove(): Promise<void> {
    const child = this.server;
    if (child && child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(this.root, { recursive: true, force: true });
    if (this.dataDir) rmSync(this.dataDir, { recursive: true, force: true });
  }
}
