/**
 * Form responsiveness in headless Chromium, on production builds of a separate harness page
 * (scripts/bench/harness/, built into dist-bench/ and served on 127.0.0.1; never part of the app):
 *
 *   (a) the largest step with a text box of the largest catalogue service, in our stepper
 *   (b) a synthetic 300-field service as one step, in our stepper
 *   (c) the same 300-field schema in a plain @rjsf/mui Form (validator-ajv8, noHtml5Validate)
 *   (d) a synthetic 10-field service in our stepper (the control)
 *
 * For each, 30 characters are typed into its first text box (Playwright), 40 to 63 ms apart
 * (see keyGaps).
 * Per key: "next frame" = from the keydown's timestamp to a requestAnimationFrame + setTimeout(0)
 * queued by it (the frame that shows the key, and the work queued behind that frame); "event" =
 * the longest Event Timing entry (keydown/keypress/input, threshold 16 ms) of that key, a key
 * without an entry counting as 16 ms. "Ready" = navigation start to the form's first frame; for the
 * synthetic cases also "all" = navigation start to the last field being in the DOM (the stepper
 * mounts a long step's first block of fields first and the rest just after, see
 * src/forms/templates/object-field-template.tsx). Typing starts once every field is there.
 * Nine runs, in rotating order, each case in a fresh browser context; medians are reported. On a
 * two-core machine one page load's median key differs from the next by up to ±15 %, so three runs
 * could not tell 1.1 from 1.25; nine narrow it by almost half.
 * Run alone: `npx tsx scripts/bench/forms.ts`.
 */
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser } from '@playwright/test';
import { chromiumLaunchOptions } from '../../tests/support/browser.ts';
import { largestStep, type StepSize } from './form-sizes.ts';
import { serveStatic } from './static-server.ts';
import { median } from './stats.ts';

const RUNS = 9;
const KEYS = 'abcdefghijklmnopqrstuvwxyzabcd';
/** The shortest and longest gap between two keys (ms). */
const KEY_GAP_MS = [40, 63] as const;

/**
 * The gaps between the keys of one page load: spread evenly over 40–63 ms (more than one 16.7 ms
 * frame), in an order fixed by the run number. With a fixed 50 ms gap (three frames at 60 Hz)
 * every key of a load met the display's frame clock at the same phase, so all its keys waited for
 * their frame alike and one load's median differed from the next by up to 2 ms on the same page;
 * spread over the frame, each load samples every phase.
 */
export function keyGaps(count: number, run: number): number[] {
  const [low, high] = KEY_GAP_MS;
  const gaps = Array.from({ length: count }, (_, i) => low + ((high - low) * i) / (count - 1));
  let seed = run + 1;
  for (let i = gaps.length - 1; i > 0; i--) {
    seed = (seed * 1103515245 + 12345) % 2147483648; // a fixed shuffle, the same on every machine
    const j = seed % (i + 1);
    [gaps[i], gaps[j]] = [gaps[j] as number, gaps[i] as number];
  }
  return gaps;
}
const EVENT_THRESHOLD_MS = 16;
const HARNESS = '/scripts/bench/harness/index.html';
const TEXT_BOX =
  'input[type="text"]:not([readonly]):not([disabled]), textarea:not([readonly]):not([disabled]):not([aria-hidden="true"])';

type CaseKey = 'a' | 'b' | 'c' | 'd';

/** One page load and 20 keys. */
interface Sample {
  readyMs: number;
  /** Navigation start to every field in the DOM (synthetic cases; a long step mounts in blocks). */
  allMs: number | null;
  nextFrameMs: number[];
  eventMs: number[];
}

/** The medians of one case over the runs. */
export interface CaseFigures {
  label: string;
  query: string;
  readyMs: number;
  allMs: number | null;
  /** Median over runs of each run's median per key. */
  nextFrameP50Ms: number;
  nextFrameMaxMs: number;
  eventP50Ms: number;
  eventMaxMs: number;
  samples: Sample[];
}

/** Everything measured, for bench/results.json. */
export interface FormFigures {
  runs: number;
  keys: number;
  keyGapMs: number[];
  largest: StepSize;
  cases: Record<CaseKey, CaseFigures>;
  ratios: {
    nextFrame: { ad: number; bd: number; cd: number };
    event: { ad: number; bd: number; cd: number };
    readyBC: number;
  };
}

const round = (n: number, digits = 1) => Number(n.toFixed(digits));

interface KeyRecord {
  t0: number;
  ms: number;
}
interface EventRecord {
  name: string;
  start: number;
  duration: number;
}

