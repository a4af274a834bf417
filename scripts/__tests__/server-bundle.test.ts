import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runWithCodeCache } from '../server-bundle.mjs';

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A CommonJS file exporting `answer`, with the `started` promise the server bundle exports. */
function writeModule(file: string, answer: string) {
  writeFileSync(file, `exports.started = Promise.resolve();\nexports.answer = '${answer}';\n`);
}

describe('scripts/server-bundle.mjs: running the bundle with V8 code cache', () => {
  it('writes the cache on the first run and runs the same code from it on the next', async () => {
    dir = mkdtempSync(join(tmpdir(), 'code-cache-'));
    const file = join(dir, 'index.cjs');
    const cache = join(dir, 'index.cjs.v8cache');
    writeModule(file, 'first');

    const cold = (await runWithCodeCache(file, cache)) as { answer: string };
    expect(cold.answer).toBe('first');
    const written = readFileSync(cache);

    const warm = (await runWithCodeCache(file, cache)) as { answer: string };
    expect(warm.answer).toBe('first');
    expect(readFileSync(cache).equals(written)).toBe(true);
  });

  it('runs a changed file as changed, even when its length is the same', async () => {
    dir = mkdtempSync(join(tmpdir(), 'code-cache-'));
    const file = join(dir, 'index.cjs');
    const cache = join(dir, 'index.cjs.v8cache');
    writeModule(file, 'first');
    await runWithCodeCache(file, cache);

    writeModule(file, 'other');
    const changed = (await runWithCodeCache(file, cache)) as { answer: string };
    expect(changed.answer).toBe('other');
    const again = (await runWithCodeCache(file, cache)) as { answer: string };
    expect(again.answer).toBe('other');
  });
});
