/**
 * Lighthouse scores (performance, accessibility, best practices) of three pages of the production
 * build as our server sends it (compressed, cached as in production): the sign-in page, the
 * dashboard and the largest service form, each in Lighthouse's mobile and desktop profiles, on
 * Debian's Chromium.
 *
 * The signed-in pages keep their session in sessionStorage, which belongs to one tab: each run
 * signs in through the sign-in form in its own tab of a fresh browser context, empties the HTTP
 * cache (so the page is measured as a first visit) and lets Lighthouse load the page in that tab
 * without resetting storage.
 * A mobile score varies by several points from one run to the next on this machine (Lantern
 * simulates from an observed load whose CPU time depends on what else runs), so each page's mobile
 * profile is run LH_RUNS times (3 by default, as Lighthouse's docs/variability.md advises: several
 * runs) and its performance score is the median of the runs' scores (Lighthouse CI's `median`
 * aggregation), printed with every run's score; the rest (the other categories, the failing
 * audits, the bytes, the saved report) comes from the run Lighthouse's `computeMedianRun` picks,
 * the one closest to the median FCP and TTI. Desktop scores do not move: one run.
 * Run alone (on a built dist/): `npx tsx scripts/bench/lighthouse.ts`. Options (environment):
 * `LH_REPORTS=<dir>` writes each full Lighthouse report there as `<page>-<profile>.json` (request
 * chains, LCP breakdown, bootup time, main-thread work, long tasks), and with `LH_TRACES=1` the
 * observed trace beside it as `<page>-<profile>.trace.json`; `LH_PAGES=signIn,dashboard`
 * and `LH_PROFILES=mobile` measure only those pages or profiles; `LH_THROTTLING=devtools` applies
 * the throttling to the load itself instead of simulating it (see the option below).
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import lighthouse, { desktopConfig, type RunnerResult } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { startServer, stopServer } from './server-process.ts';
import { median } from './stats.ts';

const CHROMIUM = '/usr/bin/chromium';
const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
type Category = (typeof CATEGORIES)[number];
const DEMO_EMAIL = 'investor@demo.test';
const DEMO_PASSWORD = process.env.DEMO_PASSWORD ?? 'Demo@12345';

/**
 * The pages: the largest service form is the one with the most fields in the catalogue. A service
 * form without a chosen plot shows the plot picker, so that page's plot is chosen before the
 * measured load (the choice lives in the tab's sessionStorage, as after a visitor's click).
 */
const PAGES = [
  { key: 'signIn', label: 'sign-in page', path: '/', signedIn: false, choosePlot: false },
  { key: 'dashboard', label: 'dashboard', path: '/Dashboard', signedIn: true, choosePlot: false },
  {
    key: 'serviceForm',
    label: 'service form (Combined Plan Approval)',
    path: '/PlotService/raiseServiceRequest/CombinedPlanApprovalService',
    signedIn: true,
    choosePlot: true,
  },
] as const;
const PROFILES = ['mobile', 'desktop'] as const;

/** A comma-separated environment list, or everything when it is unset. */
function selected<T extends string>(all: readonly T[], env: string | undefined): T[] {
  const wanted = env
    ?.split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return wanted?.length ? all.filter((x) => wanted.includes(x)) : [...all];
}

export type Scores = Record<Category, number | null>;
export interface PageScores {
  label: string;
  path: string;
  mobile: Scores;
  desktop: Scores;
  /** Audits under a score of 1 in either profile, for finding what to fix. */
  failing: Record<string, string[]>;
  /**
   * The mobile load's bytes over the network (compressed as sent) and the same responses'
   * decoded sizes (what would be sent without compression), from Lighthouse's network records.
   */
  bytes: { sent: number; uncompressed: number } | null;
  /** Every mobile run's performance score (the reported one is their median). */
  mobileRuns: number[];
}

interface NetworkRequest {
  transferSize?: number;
  resourceSize?: number;
}

async function signIn(page: Page, base: string) {
  await page.goto(`${base}/`, { waitUntil: 'networkidle0' });
  await page.type('#login-email', DEMO_EMAIL);
  await page.type('#login-password', DEMO_PASSWORD);
  await Promise.all([
    page.waitForFunction(() => location.pathname !== '/', { timeout: 30_000 }),
    page.keyboard.press('Enter'),
  ]);
  await page.waitForNetworkIdle({ idleTime: 500 });
}

/** Opens `path`, picks the first plot the picker offers and waits until the form shows. */
async function choosePlot(page: Page, base: string, path: string) {
  await page.goto(`${base}${path}`, { waitUntil: 'networkidle0' });
  const plot = await page.waitForSelector('main [role="button"]', { timeout: 30_000 });
  await plot!.click();
  await page.waitForFunction(() => JSON.parse(sessionStorage.getItem('selectedPlot') ?? 'null'), {
    timeout: 30_000,
  });
  await page.waitForNetworkIdle({ idleTime: 500 });
}

const MOBILE_RUNS = Math.max(1, Number(process.env.LH_RUNS ?? 3));