/** Installs the per-key timers and the Event Timing observer in the page. */
function instrument() {
  const w = window as unknown as { __keys: KeyRecord[]; __events: EventRecord[] };
  w.__keys = [];
  w.__events = [];
  addEventListener(
    'keydown',
    (e) => {
      const t0 = e.timeStamp;
      requestAnimationFrame(() =>
        setTimeout(() => w.__keys.push({ t0, ms: performance.now() - t0 })),
      );
    },
    true,
  );
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (['keydown', 'keypress', 'input'].includes(entry.name)) {
        w.__events.push({ name: entry.name, start: entry.startTime, duration: entry.duration });
      }
    }
  }).observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
}

/** Per key, the longest event entry between its keydown and the next (16 ms when none). */
function eventPerKey(keys: KeyRecord[], events: EventRecord[]): number[] {
  const starts = keys.map((k) => k.t0).sort((x, y) => x - y);
  return starts.map((t0, i) => {
    const end = starts[i + 1] ?? Infinity;
    const own = events.filter((e) => e.start >= t0 - 0.5 && e.start < end - 0.5);
    return Math.max(EVENT_THRESHOLD_MS, ...own.map((e) => e.duration));
  });
}

async function measureOnce(
  browser: Browser,
  url: string,
  run: number,
  lastField?: string,
): Promise<Sample> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    await page.goto(url);
    await page.waitForFunction(
      () => {
        const w = window as unknown as { __benchReady?: number; __benchError?: string };
        if (w.__benchError) throw new Error(w.__benchError);
        return w.__benchReady !== undefined;
      },
      undefined,
      { timeout: 30_000 },
    );
    const readyMs = await page.evaluate(
      () => (window as unknown as { __benchReady: number }).__benchReady,
    );
    const all = lastField
      ? await page.waitForFunction(
          (id) => (document.getElementById(id) ? performance.now() : null),
          lastField,
          { polling: 'raf', timeout: 30_000 },
        )
      : null;
    const allMs = all ? ((await all.jsonValue()) as number) : null;
    const field = page.locator(TEXT_BOX).first();
    await field.focus();
    await page.keyboard.press('End');
    await page.waitForTimeout(300); // let the focus settle (touched field, a staged change)
    await page.evaluate(instrument);
    const gaps = keyGaps(KEYS.length, run);
    for (const [i, key] of [...KEYS].entries()) {
      await page.keyboard.type(key);
      await page.waitForTimeout(gaps[i] ?? KEY_GAP_MS[0]);
    }
    await page.waitForFunction(
      (n) => (window as unknown as { __keys: unknown[] }).__keys.length >= n,
      KEYS.length,
      { timeout: 30_000 },
    );
    await page.waitForTimeout(500); // Event Timing entries arrive after their frame
    const { keys, events } = await page.evaluate(() => {
      const w = window as unknown as { __keys: KeyRecord[]; __events: EventRecord[] };
      return { keys: w.__keys, events: w.__events };
    });
    return {
      readyMs: round(readyMs),
      allMs: allMs === null ? null : round(allMs),
      nextFrameMs: keys.map((k) => round(k.ms, 2)),
      eventMs: eventPerKey(keys, events),
    };
  } finally {
    await context.close();
  }
}

function summarise(label: string, query: string, samples: Sample[]): CaseFigures {
  return {
    label,
    query,
    readyMs: round(median(samples.map((s) => s.readyMs))),
    allMs: samples.some((s) => s.allMs === null)
      ? null
      : round(median(samples.map((s) => s.allMs as number))),
    nextFrameP50Ms: round(median(samples.map((s) => median(s.nextFrameMs)))),
    nextFrameMaxMs: round(median(samples.map((s) => Math.max(...s.nextFrameMs)))),
    eventP50Ms: round(median(samples.map((s) => median(s.eventMs)))),
    eventMaxMs: round(median(samples.map((s) => Math.max(...s.eventMs)))),
    samples,
  };
}

