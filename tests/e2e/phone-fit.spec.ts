/**
 * Every screen fits a 360 px phone (issue 22): each role signs in and opens every route its route
 * table offers (src/auth/route-table.ts, so a new route is covered without touching this file),
 * plus the public routes and the data-bearing pages behind them (an application's view, receipts),
 * and the page must not scroll sideways. Wide content may scroll inside its own box.
 */
import { mkdirSync } from 'node:fs';
import { expect, test, type Page, type Request } from '@playwright/test';
import { allowedRoutes } from '../../src/auth/permissions.ts';
import { statusPages } from '../../src/app/route-lists.ts';
import { isPublicPath, paymentPublicPages } from '../../src/config/public-paths.ts';
import { paths } from '../../src/config/paths.ts';
import { Role } from '../../src/domain/roles.ts';
import { sessionHeaders } from './application-api';
import { demo, signIn } from './support';

const PHONE = { width: 360, height: 740 };
/** A folder to keep a screenshot of every route in, when reviewing (PHONE_SHOTS=/tmp/x). */
const SHOTS = process.env.PHONE_SHOTS;
if (SHOTS) mkdirSync(SHOTS, { recursive: true });

/** The seeded water-bill payment (server/src/db/seed-payments.ts). */
const SEEDED_TXN = 'TXN20260715000001';
const PLOT = 'RAI-TLJ-A12';

test.use({ viewport: PHONE });
test.setTimeout(600_000);
// The roles' walks share nothing (each signs in itself): they may run on both workers at once.
test.describe.configure({ mode: 'parallel' });

/** The requests of each page still in flight (scripts, data, fonts, images), as they start and end. */
const inFlight = new WeakMap<Page, Set<Request>>();
function watchRequests(page: Page): Set<Request> {
  let pending = inFlight.get(page);
  if (!pending) {
    const requests = new Set<Request>();
    page.on('request', (r) => requests.add(r));
    page.on('requestfinished', (r) => requests.delete(r));
    page.on('requestfailed', (r) => requests.delete(r));
    inFlight.set(page, (pending = requests));
  }
  return pending;
}

/**
 * Waits until none of the page's requests is in flight, and none has started a frame later (what
 * an answer renders may ask for more: a lazy chunk, a second call). Unlike network idle this does
 * not wait a further half second of silence after the last answer. A page whose requests never
 * end (none does today) is measured after 5 s, as with network idle before.
 */
async function settled(page: Page, pending: Set<Request>) {
  const deadline = Date.now() + 5_000;
  while (Date.now() < deadline) {
    if (pending.size === 0) {
      await page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
      );
      if (pending.size === 0) return;
    }
    await new Promise((done) => setTimeout(done, 50));
  }
}