/** One Lighthouse load of `target` in a fresh context, signed in (and the plot chosen) first. */
async function runOnce(
  browser: Browser,
  base: string,
  target: (typeof PAGES)[number],
  profile: (typeof PROFILES)[number],
): Promise<RunnerResult> {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    if (target.signedIn) {
      await signIn(page, base);
      if (target.choosePlot) await choosePlot(page, base, target.path);
      await page.goto('about:blank');
    }
    const cdp = await page.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    await cdp.detach();
    const result = await lighthouse(
      `${base}${target.path}`,
      {
        logLevel: 'error',
        output: 'json',
        onlyCategories: [...CATEGORIES],
        // Keeps the tab's sessionStorage (the session); the HTTP cache was emptied above.
        disableStorageReset: true,
        // `devtools`: the page loads under the throttling itself (each request delayed by the
        // round trip), instead of Lighthouse's simulation from an unthrottled load.
        ...(process.env.LH_THROTTLING === 'devtools'
          ? { throttlingMethod: 'devtools' as const }
          : {}),
      },
      profile === 'desktop' ? desktopConfig : undefined,
      page,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${target.path}`);
    const { finalDisplayedUrl } = result.lhr;
    if (new URL(finalDisplayedUrl).pathname.toLowerCase() !== target.path.toLowerCase()) {
      throw new Error(`Lighthouse ended on ${finalDisplayedUrl}, not ${target.path}`);
    }
    return result;
  } finally {
    await context.close();
  }
}

/** A page in one profile: its median run (of MOBILE_RUNS on mobile), scored and summarised. */
async function measure(
  browser: Browser,
  base: string,
  target: (typeof PAGES)[number],
  profile: (typeof PROFILES)[number],
) {
  const runs: RunnerResult[] = [];
  for (let i = 0; i < (profile === 'mobile' ? MOBILE_RUNS : 1); i++) {
    runs.push(await runOnce(browser, base, target, profile));
  }
  const medianRun = computeMedianRun(runs.map((r) => r.lhr));
  const result = runs.find((r) => r.lhr === medianRun) ?? runs[0]!;
  const reports = process.env.LH_REPORTS;
  if (reports) {
    mkdirSync(reports, { recursive: true });
    writeFileSync(join(reports, `${target.key}-${profile}.json`), JSON.stringify(result.lhr));
    // The observed trace behind the simulated timings, to see which tasks the TBT is made of.
    if (process.env.LH_TRACES) {
      const trace = result.artifacts.Trace ?? result.artifacts.traces?.defaultPass;
      writeFileSync(join(reports, `${target.key}-${profile}.trace.json`), JSON.stringify(trace));
    }
  }
  const { audits } = result.lhr;
  const score = (lhr: RunnerResult['lhr'], c: Category) =>
    lhr.categories[c]?.score == null ? null : Math.round(lhr.categories[c].score * 100);
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, score(result.lhr, c)])) as Scores;
  const failing = Object.values(audits)
    .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative')
    .filter((a) => a.scoreDisplayMode !== 'manual' && a.scoreDisplayMode !== 'notApplicable')
    .map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ''}`);
  const items = (audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined)
    ?.items;
  const bytes = items
    ? {
        sent: items.reduce((n, r) => n + (r.transferSize ?? 0), 0),
        uncompressed: items.reduce((n, r) => n + (r.resourceSize ?? 0), 0),
      }
    : null;
  const performance = runs.map((r) => score(r.lhr, 'performance') ?? 0);
  scores.performance = Math.round(median(performance));
  return { scores, failing, bytes, performance };
}

/** Starts the server on the built dist/ and a fresh data folder, and scores the pages. */
export async function measureLighthouse(port: number): Promise<Record<string, PageScores>> {
  if (!existsSync(CHROMIUM)) throw new Error(`Lighthouse runs on Debian's Chromium at ${CHROMIUM}`);
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-lh-'));
  const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: '' }, port);
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  const results: Record<string, PageScores> = {};
  try {
    const pages = selected(
      PAGES.map((p) => p.key),
      process.env.LH_PAGES,
    );
    const profiles = selected(PROFILES, process.env.LH_PROFILES);
    for (const target of PAGES.filter((p) => pages.includes(p.key))) {
      const entry: PageScores = {
        label: target.label,
        path: target.path,
        mobile: { performance: null, accessibility: null, 'best-practices': null },
        desktop: { performance: null, accessibility: null, 'best-practices': null },
        failing: {},
        bytes: null,
        mobileRuns: [],
      };
      for (const profile of profiles) {
        const { scores, failing, bytes, performance } = await measure(
          browser,
          server.url,
          target,
          profile,
        );
        entry[profile] = scores;
        entry.failing[profile] = failing;
        if (profile === 'mobile') Object.assign(entry, { bytes, mobileRuns: performance });
      }
      results[target.key] = entry;
    }
  } finally {
    await browser.close();
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
  return results;
}

const fmt = (s: Scores) => CATEGORIES.map((c) => s[c] ?? 'n/a').join(' / ');
const runsNote = (runs: number[] | undefined) =>
  runs && runs.length > 1 ? ` (performance: median of ${runs.join(', ')})` : '';

/** Table rows: one per page, mobile and desktop. */
const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;

export function lighthouseRows(results: Record<string, PageScores>): [string, string, string][] {
  return Object.values(results).flatMap((r): [string, string, string][] => [
    [
      `Lighthouse ${r.label} (perf / a11y / best practices)`,
      `mobile ${fmt(r.mobile)}${runsNote(r.mobileRuns)}; desktop ${fmt(r.desktop)}`,
      'mobile perf ≥ 90, a11y and BP 100',
    ],
    [
      `bytes of a first visit, ${r.label} (sent / uncompressed)`,
      r.bytes ? `${kb(r.bytes.sent)} / ${kb(r.bytes.uncompressed)}` : 'n/a',
      '',
    ],
  ]);
}

// `npx tsx scripts/bench/lighthouse.ts` measures this section alone.
if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const results = await measureLighthouse(Number(process.env.BENCH_PORT ?? 8391));
  for (const [label, value] of lighthouseRows(results)) console.log(`${label}: ${value}`);
  for (const r of Object.values(results)) {
    for (const [profile, audits] of Object.entries(r.failing)) {
      if (audits.length) console.log(`  ${r.label}, ${profile}: ${audits.join(', ')}`);
    }
  }
}