/** Builds the harness, serves it and measures the four cases; figures are medians of RUNS runs. */
export async function measureForms(): Promise<{
  rows: [string, string, string][];
  figures: FormFigures | null;
}> {
  console.log(`Form responsiveness: building the harness, then ${RUNS} runs in Chromium…`);
  execFileSync('npx', ['vite', 'build', '--config', 'scripts/bench/vite.harness.config.ts'], {
    stdio: 'inherit',
  });
  const largest = largestStep();
  const last = (n: number) => `root_details_f${String(n).padStart(3, '0')}`;
  const cases: { key: CaseKey; label: string; query: string; lastField?: string }[] = [
    {
      key: 'a',
      label: `(a) ${largest.service} / ${largest.step}, ${largest.fields} fields`,
      query: `variant=engine&service=${largest.service}&step=${largest.step}`,
    },
    {
      key: 'b',
      label: '(b) 300 fields, our stepper',
      query: 'variant=engine&synthetic=300',
      lastField: last(300),
    },
    {
      key: 'c',
      label: '(c) 300 fields, plain @rjsf/mui',
      query: 'variant=plain&synthetic=300',
      lastField: last(300),
    },
    {
      key: 'd',
      label: '(d) 10 fields, our stepper',
      query: 'variant=engine&synthetic=10',
      lastField: last(10),
    },
  ];
  const server = await serveStatic(resolve('dist-bench'));
  const browser = await chromium.launch(chromiumLaunchOptions());
  const samples: Record<CaseKey, Sample[]> = { a: [], b: [], c: [], d: [] };
  try {
    for (let run = 0; run < RUNS; run++) {
      // Rotate the order so no case always runs first (cold machine) or last.
      const order = [...cases.slice(run % cases.length), ...cases.slice(0, run % cases.length)];
      for (const c of order) {
        const url = `${server.url}${HARNESS}?${c.query}`;
        samples[c.key].push(await measureOnce(browser, url, run, c.lastField));
      }
    }
  } finally {
    await browser.close();
    await server.close();
  }
  const figures = Object.fromEntries(
    cases.map((c) => [c.key, summarise(c.label, c.query, samples[c.key])]),
  ) as Record<CaseKey, CaseFigures>;
  const { a, b, c, d } = figures;
  // From the unrounded medians: a p50 rounded to 0.1 ms moves a ratio near 1.1 by up to 0.01.
  // Three decimals, so a run at the target shows which side of it it is on (1.10 may be 1.104).
  const p50 = (x: CaseFigures) => median(x.samples.map((s) => median(s.nextFrameMs)));
  const ratio = (x: number, y: number) => round(x / y, 3);
  const result: FormFigures = {
    runs: RUNS,
    keys: KEYS.length,
    keyGapMs: [...KEY_GAP_MS],
    largest,
    cases: figures,
    ratios: {
      nextFrame: {
        ad: ratio(p50(a), p50(d)),
        bd: ratio(p50(b), p50(d)),
        cd: ratio(p50(c), p50(d)),
      },
      event: {
        ad: ratio(a.eventP50Ms, d.eventP50Ms),
        bd: ratio(b.eventP50Ms, d.eventP50Ms),
        cd: ratio(c.eventP50Ms, d.eventP50Ms),
      },
      readyBC: ratio(b.readyMs, c.readyMs),
    },
  };
  return { rows: rowsOf(result), figures: result };
}

function rowsOf(f: FormFigures): [string, string, string][] {
  const { a, b, c, d } = f.cases;
  const typing = (x: CaseFigures): [string, string, string] => [
    `form typing ${x.label}`,
    `next frame p50 ${x.nextFrameP50Ms} ms (max ${x.nextFrameMaxMs}), event p50 ${x.eventP50Ms} ms (max ${x.eventMaxMs})`,
    '',
  ];
  const { nextFrame: n, event: e } = f.ratios;
  return [
    typing(a),
    typing(b),
    typing(c),
    typing(d),
    ['form typing a/d (next frame; event)', `${n.ad.toFixed(3)}; ${e.ad}`, '≤ 1.1'],
    ['form typing b/d (next frame; event)', `${n.bd.toFixed(3)}; ${e.bd}`, '≤ 1.1'],
    ['form typing c/d (next frame; event)', `${n.cd}; ${e.cd}`, ''],
    ['form ready (a) / (b) / (c)', `${a.readyMs} / ${b.readyMs} / ${c.readyMs} ms`, ''],
    ['form all 300 fields in the DOM (b) / (c)', `${b.allMs} / ${c.allMs} ms`, ''],
    ['form ready b/c', String(f.ratios.readyBC), '≤ 0.5'],
  ];
}

// `npx tsx scripts/bench/forms.ts` measures this section alone.
if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const { rows, figures } = await measureForms();
  const width = Math.max(...rows.map((r) => r[0].length));
  for (const [label, value, target] of rows) {
    console.log(`${label.padEnd(width + 2)}${value}${target ? `  (${target})` : ''}`);
  }
  if (process.env.BENCH_SAMPLES) console.log(JSON.stringify(figures?.cases, null, 1));
}
