/**
 * Nothing typed is lost (issue 22), in Chromium against the real server: a draft saves answers
 * that are not valid yet and names them; steps are history entries; what was typed just before a
 * reload comes back; the idle sign-out saves first; two tabs on one draft see both versions and
 * choose; a click right after typing is not lost to error lines moving.
 */
import { expect, test, type Page } from '@playwright/test';
import {
  applicationsOf,
  demo,
  discardOpen,
  expectStep,
  select,
  signIn,
  stepPanel,
} from './support';

const SERVICE = 'ChangeInActivityService';
const PLOT = 'PUN-RJN-W45';
const URL = `/PlotService/raiseServiceRequest/${SERVICE}`;
const RANJANGAON = /Plot W-45, Ranjangaon MIDC/;

/** Opens a fresh application of the service on the plot, on its 'New activity' step. */
async function openActivityStep(page: Page) {
  await signIn(page, demo.investor);
  await discardOpen(page, PLOT, SERVICE);
  await page.goto(URL);
  await page.getByRole('button', { name: RANJANGAON }).click();
  await expectStep(page, 'Applicant and plot');
  await page.getByRole('button', { name: 'Next' }).click();
  await expectStep(page, 'New activity');
}

const nicCode = (page: Page) => stepPanel(page).getByRole('textbox', { name: 'NIC code' });
const newActivity = (page: Page) =>
  stepPanel(page).getByRole('textbox', { name: 'New activity or product' });

/** The stored draft's answers to the activity step. */
async function storedActivity(page: Page) {
  const [row] = await applicationsOf(page, PLOT, SERVICE);
  if (!row) return undefined;
  const { sessionHeaders } = await import('./application-api');
  const res = await page.request.get(`/api/applications/${row.SubmissionId}`, {
    headers: await sessionHeaders(page),
  });
  return ((await res.json()) as { Data: { Data: { activity?: Record<string, unknown> } } }).Data
    .Data.activity;
}

test('Save as draft keeps an answer that is not valid yet, marks it and names it', async ({
  page,
}) => {
  await openActivityStep(page);
  await nicCode(page).fill('ABC');
  await page.getByRole('button', { name: 'Save as draft' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved at' })).toContainText(
    'Not valid yet: Activity › NIC code',
  );
  await expect(nicCode(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(nicCode(page)).toHaveAccessibleDescription(/Enter the 2- to 5-digit NIC 2008 code/);
  await expect.poll(() => storedActivity(page)).toMatchObject({ nicCode: 'ABC' });
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: `test-results/shots/not-valid-yet-${width}.png` });
  }
});

/** Answers every question of the 'New activity' step, so that Next opens the following step. */
async function fillActivityStep(page: Page) {
  const panel = stepPanel(page);
  await panel.getByRole('textbox', { name: 'Present activity' }).fill('Sheet-metal pressing');
  await select(page, 'Sector of the new activity', 'Automobile and auto parts');
  await newActivity(page).fill('Pumps');
  await panel
    .getByRole('textbox', { name: 'Describe the new activity and its process' })
    .fill('Machining and assembly of centrifugal pumps on the existing line.');
  await panel.getByRole('radio', { name: 'Orange' }).check();
  await panel
    .getByRole('textbox', { name: 'Reason for the change' })
    .fill('Orders for pumps have grown and the old product is no longer made.');
}

test('Back and Forward move through the steps', async ({ page }) => {
  await openActivityStep(page);
  await fillActivityStep(page);
  await page.getByRole('button', { name: 'Next' }).click();
  await expectStep(page, 'Materials and products');
  await expect(page).toHaveURL(/[?&]step=materials/);
  await page.goBack();
  await expectStep(page, 'New activity');
  await expect(newActivity(page)).toHaveValue('Pumps');
  await page.goBack();
  await expectStep(page, 'Applicant and plot');
  await page.goForward();
  await expectStep(page, 'New activity');
  await expect(newActivity(page)).toHaveValue('Pumps');
  await page.goForward();
  await expectStep(page, 'Materials and products');
  // Back from the first step leaves the form for the page before it, as any other page would.
  await page.goBack();
  await page.goBack();
  await expectStep(page, 'Applicant and plot');
  await page.goBack();
  await expect(page).not.toHaveURL(/raiseServiceRequest/);
});

test('what was typed just before a reload is kept', async ({ page }) => {
  await openActivityStep(page);
  await newActivity(page).fill('Pumps');
  await page.getByRole('button', { name: 'Save as draft' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved at' })).toBeVisible();
  // Typed, then the page reloads well before the 3-second autosave.
  await newActivity(page).fill('Pumps and valves');
  await newActivity(page).blur();
  await page.waitForTimeout(500);
  await page.reload();
  await expectStep(page, 'New activity');
  const offer = page.getByRole('region', { name: 'You have answers that were not saved' });
  // Either the save as the page went reached the server, or the copy on this device is offered.
  if (await offer.isVisible()) {
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: 800 });
      await page.screenshot({ path: `test-results/shots/restore-offer-${width}.png` });
    }
    await offer.getByRole('button', { name: 'Restore my answers' }).click();
  }
  await expect(newActivity(page)).toHaveValue('Pumps and valves');
  await expect.poll(() => storedActivity(page)).toMatchObject({ newActivity: 'Pumps and valves' });
});

