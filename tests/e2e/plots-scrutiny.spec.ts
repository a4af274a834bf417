/**
 * Plots, dashboards and application tracking end to end: the investor's dashboard, plot details,
 * plot summary and an application's timeline; a clarification round trip with the corporation's
 * scrutiny desk (midc@demo.test) and the approval showing on the dashboard; and a new plot
 * registered through the form, verified by the office, then used for a service from draft to
 * approval with a clarification on the way.
 */
import { mkdirSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { minimalPdf } from '../fixtures/files';
import { registrationForm } from '../../server/src/services/plots/registration-form.ts';
import { prepare, sessionHeaders, submit } from './application-api';
import { demo, discardOpen, signIn, staffAction, test } from './support';

const SHOTS = '/tmp/plotreg-shots';
mkdirSync(SHOTS, { recursive: true });
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });

const SERVICE = 'FinalFormBService';
/** A service open on any verified plot, without a fee (so no payment step in between). */
const SERVICE_ON_NEW_PLOT = 'ITHardware';
const ALLOTMENT_ORDER = 'MIDC/RO-PUN-I/ALT/2026/019';

const approvedCount = (page: Page) =>
  page
    .getByRole('listitem')
    .filter({ hasText: 'Plot A-12, Taloja MIDC' })
    .locator('[data-count="ApprovedApplications"]');

/** As staff on /plotDetails: the registration waiting for verification (not the plot lookup). */
const pendingRow = (page: Page, name: string) =>
  page
    .getByRole('list', { name: 'Plot registrations to verify' })
    .getByRole('listitem')
    .filter({ hasText: name });

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

test('clarification round trip with the scrutiny desk, then approval', async ({ asUser }) => {
  const investor = await asUser(demo.investor);
  await discardOpen(investor, 'RAI-TLJ-A12', SERVICE); // what a failed attempt left submitted
  await investor.goto('/dashboard');
  const before = Number(await approvedCount(investor).textContent());
  const body = await prepare(investor, 'RAI-TLJ-A12', SERVICE);
  await submit(investor, body);
  const id = body.SubmissionId;

  const staff = await asUser(demo.midc);
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
  // The office's question shows above the form until it is answered (issue 22).
  const notice = investor.getByRole('status').filter({ hasText: 'asked for a clarification' });
  await expect(notice).toBeVisible();
  // Resubmitted (as the form's Submit sends it); reopened, the answered question is gone.
  await submit(investor, body);
  await investor.reload();
  await expect(investor.getByRole('region', { name: 'Plot in use' })).toBeVisible();
  await expect(notice).toHaveCount(0);

  await staffAction(staff, id, 'Start scrutiny');
  await staffAction(staff, id, 'Approve', 'All in order');
  // The toast says what happened, in words (issue 22).
  await expect(staff.getByText(`Application ${id} approved`)).toBeVisible();
  await expect(staff.getByTestId('app-status')).toHaveText('Approved');

  await investor.goto('/dashboard');
  await expect(approvedCount(investor)).toHaveText(String(before + 1));
  await investor.goto(`/PlotService/ServiceInformation?SubmissionId=${id}`);
  const timeline = investor.getByRole('list', { name: 'Timeline' });
  await expect(timeline).toContainText('Remarks: All in order');
  await expect(timeline.getByRole('listitem')).toHaveCount(7);
});

const panel = (page: Page) => page.getByRole('tabpanel');

