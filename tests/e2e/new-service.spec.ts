/**
 * A new service added as an analyst adds one, end to end, on a copy of the repository: scaffolded
 * with the documented command, refused by the build and by the server while the scaffold's texts
 * are left in, then written only under schemas/ and in services.catalog.json, built, and served
 * from the copy. The investor finds it on the Raise Service Request page, fills it in (required
 * answers checked), sees its price, saves, submits and pays; a transaction user holding its
 * department right is offered it; the corporation's staff approve it. No file under src/ or
 * server/ changes.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { minimalPdf, upload } from '../fixtures/files';
import { SPEC_PORT_OFFSET, e2ePort } from '../support/e2e-port';
import { ProjectCopy } from './project-copy';
import { chooseFile, demo, expectStep, signIn, stepPanel, test } from './support';

const PORT = e2ePort(SPEC_PORT_OFFSET.newService);
const ID = 'NameBoardPermission';
const TITLE = 'Name board permission';
const FOLDER = 'name-board-permission';
const DEPARTMENT = { id: 0, name: 'Lease and Land' };
const RANJANGAON = 'Plot W-45, Ranjangaon MIDC';

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: `http://127.0.0.1:${PORT}` });

let copy: ProjectCopy;
let services = 0;

// eslint-disable-next-line no-empty-pattern -- Playwright wants the fixtures argument destructured
test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(720_000); // copy, two checker runs, a refused start, two builds, a start
  copy = new ProjectCopy();
  const untouched = copy.digest('src', 'server');
  const tsx = 'node_modules/.bin/tsx';
  // The scaffold appends its entry after the services the catalogue already holds, however many.
  const catalogFile = join(copy.root, 'services.catalog.json');
  const before: number = JSON.parse(readFileSync(catalogFile, 'utf8')).services.length;

  const scaffold = copy.run(tsx, ['scripts/new-service.ts', ID, TITLE, String(DEPARTMENT.id)]);
  expect(scaffold.output).toContain(`created schemas/${FOLDER}/ and its catalogue entry`);
  expect(scaffold.status).toBe(0);

  // The scaffold's stand-in texts stop the build and the server, each with file, path and reason.
  const placeholder = [
    `${FOLDER}/steps.json: $.fee.applicantNote: scaffold placeholder left in`,
    `${FOLDER}/steps.json: $.fee.note: scaffold placeholder left in`,
    `services.catalog.json: $.services[${before}].description: scaffold placeholder left in`,
  ];
  const build = copy.run('npm', ['run', 'build']);
  expect(build.status).not.toBe(0);
  for (const line of placeholder) expect(build.output).toContain(line);
  const start = copy.run(tsx, ['server/src/index.ts'], copy.serverEnv(PORT));
  expect(start.status).toBe(1);
  expect(start.output).toContain('The service definitions have errors; the server does not start');
  for (const line of placeholder) expect(start.output).toContain(line);

  writeNameBoardService(copy);
  const built = copy.run('npm', ['run', 'build']);
  expect(built.status, built.output).toBe(0);
  expect(built.output).toContain('schemas OK (0 error(s), 0 warning(s), ');
  // Its texts are shown in English until a translator writes them, and the report says which.
  for (const language of ['mr', 'hi'])
    expect(built.output).toMatch(
      new RegExp(`${FOLDER}/translations/${language}\\.json: (\\d+) of \\1 not translated`),
    );
  expect(copy.digest('src', 'server'), 'a file under src/ or server/ changed').toBe(untouched);
  await copy.startServer(PORT);
});

test.afterAll(async () => copy?.remove());

/** What the analyst writes, only under schemas/ and in services.catalog.json. */
function writeNameBoardService(project: ProjectCopy) {
  project.editJson(`schemas/${FOLDER}/schema.json`, (schema) => {
    schema.properties.request = {
      type: 'object',
      title: 'Name boards',
      properties: {
        boardText: { type: 'string', title: 'Text on the board', minLength: 3, maxLength: 200 },
        boards: { type: 'integer', title: 'Number of boards', minimum: 1, maximum: 10 },
        location: {
          type: 'string',
          title: 'Where the boards will stand',
          enum: ['At the main gate', 'On the building', 'Both'],
        },
      },
      required: ['boardText', 'boards', 'location'],
      additionalProperties: false,
    };
  });
  project.editJson(`schemas/${FOLDER}/ui.json`, (ui) => {
    ui.request = {
      'ui:order': ['boardText', 'boards', 'location'],
      boardText: { 'ui:widget': 'textarea', 'ui:options': { rows: 2 } },
      boards: { 'ui:widget': 'updown' },
      location: { 'ui:widget': 'radio' },
    };
  });
  project.editJson(`schemas/${FOLDER}/steps.json`, (steps) => {
    steps.steps[1].title = 'Name boards';
    steps.fee = {
      note: 'Processing fee at the default rate; display fee of ₹500 a board [assumed].',
      applicantNote: 'A processing fee, and a display fee for each board.',
      rates: { defaultProcessingFee: 'Processing fee for the permission' },
      lines: [
        {
          id: 'processingFee',
          label: 'Processing fee',
          rule: { var: 'rates.defaultProcessingFee' },
        },
        {
          id: 'displayFee',
          label: 'Display fee (₹500 a board)',
          rule: { '*': [{ var: 'data.request.boards' }, 500] },
        },
      ],
    };
    steps.sample.data.request = { boardText: 'Demo Industries', boards: 2, location: 'Both' };
    steps.sample.expectedFee = 2000;
  });
  project.editJson('services.catalog.json', (catalog) => {
    const entry = catalog.services.find((s: { id: string }) => s.id === ID);
    entry.description = 'Permission to put up name boards of the unit on the plot [assumed].';
    services = catalog.services.length;
    // Appended last: the analyst's entry follows every service that was there before.
    expect(catalog.services.findIndex((s: { id: string }) => s.id === ID)).toBe(services - 1);
  });
}

