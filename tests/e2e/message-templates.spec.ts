/**
 * Staff read every notification's message (issue 23): the Message Templates screen, reached from
 * the staff menu, lists each event's template and shows its e-mail subject, plain text, HTML (in a
 * sandboxed frame, escaped) and SMS with sample values; it fits a phone; investors cannot open it.
 * Screenshots at 1280 and 360 px in /tmp/notify-shots.
 */
import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { sessionHeaders } from './application-api';
import { demo, signIn } from './support';

const SHOTS = '/tmp/notify-shots';
mkdirSync(SHOTS, { recursive: true });

/** The sample remark of the server's preview (SAMPLE_PARAMS): markup in it must stay text. */
const REMARK = 'Please attach the <signed> building plan & the fire NOC.';
/** A clarification's link opens the application's form. */
const FORM =
  '/PlotService/raiseServiceRequest/TimeLimitExtensionService?SubmissionId=APP2026000042';

async function openFromMenu(page: Page) {
  await page.goto('/dashboard');
  const menu = page.getByRole('button', { name: 'Open menu' });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole('link', { name: 'Message Templates' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Message Templates' })).toBeVisible();
}

test('staff preview every message: subject, plain text, HTML and SMS with sample data', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, demo.midc);
  await openFromMenu(page);

  // Every event of the issue has its template, under its group.
  const messages = page.getByRole('button', { expanded: false });
  await expect(messages).toHaveCount(18);
  for (const group of ['Applications', 'Payments of application fees', 'Office queue'])
    await expect(page.getByRole('heading', { level: 2, name: group })).toBeVisible();

  await page.getByRole('button', { name: 'Clarification sought by the office' }).click();
  const preview = page.getByRole('region', { name: 'Clarification sought by the office' });
  await expect(preview.getByRole('region', { name: 'Subject' })).toHaveText(
    'SubjectClarification sought on application APP2026000042',
  );
  const text = preview.getByRole('region', { name: 'Plain text' });
  await expect(text).toContainText('Dear Asha Patil,');
  await expect(text).toContainText(REMARK);
  await expect(text).toContainText(`${baseURL}${FORM}`);
  const sms = preview.getByRole('region', { name: /^SMS \(\d+ characters\)$/ });
  await expect(sms).toContainText(`Clarification sought on application APP2026000042: ${REMARK}`);

  // The HTML part, in a frame that may run nothing: the remark's markup shows as text.
  const frameElement = preview.locator('iframe');
  await expect(frameElement).toHaveAttribute('sandbox', '');
  const frame = preview.frameLocator('iframe');
  await expect(frame.locator('body')).toContainText(REMARK);
  await expect(frame.locator('signed')).toHaveCount(0);
  await expect(frame.getByRole('link')).toHaveAttribute('href', `${baseURL}${FORM}`);
  await page.screenshot({ path: `${SHOTS}/templates-1280.png`, fullPage: true });

  // The frame runs no script (sandbox), so axe cannot enter it: the page around it is checked
  // here, and the e-mail's own document (lang, title) by the server's template test.
  const axe = await new AxeBuilder({ page })
    .exclude('iframe')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

  // A phone: the page does not scroll sideways, the frame fits the screen.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.getByRole('button', { name: 'Water bill due' }).click();
  const bill = page.getByRole('region', { name: 'Water bill due' });
  await expect(bill.getByRole('region', { name: 'Subject' })).toContainText(
    'Water bill WB-TLJ-2026-0002 due',
  );
  await expect(bill.getByRole('region', { name: 'Plain text' })).toContainText(
    'is due: ₹1,21,275.75 by 1 December 2026.',
  );
  await bill.locator('iframe').scrollIntoViewIfNeeded();
  const box = await bill.locator('iframe').boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(360);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(
    0,
  );
  await page.screenshot({ path: `${SHOTS}/templates-360.png` });
});

test('an investor has no Message Templates in the menu and cannot open it', async ({ page }) => {
  await signIn(page, demo.investor);
  await expect(page.getByRole('link', { name: 'Message Templates' })).toHaveCount(0);
  await page.goto('/MessageTemplates');
  await expect(page.getByRole('heading', { level: 1, name: 'Message Templates' })).toHaveCount(0);
  const res = await page.request.get('/api/notifications/templates', {
    headers: await sessionHeaders(page),
  });
  expect(res.status()).toBe(403);
});