async function choose(page: Page, label: string, option: string) {
  await panel(page).getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function next(page: Page, title: string) {
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(panel(page).getByRole('heading', { level: 2, name: title })).toBeVisible();
}

/** Fills the registration form step by step, as a plot holder would, up to Review. */
async function fillRegistration(page: Page, plotNumber: string) {
  const box = (name: string) => panel(page).getByRole('textbox', { name });
  await expect(panel(page).getByRole('heading', { name: 'Applicant information' })).toBeVisible();
  await box('Full name').fill('Asha Kulkarni');
  await box('Role').fill('Director');
  await box('Mobile').fill('9822012345');
  await box('Email').fill('asha@example.com');
  // The districts listed are Maharashtra's: another state asks for none.
  await choose(page, 'State', 'Andaman and Nicobar Islands');
  await expect(panel(page).getByRole('combobox', { name: 'District' })).toHaveCount(0);
  await choose(page, 'State', 'Maharashtra');
  await choose(page, 'District', 'Pune');
  await box('City / town').fill('Pune');
  await box('PIN code').fill('411026');
  await shot(page, '02-registration-applicant');
  await next(page, 'Registered office');
  await box('Company name').fill('Sahyadri Precision Engineering Pvt Ltd');
  await choose(page, 'Constitution', 'Private Ltd');
  await choose(page, 'State', 'Maharashtra');
  await box('Contact email 1').fill('office@example.com');
  await next(page, 'Plot information');
  await choose(page, 'Industrial area', 'Chakan (Pune district)');
  await box('Property no. (plot / shed / gala)').fill(plotNumber);
  await panel(page).getByRole('spinbutton', { name: 'Plot area (m²)' }).fill('2500');
  await choose(page, 'Property form', 'Plot');
  await choose(page, 'Type of property', 'Industrial');
  await panel(page).getByRole('radio', { name: 'Yes, an MIDC plot' }).check();
  await shot(page, '03-registration-plot');
  await next(page, 'Unit contact and activity');
  await choose(page, 'Type of industry / activity', 'Manufacturing');
  await next(page, 'Letter of authority and declarations');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: /^Choose file for Letter of authority/ }).click();
  await (
    await chooser
  ).setFiles({
    name: 'authority.pdf',
    mimeType: 'application/pdf',
    buffer: minimalPdf('Letter of authority'),
  });
  await expect(panel(page).getByText('authority.pdf', { exact: false })).toBeVisible();
  for (const check of await panel(page).getByRole('checkbox').all()) await check.check();
  await shot(page, '04-registration-documents');
  await next(page, 'Review and submit');
  await expect(page.getByText('Sahyadri Precision Engineering Pvt Ltd').first()).toBeVisible();
  await shot(page, '05-registration-review');
}

