/**
 * Where the time goes in the form benchmark's cases: a Chromium CPU profile (CDP) of one case's
 * mount (navigation to ready) and of its 20 keys, summed by function (self time), top lines printed.
 * Uses the harness build of scripts/bench/forms.ts (dist-bench/; build it first, e.g. by running
 * that benchmark, or unminified for readable names: `npx vite build --config
 * scripts/bench/vite.harness.config.ts --minify false --outDir dist-bench-profile` and
 * PROFILE_DIR=dist-bench-profile). `npx tsx scripts/bench/forms-profile.ts [case query…]`, e.g.
 * `variant=engine&synthetic=300`. Not a figure of the benchmark: profiling slows the page down.
 */
import { resolve } from 'node:path';
import { chromium, type CDPSession } from '@playwright/test';
import { chromiumLaunchOptions } from '../../tests/support/browser.ts';
import { serveStatic } from './static-server.ts';

const HARNESS = '/scripts/bench/harness/index.html';
const TEXT_BOX = 'input[type="text"]:not([readonly]):not([disabled]), textarea:not([readonly])';
const TOP = Number(process.env.PROFILE_TOP ?? 25);

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Self time per function (ms), largest first. */
function selfTimes(profile: Profile): [string, number][] {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const totals = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const frame = byId.get(id)?.callFrame;
    if (!frame) return;
    const file = frame.url.split('/').pop() ?? '';
    const key = `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`;
    totals.set(key, (totals.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  return [...totals.entries()].sort((a, b) => b[1] - a[1]);
}

async function record(cdp: CDPSession, work: () => Promise<void>): Promise<Profile> {
  await cdp.send('Profiler.start');
  await work();
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
  return profile;
}

function print(title: string, profile: Profile) {
  const rows = selfTimes(profile);
  const total = rows.reduce((n, [, ms]) => n + ms, 0);
  console.log(`\n== ${title}: ${total.toFixed(0)} ms sampled`);
  for (const [name, ms] of rows.slice(0, TOP)) console.log(`${ms.toFixed(1).padStart(8)}  ${name}`);
}

const queries = process.argv.slice(2);
const cases = queries.length
  ? queries
  : ['variant=engine&synthetic=300', 'variant=engine&synthetic=10', 'variant=plain&synthetic=300'];
const server = await serveStatic(resolve(process.env.PROFILE_DIR ?? 'dist-bench'));
const browser = await chromium.launch(chromiumLaunchOptions());
try {
  for (const query of cases) {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    const mount = await record(cdp, async () => {
      await page.goto(`${server.url}${HARNESS}?${query}`);
      await page.waitForFunction(() => (window as { __benchReady?: number }).__benchReady, null, {
        timeout: 60_000,
      });
      await page.waitForTimeout(1500); // the rest of a long step mounts after the first frame
    });
    print(`${query}: mount`, mount);
    const field = page.locator(TEXT_BOX).first();
    await field.focus();
    await page.keyboard.press('End');
    await page.waitForTimeout(300);
    const typing = await record(cdp, async () => {
      await page.keyboard.type('abcdefghijklmnopqrst', { delay: 50 });
      await page.waitForTimeout(600);
    });
    print(`${query}: typing 20 keys`, typing);
    await page.close();
  }
} finally {
  await browser.close();
  await server.close();
}