/** Waits for the page's data, then returns how far it is wider than the screen (0 = fits). */
async function overflowOf(page: Page, url: string): Promise<number> {
  const pending = watchRequests(page);
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  // Data arrives after the first paint: wait for the last answer and what it renders.
  await settled(page, pending);
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  if (SHOTS) {
    const name = url.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'root';
    await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
  }
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/** Opens every url and expects none to scroll sideways; lists every offender at once. */
async function expectAllFit(page: Page, urls: string[]) {
  const wide: string[] = [];
  for (const url of urls) {
    const extra = await overflowOf(page, url);
    if (extra > 0) wide.push(`${url} (+${extra}px)`);
  }
  expect(wide, 'routes wider than a 360 px screen').toEqual([]);
}

/** The route table's paths for a role, with route parameters filled in and public ones left out. */
function routesOf(role: number, rights: string | null): string[] {
  return allowedRoutes(role, rights)
    .map((rule) => rule.path)
    .filter((path) => !path.includes(':') && !isPublicPath(path) && path !== paths.login.path);
}

/** The signed-in user's applications on the demo plot, as application-view urls. */
async function applicationViews(page: Page): Promise<string[]> {
  const res = await page.request.get(`/api/plots/${PLOT}/applications`, {
    headers: await sessionHeaders(page),
  });
  expect(res.ok()).toBeTruthy();
  const rows = ((await res.json()) as { Data: { SubmissionId: string }[] }).Data;
  return rows.map((r) => `${paths.serviceInformation.path}?SubmissionId=${r.SubmissionId}`);
}

/** Chooses the demo plot the way a user does, so plot pages have a plot to show. */
async function choosePlot(page: Page) {
  await page.goto(paths.dashboard.getHref());
  await page.getByRole('button', { name: 'Open plot: Plot A-12, Taloja MIDC' }).click();
  await expect(page).toHaveURL(/\/PlotService$/);
}

test('public routes fit a 360 px screen', async ({ page }) => {
  await expectAllFit(page, [
    paths.login.path,
    paths.resetPassword.getHref('not-a-token'),
    paths.verifyTranUser.path,
    paths.maitriLogin.path,
    ...statusPages.map((p) => p.path),
    ...paymentPublicPages.map((p) => p.path),
    paths.payment.getHref(SEEDED_TXN),
    `${paths.paymentResult.path}?TxnNo=${SEEDED_TXN}`,
    '/no-such-page',
  ]);
});

test('every investor route fits a 360 px screen', async ({ page }) => {
  await signIn(page, demo.investor);
  await choosePlot(page);
  const serviceForms = allowedRoutes(Role.Investor, null)
    .map((r) => r.path)
    .filter((p) => p.startsWith(`${paths.raiseServiceRequest.path}/`));
  expect(serviceForms.length).toBeGreaterThan(30);
  await expectAllFit(page, [
    ...routesOf(Role.Investor, null),
    ...(await applicationViews(page)),
    paths.waterBillResponse.getHref(SEEDED_TXN),
    paths.payment.getHref(SEEDED_TXN),
  ]);
});

test('every transaction-user route fits a 360 px screen', async ({ page }) => {
  await signIn(page, demo.txuser);
  const rights = await page.evaluate(() => sessionStorage.getItem('DepartmentRights'));
  await choosePlot(page);
  await expectAllFit(page, routesOf(Role.TransactionUser, rights));
});

test('every staff (scrutiny) route fits a 360 px screen', async ({ page }) => {
  await signIn(page, demo.midc);
  const staffPages = routesOf(Role.MidcUser, null);
  await page.goto(paths.dashboard.getHref());
  const open = page.getByRole('link', { name: /^Open SWC-/ });
  await expect(open.first()).toBeVisible();
  const queue = await open.evaluateAll((links) =>
    links.map(
      (a) =>
        new URL((a as HTMLAnchorElement).href).pathname +
        new URL((a as HTMLAnchorElement).href).search,
    ),
  );
  await expectAllFit(page, [...staffPages, ...queue]);
});

test('every admin route fits a 360 px screen', async ({ page }) => {
  await signIn(page, demo.admin);
  await expectAllFit(page, routesOf(Role.Admin, null));
});

/** The box of what `el` draws, its text included where the text runs out of its box. */
function inkBox(el: Element) {
  const range = document.createRange();
  range.selectNodeContents(el);
  const r = range.getBoundingClientRect();
  return { left: r.left, right: r.right, top: r.top, bottom: r.bottom };
}

/** Sideways overflow of the page, and the headings in `main` whose text runs out of their box. */
async function widthFaults(page: Page) {
  return page.evaluate((ink) => {
    const inkOf = new Function(`return (${ink})`)() as typeof inkBox;
    const clipped = Array.from(document.querySelectorAll('main h1, main h2, main h3'))
      .filter((h) => inkOf(h).right > h.getBoundingClientRect().right + 1)
      .map((h) => h.textContent);
    return { extra: document.documentElement.scrollWidth - window.innerWidth, clipped };
  }, inkBox.toString());
}

test.describe('at 200 % text', () => {
  test.beforeEach(async ({ page }) => {
    // As a phone's "large text" does: the root font doubles, the screen stays 360 px wide.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        document.documentElement.style.fontSize = '200%';
      });
    });
  });

  test('the bar, a form, the dashboard and an application fit, with nothing overlapping', async ({
    page,
  }) => {
    await signIn(page, demo.investor);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    expect(await widthFaults(page)).toEqual({ extra: 0, clipped: [] });

    // The bar: every button on the screen, the title readable, the page's heading below it.
    const logout = await page.getByRole('button', { name: 'Logout' }).boundingBox();
    expect(logout!.x + logout!.width).toBeLessThanOrEqual(PHONE.width);
    const help = await page.getByRole('button', { name: 'Help' }).boundingBox();
    expect(help!.width).toBeGreaterThanOrEqual(44);
    expect(help!.height).toBeGreaterThanOrEqual(44);
    const title = await page.getByRole('banner').getByText('Single Window').boundingBox();
    expect(title!.width).toBeGreaterThan(PHONE.width / 2);
    const bar = await page.getByRole('banner').boundingBox();
    const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
    expect(heading!.y).toBeGreaterThanOrEqual(bar!.y + bar!.height);

    // "Skip to main content": wholly off the screen until focused, then on it.
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    expect(await skip.evaluate((a) => a.getBoundingClientRect().bottom)).toBeLessThanOrEqual(0);
    await skip.focus();
    expect(await skip.evaluate((a) => a.getBoundingClientRect().top)).toBeGreaterThanOrEqual(0);

    await choosePlot(page);
    await page.goto(`${paths.raiseServiceRequest.path}/NewWaterConnectionService`);
    const steps = page.getByRole('tab');
    await expect(steps.first()).toBeVisible();
    expect(await widthFaults(page)).toEqual({ extra: 0, clipped: [] });
    // Each step's title (its drawn text) ends before the next one's begins.
    const titles = await steps.evaluateAll(
      (tabs, ink) => tabs.map((tab) => (new Function(`return (${ink})`)() as typeof inkBox)(tab)),
      inkBox.toString(),
    );
    expect(titles.length).toBeGreaterThan(3);
    for (let i = 1; i < titles.length; i++) {
      expect(titles[i]!.left, `step ${i + 1} starts after step ${i}`).toBeGreaterThanOrEqual(
        titles[i - 1]!.right,
      );
    }

    const [view] = await applicationViews(page);
    await page.goto(view!);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Service Information' }),
    ).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    expect(await widthFaults(page)).toEqual({ extra: 0, clipped: [] });
  });
});

