/**
 * "Form ready" of (b) the 300-field service in our stepper and (c) the same schema in plain
 * @rjsf/mui, for two harness builds measured alternately in one browser: on a shared, loaded
 * machine, back-to-back pairs tell a change apart where two separate runs of forms.ts cannot.
 * Beside each wall-clock time, the main thread's task CPU before ready (forms-task-cpu.ts), the
 * figure that holds still when the machine is loaded (each load is traced, for both builds alike).
 * Run: `npx tsx scripts/bench/forms-ready-ab.ts <dist-bench before> <dist-bench after> [rounds]`
 * (build each with `npx vite build --config scripts/bench/vite.harness.config.ts` in its tree).
 * With FORMS_FLOOR=1 each round also loads (f), the 10-field schema in plain @rjsf/mui, and prints
 * f/c: what React, MUI and RJSF cost before any form of that size, the floor under b/c for a
 * stepper built on them.
 */
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../../tests/support/browser.ts';
import { traceTaskCpu } from './forms-task-cpu.ts';
import { serveStatic } from './static-server.ts';
import { median } from './stats.ts';

const HARNESS = '/scripts/bench/harness/index.html';
const QUERIES: Record<string, string> = {
  b: 'variant=engine&synthetic=300',
  c: 'variant=plain&synthetic=300',
  ...(process.env.FORMS_FLOOR === '1' && { f: 'variant=plain&synthetic=10' }),
};
const [beforeDir, afterDir, roundsArg] = process.argv.slice(2);
if (!beforeDir || !afterDir) throw new Error('usage: forms-ready-ab.ts <before> <after> [rounds]');
const rounds = Number(roundsArg ?? 7);

const servers = {
  before: await serveStatic(resolve(beforeDir)),
  after: await serveStatic(resolve(afterDir)),
};
const browser = await chromium.launch(chromiumLaunchOptions());
const ready: Record<string, number[]> = {};
const cpu: Record<string, number[]> = {};
try {
  for (let round = 0; round < rounds; round++) {
    // Alternate which build goes first, so neither always meets the warmer machine.
    const builds = round % 2 ? (['after', 'before'] as const) : (['before', 'after'] as const);
    for (const build of builds) {
      for (const [key, query] of Object.entries(QUERIES)) {
        const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
        const page = await context.newPage();
        const taskCpu = await traceTaskCpu(context, page);
        await page.goto(`${servers[build].url}${HARNESS}?${query}`);
        await page.waitForFunction(
          () => {
            const w = window as unknown as { __benchReady?: number; __benchError?: string };
            if (w.__benchError) throw new Error(w.__benchError);
            return w.__benchReady !== undefined;
          },
          null,
          { timeout: 60_000 },
        );
        const ms = await page.evaluate(
          () => (window as unknown as { __benchReady: number }).__benchReady,
        );
        (ready[`${build} ${key}`] ??= []).push(ms);
        (cpu[`${build} ${key}`] ??= []).push(await taskCpu());
        await context.close();
      }
    }
  }
} finally {
  await browser.close();
  await servers.before.close();
  await servers.after.close();
}
/** The medians of (key) and (c), their ratio and the ratio of each round. */
function line(figures: Record<string, number[]>, build: string, key = 'b'): string {
  const [bs, cs] = [figures[`${build} ${key}`]!, figures[`${build} c`]!];
  const [b, c] = [median(bs), median(cs)];
  const perRound = bs.map((x, i) => (x / cs[i]!).toFixed(2)).join(' ');
  return `(${key}) ${b.toFixed(0)} ms, (c) ${c.toFixed(0)} ms, ${key}/c ${(b / c).toFixed(3)} (per round ${perRound})`;
}
console.log(`medians of ${rounds} rounds`);
for (const build of ['before', 'after']) {
  const indent = ' '.repeat(build.length);
  console.log(`${build}: ready ${line(ready, build)}`);
  console.log(`${indent}  main-thread task CPU before ready ${line(cpu, build)}`);
  if (!QUERIES.f) continue;
  console.log(`${indent}  floor: ready ${line(ready, build, 'f')}`);
  console.log(`${indent}  floor: main-thread task CPU before ready ${line(cpu, build, 'f')}`);
}