/** Opens the plot on the dashboard, then the Raise Service Request page, as a plot holder would. */
async function openCatalogue(page: Page) {
  await page.goto('/dashboard');
  await page.getByRole('button', { name: `Open plot: ${RANJANGAON}` }).click();
  await page.getByRole('link', { name: 'Raise a service request' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Raise Service Request' }),
  ).toBeVisible();
}

const newServiceLink = (page: Page) =>
  page
    .getByRole('list', { name: DEPARTMENT.name, exact: true })
    .getByRole('link', { name: new RegExp(`^${TITLE}`) });

let submissionId = '';

test('the investor finds the new service, fills it in, sees its price, saves, submits and pays', async ({
  page,
}) => {
  await signIn(page, demo.investor);
  await openCatalogue(page);
  await expect(page.getByText(new RegExp(`^\\d+ of ${services} services are open`))).toBeVisible();
  await newServiceLink(page).click();
  // The open step joins the address as soon as the form shows (?step=…, service-request-page.tsx).
  await expect(page).toHaveURL(
    new RegExp(`/PlotService/raiseServiceRequest/${ID}(\\?step=[\\w-]+)?$`),
  );
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();

  const next = page.getByRole('button', { name: 'Next' });
  await expectStep(page, 'Applicant and plot');
  await next.click();
  await expectStep(page, 'Name boards');
  await next.click();
  const text = stepPanel(page).getByRole('textbox', { name: 'Text on the board' });
  await expect(text).toHaveAttribute('aria-invalid', 'true');
  await expect(text).toHaveAccessibleDescription(/This field is required/);
  await text.fill('Demo Industries Pvt Ltd');
  const boards = stepPanel(page).getByRole('spinbutton', { name: 'Number of boards' });
  await boards.fill('3');
  // Leave the box as a user does (Tab): its value reaches the form on blur, and the error lines
  // that then disappear move what lies below; a click aimed during that shift would miss.
  await boards.press('Tab');
  await stepPanel(page)
    .getByRole('radiogroup', { name: 'Where the boards will stand' })
    .getByRole('radio', { name: 'At the main gate' })
    .check();
  await next.click();

  await expectStep(page, 'Documents');
  await chooseFile(
    page,
    'Letter of authority',
    upload('authority.pdf', 'application/pdf', minimalPdf('Authority')),
  );
  await expect(stepPanel(page).getByRole('button', { name: 'Preview' })).toBeVisible();
  await next.click();

  await expectStep(page, 'Declarations');
  for (const box of await stepPanel(page).getByRole('checkbox').all()) await box.check();
  const name = stepPanel(page).getByRole('textbox', { name: 'Name', exact: true });
  if (!(await name.inputValue())) await name.fill('Demo Investor');
  await stepPanel(page).getByRole('textbox', { name: 'Place', exact: true }).fill('Pune');
  await next.click();

  await expect(page.getByRole('heading', { level: 2, name: 'Review and submit' })).toBeVisible();
  await expect(stepPanel(page)).toContainText('Demo Industries Pvt Ltd');
  // ₹1,000 processing fee + 3 boards × ₹500.
  await expect(page.getByText('₹2,500.00').first()).toBeVisible();
  await page.getByRole('button', { name: 'Save as draft' }).click();
  await expect(page.getByText(/^Saved at \d\d:\d\d$/)).toBeVisible();
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByRole('button', { name: 'Yes, submit it' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Application submitted' })).toBeVisible();
  submissionId = (await page.getByRole('definition').nth(0).textContent()) ?? '';
  expect(submissionId).toMatch(/^SWC-\d{4}-\d{6}$/);

  await page.goto(`/PlotService/ServiceInformation?SubmissionId=${submissionId}`);
  await page
    .getByTestId('pay-button')
    .getByRole('button', { name: /^Pay ₹2,500\.00$/ })
    .click();
  await page.getByRole('button', { name: 'Success' }).click();
  await expect(page.getByText('Payment Successful')).toBeVisible();
});

test('a transaction user holding its department right is offered it, with the application', async ({
  page,
}) => {
  await signIn(page, demo.txuser); // rights 0,2
  await openCatalogue(page);
  // The investor's application is in progress, so the entry leads to it rather than a second one.
  await expect(newServiceLink(page)).toContainText(`In progress: ${submissionId}`);
  await newServiceLink(page).click();
  await expect(page.getByRole('main')).toContainText(`${TITLE} — ${submissionId}`);
  await page.goto(`/PlotService/raiseServiceRequest/${ID}`);
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
});

test("the corporation's staff scrutinise and approve it", async ({ asUser }) => {
  expect(submissionId, 'the investor test filed the application').not.toBe('');
  const staff = await asUser(demo.midc);
  await staff.goto('/dashboard');
  await staff.getByRole('link', { name: `Open ${submissionId}` }).click();
  await expect(staff.getByRole('main')).toContainText(TITLE);
  await staff.getByRole('button', { name: 'Approve' }).click();
  const dialog = staff.getByRole('dialog');
  await dialog.getByRole('textbox').fill('Board design in order');
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(staff.getByTestId('app-status')).toHaveText('Approved');
});
