/**
 * Where a keystroke's frame time goes in the form benchmark's cases: a Chromium trace (CDP
 * Tracing, devtools.timeline) of 20 keys typed into the first text box, with the renderer main
 * thread's events summed by name and divided per key, averaged over 3 page loads. Recording stops
 * 20 ms after the last key, before the typed text is handed to RJSF (150 ms later), so the figures
 * are those of the keys alone. Nested events are counted in their parents too, so rows do not add
 * up. Uses the harness build of scripts/bench/forms.ts (dist-bench/; run that benchmark first).
 * `npx tsx scripts/bench/forms-trace.ts [case query…]`, e.g. `variant=engine&synthetic=300`.
 * Not a figure of the benchmark: tracing slows the page down.
 */
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../../tests/support/browser.ts';
import { serveStatic } from './static-server.ts';
import type { TraceEvent } from './forms-task-cpu.ts';

const HARNESS = '/scripts/bench/harness/index.html';
const TEXT_BOX =
  'input[type="text"]:not([readonly]):not([disabled]), textarea:not([readonly]):not([disabled]):not([aria-hidden="true"])';
const KEYS = 'abcdefghijklmnopqrst';
const RUNS = 3;
const TOP = Number(process.env.TRACE_TOP ?? 20);
const CATEGORIES = 'devtools.timeline,disabled-by-default-devtools.timeline,v8,blink';

const queries = process.argv.slice(2);
const cases = queries.length
  ? queries
  : ['variant=engine&synthetic=300', 'variant=engine&synthetic=10'];
const server = await serveStatic(resolve('dist-bench'));
const browser = await chromium.launch(chromiumLaunchOptions());
try {
  for (const query of cases) {
    const totals = new Map<string, number>();
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      await page.goto(`${server.url}${HARNESS}?${query}`);
      await page.waitForFunction(() => (window as { __benchReady?: number }).__benchReady);
      await page.waitForTimeout(1500); // the rest of a long step mounts after the first frame
      await page.locator(TEXT_BOX).first().focus();
      await page.keyboard.press('End');
      await page.waitForTimeout(300);
      const cdp = await context.newCDPSession(page);
      const events: TraceEvent[] = [];
      cdp.on('Tracing.dataCollected', (d) => events.push(...(d.value as unknown as TraceEvent[])));
      await cdp.send('Tracing.start', { categories: CATEGORIES, transferMode: 'ReportEvents' });
      await page.keyboard.type(KEYS, { delay: 50 });
      await page.waitForTimeout(20);
      const complete = new Promise((done) => cdp.once('Tracing.tracingComplete', done));
      await cdp.send('Tracing.end');
      await complete;
      const main = events.find(
        (e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain',
      );
      for (const e of events) {
        if (e.ph !== 'X' || !e.dur || e.pid !== main?.pid || e.tid !== main.tid) continue;
        totals.set(e.name, (totals.get(e.name) ?? 0) + e.dur / 1000);
      }
      await context.close();
    }
    console.log(`\n== ${query}: ms per key on the renderer's main thread`);
    const rows = [...totals.entries()].sort((x, y) => y[1] - x[1]).slice(0, TOP);
    for (const [name, ms] of rows)
      console.log(`${(ms / (RUNS * KEYS.length)).toFixed(2).padStart(8)}  ${name}`);
  }
} finally {
  await browser.close();
  await server.close();
}