test('a registered plot: verified by the office, then a service from draft to approval', async ({
  asUser,
}) => {
  test.setTimeout(180_000); // two users, a whole form and seven state changes
  const plotNumber = `E${Date.now() % 1_000_000}`;
  const name = `Plot ${plotNumber}, Chakan MIDC`;
  const investor = await asUser(demo.investor);
  const staff = await asUser(demo.midc);
  const card = investor.getByRole('listitem').filter({ hasText: name });
  let plotId = '';

  await test.step('the investor registers the plot; it waits for verification', async () => {
    await investor.goto('/dashboard');
    await investor.getByRole('link', { name: 'Register another plot' }).click();
    await expect(investor).toHaveURL(/\/plotregistration$/);
    await fillRegistration(investor, plotNumber);
    await investor.getByRole('button', { name: 'Submit' }).click();
    await investor.getByRole('button', { name: 'Yes, submit' }).click();
    await expect(investor.getByText(/now waits for verification/)).toBeVisible();
    plotId = /Plot ID ([A-Z0-9-]+)\)/.exec(
      (await investor.getByText(/now waits for verification/).textContent()) ?? '',
    )![1]!;
    await investor.getByRole('button', { name: 'Okay' }).click();
    await expect(investor).toHaveURL(/\/Dashboard$/i);
    await expect(card).toContainText('Pending verification');
    await expect(card.getByRole('button', { name: /^Open plot/ })).toHaveCount(0);
    await shot(investor, '01-dashboard-pending');
  });

  await test.step('the office sees it with its letter and verifies it', async () => {
    await staff.goto('/plotDetails');
    const row = pendingRow(staff, name);
    await expect(row).toContainText('Sahyadri Precision Engineering Pvt Ltd');
    await expect(row).toContainText('2,500 m²');
    await shot(staff, '06-staff-verification-list');
    await row.getByRole('button', { name: `Verify ${name}` }).click();
    // The allotment file's facts go on record with the verification.
    const dialog = staff.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Allotment order no.' }).fill(ALLOTMENT_ORDER);
    await dialog.getByRole('textbox', { name: 'Allotment date' }).fill('02-03-2026');
    await dialog.getByRole('textbox', { name: 'Possession date' }).fill('01-04-2026');
    await dialog.getByRole('combobox', { name: 'Lease' }).click();
    await staff.getByRole('option', { name: 'Agreement to lease' }).click();
    await shot(staff, '06b-staff-verify-with-facts');
    await dialog.getByRole('button', { name: 'Verify plot' }).click();
    await expect(row).toBeHidden();
  });

  let id = '';
  let body: Awaited<ReturnType<typeof prepare>> | undefined;
  await test.step('the investor opens the verified plot and submits a service', async () => {
    await investor.goto('/dashboard');
    await expect(card).not.toContainText('Pending verification');
    await card.getByRole('button', { name: `Open plot: ${name}` }).click();
    await expect(investor.getByRole('region', { name: 'Plot in use' })).toContainText(plotId);
    // The service form shows the facts the office recorded among the plot's details.
    await investor.goto(`/PlotService/raiseServiceRequest/${SERVICE_ON_NEW_PLOT}`);
    await expect(investor.getByRole('tabpanel')).toContainText(ALLOTMENT_ORDER);
    await expect(investor.getByRole('tabpanel')).toContainText('Agreement to lease');
    body = await prepare(investor, plotId, SERVICE_ON_NEW_PLOT);
    await submit(investor, body);
    id = body.SubmissionId;
    await investor.goto('/dashboard');
    await expect(card.locator('[data-count="OnGoingApplications"]')).toHaveText('1');
  });

  await test.step('the office asks for a clarification; the investor reads it and answers', async () => {
    await staffAction(staff, id, 'Start scrutiny');
    await staffAction(staff, id, 'Seek clarification', 'Attach the LOI of the Directorate');
    await investor.goto(
      `/PlotService/raiseServiceRequest/${SERVICE_ON_NEW_PLOT}?SubmissionId=${id}`,
    );
    const notice = investor.getByRole('status').filter({ hasText: 'asked for a clarification' });
    await expect(notice).toContainText('Attach the LOI of the Directorate');
    await expect(notice).toContainText('Demo MIDC Officer');
    await shot(investor, '07-clarification-notice');
    await submit(investor, body);
  });

  await test.step('the office approves; counts, plot summary and timeline follow', async () => {
    await staffAction(staff, id, 'Start scrutiny');
    await staffAction(staff, id, 'Approve', 'Registered');
    await investor.goto('/dashboard');
    await expect(card.locator('[data-count="ApprovedApplications"]')).toHaveText('1');
    await expect(card.locator('[data-count="OnGoingApplications"]')).toHaveText('0');
    await card.getByRole('button', { name: `Applications of ${name}` }).click();
    const table = investor.getByRole('table', { name: 'Applications of this plot' });
    await expect(table).toContainText(id);
    await expect(table).toContainText('Approved');
    await investor.goto(`/PlotService/ServiceInformation?SubmissionId=${id}`);
    const timeline = investor.getByRole('list', { name: 'Timeline' });
    await expect(timeline.getByRole('listitem')).toHaveCount(7);
    await expect(timeline).toContainText('Clarification sought');
    await expect(timeline).toContainText('Remarks: Attach the LOI of the Directorate');
    await expect(timeline).toContainText('Remarks: Registered');
    await shot(investor, '08-timeline');
  });
});