test('a plot fact label ends before its value', async ({ page }) => {
  await signIn(page, demo.investor);
  await choosePlot(page);
  const label = page.locator('dt', { hasText: 'Acknowledgement date' });
  await expect(label).toBeVisible();
  const [term, value] = await label.evaluate((dt, ink) => {
    const inkOf = new Function(`return (${ink})`)() as typeof inkBox;
    return [inkOf(dt), dt.nextElementSibling!.getBoundingClientRect()];
  }, inkBox.toString());
  expect(term!.right).toBeLessThanOrEqual(value!.left);
});

test("a list's row gives its fields most of a phone's width", async ({ page }) => {
  await signIn(page, demo.investor);
  await choosePlot(page);
  await page.goto(`${paths.raiseServiceRequest.path}/TreeFellingRePlantationService`);
  await page.getByRole('button', { name: 'Next' }).click();
  const tag = page.getByRole('group', { name: 'Tree 1' }).getByRole('textbox').first();
  await expect(tag).toBeVisible();
  expect((await tag.boundingBox())!.width).toBeGreaterThanOrEqual(PHONE.width * 0.6);
});

test("the scrutiny queue keeps each row's Open on the screen", async ({ page }) => {
  await signIn(page, demo.midc);
  const open = page.getByRole('link', { name: /^Open SWC-/ }).first();
  await expect(open).toBeVisible();
  const box = await open.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
});

test('the rights table says that it scrolls sideways, and the keyboard scrolls it', async ({
  page,
}) => {
  await signIn(page, demo.investor);
  await page.goto(paths.accessManagement.path);
  await expect(page.getByText('Scroll sideways to see every column.')).toBeVisible();
  const region = page.getByRole('region', { name: 'Department rights of each user' });
  await region.focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => region.evaluate((r) => r.scrollLeft)).toBeGreaterThan(0);
});

test('a transaction id is never broken across lines', async ({ page }) => {
  await signIn(page, demo.investor);
  await page.goto(paths.payment.getHref(SEEDED_TXN));
  const id = page.getByTestId('payment-Transaction ID');
  await expect(id).toHaveText(SEEDED_TXN);
  // One line: as high as one line of its text.
  const lines = await id.evaluate((dd) => {
    const range = document.createRange();
    range.selectNodeContents(dd);
    return new Set(Array.from(range.getClientRects()).map((r) => Math.round(r.top))).size;
  });
  expect(lines).toBe(1);
});
