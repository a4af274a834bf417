import {
  expect,
  test as base,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';
import type { upload } from '../fixtures/files';
import { sessionHeaders } from './application-api';

type FileSpec = ReturnType<typeof upload>;

/** One row of a plot's applications (GET /api/plots/:plotId/applications). */
interface PlotApplication {
  SubmissionId: string;
  ServiceId: string;
  Status: string;
}

/** The fixed demo accounts the server seeds on first start (README). */
export const demo = {
  investor: 'investor@demo.test',
  txuser: 'txuser@demo.test',
  midc: 'midc@demo.test',
  admin: 'admin@demo.test',
  password: process.env.DEMO_PASSWORD ?? 'Demo@12345',
} as const;

/** Signs in through the login screen, as a user would, and waits to leave it. */
export async function signIn(page: Page, email: string, password: string = demo.password) {
  await page.goto('/');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/$/);
}

/**
 * What a signed-in tab holds: its cookies and localStorage (Playwright's storage state) and its
 * sessionStorage, where the session lives (spec §3) and which a storage state leaves out.
 */
export interface SignedInTab {
  storageState: Awaited<ReturnType<BrowserContext['storageState']>>;
  sessionStorage: Record<string, string>;
  origin: string;
}

/** Keeps what `page` holds now, so other tabs can open signed in as it is (`contextLike`). */
export async function saveTab(page: Page): Promise<SignedInTab> {
  return {
    storageState: await page.context().storageState(),
    sessionStorage: await page.evaluate(() => {
      const items: Record<string, string> = {};
      for (let i = 0; i < sessionStorage.length; i++) {
        const key = sessionStorage.key(i)!;
        items[key] = sessionStorage.getItem(key)!;
      }
      return items;
    }),
    origin: new URL(page.url()).origin,
  };
}

/**
 * A browser context whose tabs open as `tab` was: signed in (and on its chosen plot) without
 * signing in again. The sessionStorage is put back once per tab, before the page's own scripts
 * run; later loads of that tab keep what the page stored since (a refreshed token, a sign-out).
 * Tabs share the session and its refresh token: keep a saved tab well inside the access token's
 * 15 minutes, or two tabs refreshing the same token revoke the session (reuse detection).
 */
export async function contextLike(
  browser: Browser,
  tab: SignedInTab,
  options?: BrowserContextOptions,
): Promise<BrowserContext> {
  const context = await browser.newContext({ ...options, storageState: tab.storageState });
  await context.addInitScript(
    ({ items, origin }) => {
      if (location.origin !== origin || sessionStorage.getItem('e2e:restored')) return;
      for (const [key, value] of Object.entries(items)) sessionStorage.setItem(key, value);
      sessionStorage.setItem('e2e:restored', '1');
    },
    { items: tab.sessionStorage, origin: tab.origin },
  );
  return context;
}

/** A page signed in as `email`, in a browser context of its own (another user, side by side). */
type AsUser = (email: string, options?: BrowserContextOptions) => Promise<Page>;

/**
 * `test` with `asUser`: the contexts it opens are closed when the test ends, pass or fail. A
 * context left open keeps its pages running (and polling) for the rest of the worker's tests.
 */
export const test = base.extend<{ asUser: AsUser }>({
  asUser: async ({ browser }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (email, options) => {
      const context = await browser.newContext(options);
      contexts.push(context);
      const page = await context.newPage();
      await signIn(page, email);
      return page;
    });
    await Promise.all(contexts.map((context) => context.close()));
  },
});

/** As staff: opens the application from the queue and takes an action (with remarks). */
export async function staffAction(page: Page, id: string, label: string, remarks?: string) {
  await page.goto('/dashboard');
  await page.getByRole('link', { name: `Open ${id}` }).click();
  await page.getByRole('button', { name: label }).click();
  const dialog = page.getByRole('dialog');
  if (remarks) await dialog.getByRole('textbox').fill(remarks);
  await dialog.getByRole('button', { name: label }).click();
  await expect(dialog).toBeHidden();
}

/** The newest message the developer outbox holds for an address. */
export async function latestMessage(
  page: Page,
  to: string,
): Promise<{ body: string; subject: string }> {
  const res = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
  expect(res.ok()).toBeTruthy();
  const json = (await res.json()) as { Data: { body: string; subject: string }[] };
  const first = json.Data[0];
  if (!first) throw new Error(`no message for ${to}`);
  return first;
}

/** The plot's applications (plot summary rows) of one service, newest first. */
export async function applicationsOf(page: Page, plotId: string, serviceId: string) {
  const res = await page.request.get(`/api/plots/${plotId}/applications`, {
    headers: await sessionHeaders(page),
  });
  expect(res.ok()).toBeTruthy();
  const rows = ((await res.json()) as { Data: PlotApplication[] }).Data;
  return rows.filter((r) => r.ServiceId === serviceId);
}

/** Closes what an earlier (retried) attempt left open, so each attempt starts afresh. */
export async function discardOpen(page: Page, plotId: string, serviceId: string) {
  const headers = await sessionHeaders(page);
  for (const app of await applicationsOf(page, plotId, serviceId)) {
    const id = encodeURIComponent(app.SubmissionId);
    if (app.Status === 'Draft') await page.request.delete(`/api/applications/${id}`, { headers });
    else if (['Submitted', 'PaymentPending'].includes(app.Status))
      await page.request.post(`/ManageProfile/WithDrawnApplication?SubmissionId=${id}`, {
        headers,
      });
  }
}

/** Chooses a file for an upload slot through its own button, as a user would. */
export async function chooseFile(page: Page, slot: RegExp | string, file: FileSpec) {
  const chooser = page.waitForEvent('filechooser');
  const label = typeof slot === 'string' ? new RegExp(`^Choose file for ${slot}`) : slot;
  await page.getByRole('button', { name: label }).click();
  await (await chooser).setFiles(file);
}

/** The open step of the stepper (its tab panel). */
export const stepPanel = (page: Page) => page.getByRole('tabpanel');

/** Picks an option of an MUI select by the select's label. */
export async function select(page: Page, label: string, option: string) {
  await stepPanel(page).getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Expects the step on screen to be `title`, by its heading and the step list. */
export async function expectStep(page: Page, title: string) {
  await expect(stepPanel(page).getByRole('heading', { level: 2, name: title })).toBeVisible();
  await expect(
    page.getByRole('tab', { name: new RegExp(`^${title} \\(step \\d+ of \\d+, current step\\)`) }),
  ).toBeVisible();
}