test('a rejected registration shows the remark; its owner removes it after confirming', async ({
  asUser,
}) => {
  const investor = await asUser(demo.investor);
  const staff = await asUser(demo.midc);
  const plotNumber = `R${Date.now() % 1_000_000}`;
  const name = `Plot ${plotNumber}, Chakan MIDC`;
  await registerThroughApi(investor, plotNumber);

  await staff.goto('/plotDetails');
  const row = pendingRow(staff, name);
  await row.getByRole('button', { name: `Reject ${name}` }).click();
  const dialog = staff.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(dialog.getByText('Please tell the plot holder why it is rejected.')).toBeVisible();
  await dialog.getByRole('textbox').fill('No allotment order for this number in Chakan.');
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(row).toBeHidden();

  await investor.goto('/dashboard');
  const card = investor.getByRole('listitem').filter({ hasText: name });
  await expect(card).toContainText('Registration rejected');
  await expect(card).toContainText('No allotment order for this number in Chakan.');
  await shot(investor, '09-dashboard-rejected');
  await card.getByRole('button', { name: `Remove registration of ${name}` }).click();
  await investor.getByRole('button', { name: 'No, keep it' }).click();
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: `Remove registration of ${name}` }).click();
  await investor.getByRole('button', { name: 'Yes, remove it' }).click();
  await expect(card).toBeHidden();
});

/** Files a registration with the form's sample answers through the API (the page's session). */
async function registerThroughApi(page: Page, plotNumber: string) {
  const headers = await sessionHeaders(page);
  const form = registrationForm();
  const letter = await page.request.post('/api/uploads', {
    headers,
    multipart: {
      ServiceId: 'PlotRegistration',
      Key: 'authorityLetter',
      file: { name: 'authority.pdf', mimeType: 'application/pdf', buffer: minimalPdf('Letter') },
    },
  });
  expect(letter.ok(), await letter.text()).toBeTruthy();
  const file = ((await letter.json()) as { Data: Record<string, unknown> }).Data;
  const areas = await page.request.get('/api/industrial-areas', { headers });
  const chakan = (
    (await areas.json()) as { Data: { Name: string; IndustrialAreaId: number }[] }
  ).Data.find((a) => a.Name === 'Chakan')!;
  const data = structuredClone(form.sample.data) as Record<string, Record<string, unknown>>;
  data.plotInfo = {
    ...data.plotInfo,
    IndustrialAreaId: chakan.IndustrialAreaId,
    PlotNumber: plotNumber,
  };
  data.documents = {
    authorityLetter: {
      id: file.FileId,
      name: file.FileName,
      size: file.Size,
      type: file.ContentType,
    },
  };
  const res = await page.request.post('/api/plot-registrations', {
    headers,
    data: { Registration: data },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
}

test('an admin registers a plot for a named plot holder', async ({ asUser }) => {
  test.setTimeout(120_000);
  const admin = await asUser(demo.admin);
  const plotNumber = `A${Date.now() % 1_000_000}`;
  await admin.goto('/plotregistration');
  const holder = admin.getByRole('textbox', { name: "Plot holder's account e-mail" });
  await expect(holder).toBeVisible();
  await shot(admin, '10-admin-registration');
  await fillRegistration(admin, plotNumber);
  await admin.getByRole('button', { name: 'Submit' }).click();
  await expect(admin.getByText("Enter the plot holder's account e-mail.")).toBeVisible();
  await holder.fill(demo.investor);
  await admin.getByRole('button', { name: 'Submit' }).click();
  await admin.getByRole('button', { name: 'Yes, submit' }).click();
  await expect(admin.getByText(/now waits for verification/)).toBeVisible();
  await admin.getByRole('button', { name: 'Okay' }).click();
  await expect(holder).toHaveValue('');

  const investor = await asUser(demo.investor);
  await investor.goto('/dashboard');
  const card = investor
    .getByRole('listitem')
    .filter({ hasText: `Plot ${plotNumber}, Chakan MIDC` });
  await expect(card).toContainText('Pending verification');
});
