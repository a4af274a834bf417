/**
 * Screenshots of every catalogue service as the /demo preview renders it with its sample answers:
 * the first step and the Review step, so an analyst can read each form without clicking through
 * it. Builds and starts nothing: it needs a running portal (npm run build, then the server), whose
 * address is BASE_URL (default http://127.0.0.1:8221). Writes <ServiceId>-1-first.png and
 * <ServiceId>-2-review.png to OUT_DIR (default screenshots/, git-ignored). ONLY=<id>,<id> limits
 * the run to some services.
 *
 *   npm run screenshots
 *   BASE_URL=http://127.0.0.1:8221 ONLY=TreeFellingService npm run screenshots
 */
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../tests/support/browser';

const baseUrl = (process.env.BASE_URL ?? 'http://127.0.0.1:8221').replace(/\/$/, '');
const outDir = path.resolve(process.env.OUT_DIR ?? 'screenshots');
const only = new Set((process.env.ONLY ?? '').split(',').filter(Boolean));
// The /demo page sits inside the signed-in shell, so the run signs in as the demo plot holder.
const account = { email: 'investor@demo.test', password: 'Demo@12345' };

interface CatalogRow {
  id: string;
}

function serviceIds(): string[] {
  const catalog = JSON.parse(readFileSync('services.catalog.json', 'utf8')) as
    CatalogRow[] | { services: CatalogRow[] };
  const rows = Array.isArray(catalog) ? catalog : catalog.services;
  return rows.map((r) => r.id).filter((id) => only.size === 0 || only.has(id));
}

async function signIn(page: Page): Promise<void> {
  await page.goto(`${baseUrl}/`);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname !== '/');
}

/** Opens one step of a service in the preview and saves a full-page picture of it. */
async function shoot(page: Page, id: string, step: string | null, file: string): Promise<void> {
  const query = new URLSearchParams({ service: id, ...(step ? { step } : {}) });
  await page.goto(`${baseUrl}/demo?${query.toString()}`);
  // The step's own heading is the sign that the stepper has rendered the step.
  await page.locator('#step-title').waitFor({ state: 'visible', timeout: 20_000 });
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: path.join(outDir, file), fullPage: true });
}

async function main(): Promise<void> {
  const ids = serviceIds();
  if (ids.length === 0) throw new Error(`No catalogue service matches ONLY=${process.env.ONLY}`);
  mkdirSync(outDir, { recursive: true });
  const browser = await chromium.launch(chromiumLaunchOptions());
  const failed: string[] = [];
  try {
    // An Indian plot holder's browser: dates and numbers as they would see them.
    const page = await browser.newPage({
      viewport: { width: 1280, height: 900 },
      locale: 'en-IN',
      timezoneId: 'Asia/Kolkata',
    });
    await signIn(page);
    for (const id of ids) {
      try {
        await shoot(page, id, null, `${id}-1-first.png`);
        await shoot(page, id, 'review', `${id}-2-review.png`);
        console.log(`ok    ${id}`);
      } catch (error) {
        failed.push(id);
        console.error(`FAIL  ${id}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  } finally {
    await browser.close();
  }
  console.log(`${ids.length - failed.length} of ${ids.length} services captured in ${outDir}`);
  if (failed.length > 0) process.exitCode = 1;
}

await main();