test('a form opened and left without typing keeps nothing and offers nothing back', async ({
  page,
  browser,
}) => {
  const offer = page.getByRole('region', { name: 'You have answers that were not saved' });
  // A service form: its sections start as `{}`, which is not an answer.
  await signIn(page, demo.investor);
  await discardOpen(page, PLOT, SERVICE);
  await page.goto(URL);
  await page.getByRole('button', { name: RANJANGAON }).click();
  await expectStep(page, 'Applicant and plot');
  await page.reload();
  await expectStep(page, 'Applicant and plot');
  await expect(stepPanel(page)).toBeVisible();
  await expect(offer).toHaveCount(0);
  expect(await applicationsOf(page, PLOT, SERVICE)).toEqual([]);
  // The staff's plot registration, the page an administrator lands on.
  const staff = await (await browser.newContext()).newPage();
  await signIn(staff, demo.admin);
  const heading = staff.getByRole('heading', { level: 1, name: 'New Plot Registration' });
  await expect(heading).toBeVisible();
  await expect(stepPanel(staff)).toBeVisible();
  await staff.reload();
  await expect(stepPanel(staff)).toBeVisible();
  const staffOffer = staff.getByRole('region', { name: 'You have answers that were not saved' });
  await expect(staffOffer).toHaveCount(0);
});

test('the idle sign-out saves the step first, even with an answer not valid yet', async ({
  page,
}) => {
  await signIn(page, demo.investor);
  await page.evaluate(() =>
    sessionStorage.setItem('configOverrides', JSON.stringify({ idleTimeout: 8000 })),
  );
  await discardOpen(page, PLOT, SERVICE);
  await page.goto(URL);
  await page.getByRole('button', { name: RANJANGAON }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expectStep(page, 'New activity');
  const headers = await (await import('./application-api')).sessionHeaders(page);
  await newActivity(page).fill('Forgings');
  await nicCode(page).fill('ABC');
  await nicCode(page).blur();
  // No activity: the idle timeout signs out, after the save.
  await expect(page).toHaveURL(/sessionexpired/i, { timeout: 20_000 });
  const rows = await page.request.get(`/api/plots/${PLOT}/applications`, { headers });
  const draft = (
    (await rows.json()) as { Data: { SubmissionId: string; ServiceId: string }[] }
  ).Data.find((r) => r.ServiceId === SERVICE);
  expect(draft).toBeDefined();
  const record = await page.request.get(`/api/applications/${draft!.SubmissionId}`, { headers });
  const data = ((await record.json()) as { Data: { Data: { activity: unknown } } }).Data.Data;
  expect(data.activity).toMatchObject({ newActivity: 'Forgings', nicCode: 'ABC' });
});

test('two tabs on one draft: the later save is refused and the applicant chooses', async ({
  page,
  context,
}) => {
  await openActivityStep(page);
  await newActivity(page).fill('Valves');
  await page.getByRole('button', { name: 'Save as draft' }).click();
  await expect(page).toHaveURL(/SubmissionId=/);
  const url = page.url();

  // A second tab signs in by itself (the session lives in each tab's sessionStorage).
  const other = await context.newPage();
  await signIn(other, demo.investor);
  await other.goto(url);
  await expectStep(other, 'New activity');
  await newActivity(other).fill('Gears from tab B');
  await other.getByRole('button', { name: 'Save as draft' }).click();
  await expect(other.getByRole('status').filter({ hasText: 'Saved at' })).toBeVisible();

  await newActivity(page).fill('Castings from tab A');
  await page.getByRole('button', { name: 'Save as draft' }).click();
  const dialog = page.getByRole('dialog', { name: 'This draft was changed somewhere else' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Gears from tab B');
  await expect(dialog).toContainText('Castings from tab A');
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: `test-results/shots/conflict-${width}.png` });
  }
  // Nothing was overwritten while the choice is open.
  await expect.poll(() => storedActivity(page)).toMatchObject({ newActivity: 'Gears from tab B' });
  await dialog.getByRole('button', { name: 'Keep the answers on this page' }).click();
  await expect(dialog).toBeHidden();
  await expect
    .poll(() => storedActivity(page))
    .toMatchObject({ newActivity: 'Castings from tab A' });
});

test('a press on a choice right after typing is not lost to error lines moving', async ({
  page,
}) => {
  // A phone: one field a row, so an error line that goes moves everything below it.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.clock.install();
  await openActivityStep(page);
  // Next on the empty step shows every error line.
  await page.getByRole('button', { name: 'Next' }).click();
  await expectStep(page, 'New activity');
  await expect(newActivity(page)).toHaveAttribute('aria-invalid', 'true');
  const choice = stepPanel(page).getByRole('radio', { name: 'White' });
  // Time stands still: the typed value waits for the typing pause, so it reaches the form only
  // when the press takes the focus from its box, and its error line goes during the press.
  await page.clock.pauseAt(Date.now() + 60_000);
  await newActivity(page).fill('Pumps');
  // The box typed in and the choice below it are both in sight (nothing moves out of view).
  await stepPanel(page)
    .getByRole('textbox', { name: 'Describe the new activity and its process' })
    .evaluate((box) => box.scrollIntoView({ block: 'center' }));
  await expect(newActivity(page)).toBeInViewport();
  await expect(choice).toBeInViewport();
  const box = (await choice.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  // The press took the focus: the value reached the form, which no longer finds the box empty.
  await expect(newActivity(page)).not.toHaveAttribute('aria-invalid', 'true');
  await page.mouse.up();
  await page.clock.resume();
  await expect(choice).toBeChecked();
  // The error line did go, and what was below it moved up, once the press was over.
  await expect(stepPanel(page).getByText('This field is required')).toHaveCount(4);
  await expect.poll(async () => (await choice.boundingBox())!.y).toBeLessThan(box.y);
});
