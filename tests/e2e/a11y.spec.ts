/**
 * Accessibility of the main screens, checked with axe-core against WCAG 2.1 A and AA in real
 * Chromium: signed out, as a plot holder (including a service form showing its errors and the
 * Review step) and as corporation staff. A violation names the rule, the element and why.
 */
import { expect, test, type Page } from '@playwright/test';
import { axeViolations as violations } from '../support/axe';
import { demo, signIn } from './support';

// axe reads the whole page for each check; on a busy 2-core machine that takes a few seconds.
test.describe.configure({ timeout: 120_000 });

/** Opens `path` and waits for its main heading. */
async function visit(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

test('the check itself sees a violation, in the page and in a frame', async ({ page }) => {
  // tests/support/axe.ts runs axe in the page and in each of its frames (a document preview's
  // blob: frame): an image without a text alternative is found in either.
  const img = '<img src="/favicon.ico">';
  await page.goto('/');
  await page.evaluate((html) => document.body.insertAdjacentHTML('beforeend', html), img);
  expect(await violations(page)).toContainEqual(expect.stringMatching(/^image-alt \(critical\)/));
  await page.goto('/');
  await page.evaluate((html) => {
    const frame = document.createElement('iframe');
    frame.title = 'A frame';
    const doc = `<!doctype html><html lang="en"><title>Frame</title><main>${html}</main></html>`;
    frame.src = URL.createObjectURL(new Blob([doc], { type: 'text/html' }));
    document.body.append(frame);
    return new Promise((done) => frame.addEventListener('load', done));
  }, img);
  expect(page.frames()).toHaveLength(2);
  expect(await violations(page)).toContainEqual(
    expect.stringMatching(/^image-alt \(critical\): iframe img /),
  );
});

test('the sign-in page', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test.describe('as a plot holder', () => {
  test.describe.configure({ mode: 'serial' });
  let page: Page;
  test.beforeAll(async ({ browser }) => {
    // One page, signed in once, for the serial checks below.
    page = await (await browser.newContext()).newPage();
    await signIn(page, demo.investor);
  });
  test.afterAll(async () => page.context().close());

  for (const path of [
    '/dashboard',
    '/PlotService/plotDetails',
    '/PlotService/WaterBills',
    '/profile',
    '/userandroles',
    '/FAQPage',
    '/documents',
  ])
    test(path, async () => {
      await visit(page, path);
      expect(await violations(page)).toEqual([]);
    });

  test('the catalogue and a service form, with its errors and its Review step', async () => {
    await visit(page, '/dashboard');
    await page.getByRole('button', { name: 'Open plot: Plot W-45, Ranjangaon MIDC' }).click();
    await visit(page, '/PlotService/raiseServiceRequest');
    expect(await violations(page)).toEqual([]);

    await visit(page, '/PlotService/raiseServiceRequest/ITSoftware');
    const next = page.getByRole('button', { name: 'Next' });
    await next.click();
    // A press made while the step still opens is not taken (domain-gate.ts): wait for it.
    await expect(page.getByRole('heading', { level: 2, name: 'Proposed unit' })).toBeVisible();
    await next.click(); // refused: the step's errors are shown beside its fields
    await expect(page.getByText('This field is required').first()).toBeVisible();
    expect(await violations(page)).toEqual([]);

    // The analysts' preview holds the service's sample answers, so its Review step is complete.
    await page.goto('/demo?service=ITSoftware&step=review');
    await expect(page.getByRole('heading', { level: 2, name: 'Review and submit' })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
});

test("the step list's focus ring shows whole on a 360 px screen (WCAG 2.4.7)", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await signIn(page, demo.investor);
  await page.getByRole('button', { name: 'Open plot: Plot W-45, Ranjangaon MIDC' }).click();
  await visit(page, '/PlotService/raiseServiceRequest/ITSoftware');
  const steps = page.getByRole('tablist');
  await steps.getByRole('tab', { selected: true }).focus();
  // Keys, not a click: the ring is the keyboard's (:focus-visible).
  await page.keyboard.press('End');
  await page.keyboard.press('Home');
  const { ring, list } = await steps.evaluate((tablist) => {
    const focused = document.activeElement as HTMLElement;
    // The element that draws the ring: the focused one, or the part of it that does.
    const drawn = [focused, ...focused.querySelectorAll<HTMLElement>('*')].find(
      (e) => getComputedStyle(e).outlineStyle !== 'none',
    )!;
    const style = getComputedStyle(drawn);
    const grow = parseFloat(style.outlineWidth) + parseFloat(style.outlineOffset);
    const r = drawn.getBoundingClientRect();
    // The list scrolls sideways, so it clips what lies outside its box.
    const l = tablist.closest('nav')!.getBoundingClientRect();
    return {
      ring: {
        top: r.top - grow,
        left: r.left - grow,
        bottom: r.bottom + grow,
        right: r.right + grow,
      },
      list: { top: l.top, left: l.left, bottom: l.bottom, right: l.right },
    };
  });
  expect(ring.top).toBeGreaterThanOrEqual(list.top);
  expect(ring.left).toBeGreaterThanOrEqual(list.left);
  expect(ring.bottom).toBeLessThanOrEqual(list.bottom);
  expect(ring.right).toBeLessThanOrEqual(list.right);
});

test('as corporation staff: the scrutiny queue and an application', async ({ page }) => {
  await signIn(page, demo.midc);
  await visit(page, '/dashboard');
  expect(await violations(page)).toEqual([]);
  // The demo's application on the desk (other specs add their own to the queue).
  await page
    .getByRole('row')
    .filter({ hasText: 'Consent to mortgage the plot' })
    .getByRole('link', { name: /^Open SWC-/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Application scrutiny' })).toBeVisible();
  expect(await violations(page)).toEqual([]);
  // A decision's dialog, with the error of its required remarks showing.
  await page.getByRole('button', { name: 'Seek clarification' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Seek clarification' }).click();
  await expect(dialog.getByText('Please enter the remarks for the applicant.')).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
});
