import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

// V8 flags cannot be read from JavaScript, but a code cache carries a hash of them and V8 refuses
// one made under other flags: a process that held the tier-up back makes a cache, and a second
// process (with the flags it would have anyway) says whether V8 accepts it. That is also what the
// server bundle's code cache needs (scripts/server-bundle.mjs).
const helper = fileURLToPath(new URL('../src/lib/wasm-tier-up.ts', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'wasm-tier-up-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const SOURCE = 'globalThis.answer = 42;';

/** Runs holdBackWasmTierUp in a fresh process (release it or not), then writes a code cache. */
function makeCache(name: string, release: boolean, nodeFlags: string[] = []): string {
  const cache = join(dir, `${name}.cache`);
  const script = join(dir, `${name}.mts`);
  writeFileSync(
    script,
    [
      `import { writeFileSync } from 'node:fs';`,
      `import { Script } from 'node:vm';`,
      `import { holdBackWasmTierUp } from ${JSON.stringify(helper)};`,
      `const release = holdBackWasmTierUp();`,
      release ? 'release();' : '',
      `writeFileSync(${JSON.stringify(cache)}, new Script(${JSON.stringify(SOURCE)}).createCachedData());`,
    ].join('\n'),
  );
  execFileSync(process.execPath, [...nodeFlags, '--import', 'tsx', script], {
    env: { ...process.env, NODE_OPTIONS: '' },
  });
  return cache;
}

/** Whether a plain process (with `nodeFlags`) refuses the cache. */
function refused(cache: string, nodeFlags: string[] = []): boolean {
  const check = [
    `const { readFileSync } = require('node:fs');`,
    `const { Script } = require('node:vm');`,
    `const cachedData = readFileSync(${JSON.stringify(cache)});`,
    `process.stdout.write(String(new Script(${JSON.stringify(SOURCE)}, { cachedData }).cachedDataRejected));`,
  ].join('\n');
  const out = execFileSync(process.execPath, [...nodeFlags, '-e', check], {
    env: { ...process.env, NODE_OPTIONS: '' },
    encoding: 'utf8',
  });
  return out === 'true';
}

describe('holdBackWasmTierUp: one compile thread while the server starts', () => {
  it('leaves the flags as they were once released, so a start still makes a usable code cache', () => {
    expect(refused(makeCache('released', true))).toBe(false);
  });

  it('holds the flag changed until released (a cache made meanwhile is refused)', () => {
    expect(refused(makeCache('held', false))).toBe(true);
  });

  it("leaves an operator's own setting of the flag alone", () => {
    const own = ['--wasm-num-compilation-tasks=2'];
    expect(refused(makeCache('operator', true, own), own)).toBe(false);
  });
});
