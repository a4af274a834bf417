/**
 * Plots, dashboards and application tracking end to end: the investor's dashboard, plot details,
 * plot summary and an application's timeline; then a clarification round trip with the
 * corporation's scrutiny desk (midc@demo.test) and the approval showing on the dashboard.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { prepare, submit } from './application-api';
import { demo, signIn } from './support';

const SERVICE = 'FinalFormBService';

async function asUser(browser: Browser, email: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, email);
  return page;
}

const approvedCount = (page: Page) =>
  page
    .getByRole('listitem')
    .filter({ hasText: 'Plot A-12, Taloja MIDC' })
    .locator('[data-count="ApprovedApplications"]');

/** As staff: open the application from the queue and take an action (with remarks). */
async function staffAction(page: Page, id: string, label: string, remarks?: string) {
  await page.goto('/dashboard');
  await page.getByRole('link', { name: `Open ${id}` }).click();
  await page.getByRole('button', { name: label }).click();
  const dialog = page.getByRole('dialog');
  if (remarks) await dialog.getByRole('textbox').fill(remarks);
  await dialog.getByRole('button', { name: label }).click();
  await expect(dialog).toBeHidden();
}

test('investor: dashboard, plot details, plot summary and an application timeline', async ({
  page,
}) => {
  await signIn(page, demo.investor);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Plot A-12, Taloja MIDC' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Plot W-45, Ranjangaon MIDC' })).toBeVisible();
  await page.getByRole('button', { name: 'Open plot: Plot A-12, Taloja MIDC' }).click();
  await expect(page).toHaveURL(/\/PlotService$/);
  await expect(page.getByRole('region', { name: 'Plot in use' })).toContainText('RAI-TLJ-A12');
  await page.getByRole('link', { name: 'Plot summary and applications' }).click();
  await expect(page.getByRole('region', { name: 'Plot in use' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Applications of this plot' })).toBeVisible();
  await expect(page.getByText('Suggested applications')).toBeVisible();
  await page.getByRole('link', { name: /^View: Final fire NOC/ }).click();
  await expect(page).toHaveURL(/ServiceInformation\?SubmissionId=SWC-2019-000001/);
  const timeline = page.getByRole('list', { name: 'Timeline' });
  await expect(timeline).toContainText('Approved');
  await expect(timeline).toContainText('by Demo MIDC Officer');
});

test('clarification round trip with the scrutiny desk, then approval', async ({ browser }) => {
  const investor = await asUser(browser, demo.investor);
  await investor.goto('/dashboard');
  const before = Number(await approvedCount(investor).textContent());
  const body = await prepare(investor, 'RAI-TLJ-A12', SERVICE);
  await submit(investor, body);
  const id = body.SubmissionId;

  const staff = await asUser(browser, demo.midc);
  await staffAction(staff, id, 'Start scrutiny');
  await expect(staff.getByTestId('app-status')).toHaveText('Under scrutiny');
  // A clarification needs a remark: the dialog refuses without one.
  await staff.getByRole('button', { name: 'Seek clarification' }).click();
  await staff.getByRole('dialog').getByRole('button', { name: 'Seek clarification' }).click();
  await expect(staff.getByText('Please enter the remarks for the applicant.')).toBeVisible();
  await staff.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await staffAction(staff, id, 'Seek clarification', 'Attach the signed agency certificate');
  await expect(staff.getByTestId('app-status')).toHaveText('Clarification sought');

  await investor.goto(`/PlotService/ServiceInformation?SubmissionId=${id}`);
  await expect(investor.getByText('Attach the signed agency certificate').first()).toBeVisible();
  await investor.getByRole('link', { name: 'Edit and resubmit' }).click();
  await expect(investor).toHaveURL(
    new RegExp(`raiseServiceRequest/${SERVICE}\\?SubmissionId=${id}`),
  );
  await expect(investor.getByRole('region', { name: 'Plot in use' })).toBeVisible();
  await submit(investor, body);

  await staffAction(staff, id, 'Start scrutiny');
  await staffAction(staff, id, 'Approve', 'All in order');
  await expect(staff.getByTestId('app-status')).toHaveText('Approved');

  await investor.goto('/dashboard');
  await expect(approvedCount(investor)).toHaveText(String(before + 1));
  await investor.goto(`/PlotService/ServiceInformation?SubmissionId=${id}`);
  const timeline = investor.getByRole('list', { name: 'Timeline' });
  await expect(timeline).toContainText('Remarks: All in order');
  await expect(timeline.getByRole('listitem')).toHaveCount(7);
});
