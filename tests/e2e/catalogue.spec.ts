/**
 * The whole service catalogue from the plot holder's side: one service of every department filed
 * end to end through the raise-service-request page (draft services saved as a draft first, a
 * direct service submitted in one go), what a department-limited transaction user is offered, and
 * a service whose precondition the plot does not meet shown with the reason instead of a link.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { getCatalog } from '../../server/src/services/forms/catalog.ts';
import { minimalPdf, tinyJpeg, upload } from '../fixtures/files';
import { demo, discardOpen, expectStep, select, signIn, stepPanel } from './support';

const RANJANGAON = { id: 'PUN-RJN-W45', name: 'Plot W-45, Ranjangaon MIDC' };
const TALOJA = { id: 'RAI-TLJ-A12', name: 'Plot A-12, Taloja MIDC' };

/** The service's title as the server lists it (the definitions change; the test should not). */
const titleOf = (serviceId: string) => getCatalog().services.get(serviceId)!.title;

/** Why Form B is not open without the online fire NOC, in the definition's own words. */
const formBReason = getCatalog().services.get('FinalFormBService')!.preconditions[0]!.message;

/** A link or list entry whose text starts with the service's title. */
const startsWithTitle = (serviceId: string) =>
  new RegExp(`^${titleOf(serviceId).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

/** One answer on a step: the widget, its label and the value (radio: group label, option). */
type Answer =
  ['text' | 'number' | 'select', string, string] | ['radio', string, string] | ['check', string];

/** A service filed on Ranjangaon: its department and the answers of its own steps. */
interface Filing {
  department: string;
  serviceId: string;
  direct?: boolean;
  steps: [title: string, answers: Answer[]][];
}

// Simple answers that meet each service's rules on W-45 (agreement to lease, 6,000 m², no BCC).
const filings: Filing[] = [
  {
    department: 'Lease and Land',
    serviceId: 'ChangeCompanyNameService',
    steps: [
      [
        'The change',
        [
          ['radio', 'What is changing?', 'Name only'],
          ['text', 'Date the change took effect', '2025-02-14'],
          ['text', 'New name', 'Demo Industries Private Limited'],
        ],
      ],
    ],
  },
  {
    department: 'Fire and PNG',
    serviceId: 'PNGProvisionalApproval',
    steps: [
      ['Gas supply', [['select', 'City-gas distributor', 'Maharashtra Natural Gas Ltd (MNGL)']]],
      [
        'Proposed installation',
        [
          ['check', 'Furnace'],
          ['number', 'Connected load (SCM per day)', '850'],
          ['text', 'Location of the metering and regulating station (MRS)', 'Near the main gate'],
          ['number', 'Length of the internal pipeline (m)', '140'],
          ['radio', 'Pipe material', 'MS (mild steel)'],
          ['radio', 'Who will install it?', 'The gas distributor'],
        ],
      ],
    ],
  },
  {
    department: 'Water',
    serviceId: 'WaterMeterTestingService',
    steps: [
      [
        'Meter',
        [
          ['text', 'Consumer no.', 'RJN/IND/000451'],
          ['text', 'Meter no.', 'KM-25-2022-10452'],
          ['select', 'Meter size', '25 mm'],
        ],
      ],
      [
        'Complaint',
        [
          ['radio', 'What is wrong with the meter?', 'Running fast'],
          ['text', 'Previous reading: date', '2025-07-31'],
          ['number', 'Previous reading (m³)', '48210'],
          ['text', 'Latest reading: date', '2025-08-31'],
          ['number', 'Latest reading (m³)', '49890'],
          ['radio', 'Do you want to witness the test?', 'No'],
        ],
      ],
    ],
  },
  {
    department: 'Building and Planning',
    serviceId: 'RightOfWayPermissionService',
    direct: true,
    steps: [
      ['Who is applying', [['radio', 'Applicant type', 'Plot holder']]],
      [
        'The line and its route',
        [
          ['radio', 'What will be laid', 'Power cable'],
          [
            'text',
            'Route: from where to where, along which roads',
            'From the substation on road W-2 along its east margin to gate 1 of plot W-45',
          ],
          ['number', 'Route length (m)', '300'],
          ['number', 'Number of road crossings', '1'],
        ],
      ],
      [
        'Work and restoration',
        [
          ['radio', 'Method of laying', 'Overhead poles'],
          ['text', 'Work starts on', '2026-12-01'],
          ['text', 'Work ends on', '2026-12-20'],
          ['radio', 'Who will restore the road and ground?', 'I will restore them myself'],
        ],
      ],
    ],
  },
  {
    department: 'IT',
    serviceId: 'ITHardware',
    steps: [
      [
        'Proposed unit',
        [
          ['radio', 'Where is the unit?', 'MIDC plot'],
          ['number', 'Built-up area used by the unit (m²)', '2200'],
          ['text', 'Expected start of operations', '2027-01-15'],
          ['number', 'Proposed employment (persons)', '90'],
          ['text', 'PAN of the company or firm', 'AAKCS1234M'],
        ],
      ],
      [
        'Proposed investment',
        [
          ['number', 'Land (₹)', '0'],
          ['number', 'Building (₹)', '9500000'],
          ['number', 'Plant and machinery (₹)', '14000000'],
          ['number', 'Computers, software and peripherals (₹)', '1200000'],
        ],
      ],
      [
        'Products',
        [
          // A table: each box is named by its column and its row.
          ['text', 'Name Product 1', 'Printed circuit board assemblies'],
          ['text', 'HS code Product 1', '853400'],
        ],
      ],
    ],
  },
  {
    department: 'Drainage',
    serviceId: 'DrainageConnectionService',
    steps: [
      [
        'Discharge',
        [
          ['radio', 'Type of discharge', 'Domestic sewage'],
          ['number', 'Quantity discharged (m³/day)', '12'],
          ['radio', 'Treatment provided before discharge', 'STP'],
          ['radio', 'Is the unit a member of the common effluent treatment plant (CETP)?', 'No'],
        ],
      ],
      ['Pollution consent', [['radio', 'Pollution category of the unit', 'White']]],
      [
        'Connection',
        [
          ['radio', 'Size of the connecting pipe', '150 mm'],
          ['text', 'Connection point (manhole no. or location)', 'Manhole MH-12 on road W-2'],
          ['radio', 'Must an MIDC road or footpath be dug up for the connection?', 'No'],
        ],
      ],
    ],
  },
  {
    department: 'Co-Developer',
    serviceId: 'CoDeveloper',
    steps: [
      [
        'Project-affected person',
        [
          ['text', 'Name of the project-affected person', 'Vitthal Jadhav'],
          ['text', 'PAP certificate no.', 'PAP/PUN/RJN/2012/0457'],
        ],
      ],
      [
        'Co-developer',
        [
          ['text', 'Name of the co-developer', 'Godavari Infra Developers LLP'],
          ['select', 'Constitution', 'LLP'],
          ['text', 'PAN', 'AAHFG4321K'],
          ['text', 'Address line 1', 'Office 12, Prozone Trade Centre'],
          ['text', 'City / town', 'Pune'],
          ['text', 'State', 'Maharashtra'],
          ['text', 'PIN code', '411001'],
          ['text', 'Contact person', 'Nikhil Kale'],
          ['text', 'Mobile', '9823456789'],
          ['text', 'Email', 'projects@godavari-infra.example.com'],
        ],
      ],
      [
        'Shareholding',
        [
          ['text', 'Name', 'Vitthal Jadhav'],
          ['radio', 'Is this the project-affected person?', 'Yes'],
          ['number', 'Share (%)', '100'],
        ],
      ],
      [
        'Agreement and development',
        [
          ['text', 'Date of the agreement with the co-developer', '2025-04-10'],
          ['radio', 'Scope of the co-developer', 'Construction only'],
          ['number', 'Proposed built-up area (m²)', '2500'],
        ],
      ],
    ],
  },
];

/** Gives one answer in the open step. */
async function answer(page: Page, [kind, label, value]: Answer) {
  const panel = stepPanel(page);
  if (kind === 'select') return select(page, label, value!);
  if (kind === 'check') return panel.getByRole('checkbox', { name: label, exact: true }).check();
  if (kind === 'radio')
    return panel
      .getByRole('radiogroup', { name: label, exact: true })
      .getByRole('radio', { name: value, exact: true })
      .check();
  const role = kind === 'number' ? 'spinbutton' : 'textbox';
  return panel.getByRole(role, { name: label, exact: true }).fill(value!);
}

/** Uploads a real PDF (or a JPEG where only images are taken) to every required upload slot. */
async function uploadRequired(page: Page) {
  const slots = stepPanel(page).getByRole('group', { name: / \*$/ });
  for (const slot of await slots.all()) {
    const button = slot.getByRole('button', { name: /^Choose file for / });
    if ((await button.count()) === 0) continue;
    const pdf = /PDF/.test((await slot.textContent()) ?? '');
    const file = pdf
      ? upload('document.pdf', 'application/pdf', minimalPdf('Document'))
      : upload('photo.jpg', 'image/jpeg', tinyJpeg);
    const chooser = page.waitForEvent('filechooser');
    await button.click();
    await (await chooser).setFiles(file);
    await expect(slot.getByRole('button', { name: 'Preview' })).toBeVisible();
  }
}

/** Ticks every declaration and completes the declarant's name and place. */
async function declare(page: Page) {
  const panel = stepPanel(page);
  for (const box of await panel.getByRole('checkbox').all()) await box.check();
  const name = panel.getByRole('textbox', { name: 'Name', exact: true });
  if (!(await name.inputValue())) await name.fill('Demo Investor');
  await panel.getByRole('textbox', { name: 'Place', exact: true }).fill('Pune');
}

/** Opens the plot on the dashboard, then the catalogue, as a plot holder would. */
async function openCatalogue(page: Page, plot: { name: string }) {
  await page.goto('/dashboard');
  await page.getByRole('button', { name: `Open plot: ${plot.name}` }).click();
  await page.getByRole('link', { name: 'Raise a service request' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Raise Service Request' }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Plot in use' })).toContainText(plot.name);
}

/** The department headings of the catalogue (the side menu has headings of its own). */
const departmentHeadings = (page: Page) =>
  page.getByRole('main').getByRole('heading', { level: 2 });

/** The department's list of services on the catalogue page. */
const departmentList = (page: Page, department: string): Locator =>
  page.getByRole('list', { name: department, exact: true });

/** Files the service on Ranjangaon from the catalogue page, as a plot holder; its SubmissionId. */
async function fileThroughCatalogue(page: Page, filing: Filing): Promise<string> {
  await openCatalogue(page, RANJANGAON);
  await departmentList(page, filing.department)
    .getByRole('link', { name: startsWithTitle(filing.serviceId) })
    .click();
  await expect(page).toHaveURL(
    new RegExp(`raiseServiceRequest/${filing.serviceId}(\\?step=[\\w-]+)?$`),
  );

  const next = page.getByRole('button', { name: 'Next' });
  await expectStep(page, 'Applicant and plot');
  await next.click();
  for (const [title, answers] of filing.steps) {
    await expectStep(page, title);
    for (const a of answers) await answer(page, a);
    await next.click();
  }
  await expectStep(page, 'Documents');
  await uploadRequired(page);
  await next.click();
  await expectStep(page, 'Declarations');
  await declare(page);
  await next.click();
  await expect(page.getByRole('heading', { level: 2, name: 'Review and submit' })).toBeVisible();

  const save = page.getByRole('button', { name: 'Save as draft' });
  if (filing.direct) {
    await expect(save).toHaveCount(0);
  } else {
    await save.click();
    await expect(page.getByText(/^Saved at \d\d:\d\d$/)).toBeVisible();
  }
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByRole('button', { name: 'Yes, submit it' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Application submitted' })).toBeVisible();
  const submissionId = (await page.getByRole('definition').nth(0).textContent()) ?? '';
  expect(submissionId).toMatch(/^SWC-\d{4}-\d{6}$/);
  return submissionId;
}

test.describe('one service of every department, filed through the catalogue', () => {
  // One signed-in page for the series: signing in again for each service adds nothing.
  test.describe.configure({ mode: 'serial' });
  let page: Page;
  const filed = new Map<string, string>();
  test.beforeAll(async ({ browser }) => {
    page = await browser.newPage();
    await signIn(page, demo.investor);
  });
  test.afterAll(async () => page.close());

  for (const filing of filings) {
    const mode = filing.direct ? 'submitted directly' : 'saved as a draft, then submitted';
    test(`${filing.department}: ${filing.serviceId}, ${mode}`, async () => {
      await discardOpen(page, RANJANGAON.id, filing.serviceId);
      filed.set(filing.serviceId, await fileThroughCatalogue(page, filing));
    });
  }

  test('the plot summary and the catalogue show each of them in progress', async () => {
    await page.goto('/PlotService/plotDetails');
    const rows = page.getByRole('table', { name: 'Applications of this plot' }).getByRole('row');
    for (const [serviceId, submissionId] of filed) {
      const row = rows.filter({ hasText: submissionId });
      await expect(row).toContainText(titleOf(serviceId));
      await expect(row.getByRole('cell').nth(1)).toHaveText(/^(Submitted|Payment pending)$/);
    }
    // The catalogue now leads to each of them rather than to a second application.
    await openCatalogue(page, RANJANGAON);
    for (const [serviceId, submissionId] of filed)
      await expect(page.getByRole('link', { name: startsWithTitle(serviceId) })).toContainText(
        `In progress: ${submissionId}`,
      );
  });
});

test.describe('what the catalogue offers', () => {
  test('a transaction user with rights 0,2 is offered Lease and Land and Water only', async ({
    page,
  }) => {
    await signIn(page, demo.txuser);
    await openCatalogue(page, RANJANGAON);
    await expect(departmentHeadings(page)).toHaveText(['Lease and Land', 'Water']);
    await expect(
      page.getByRole('link', { name: startsWithTitle('RightOfWayPermissionService') }),
    ).toHaveCount(0);
  });

  test('Form B is not open without the online final fire NOC, and says why', async ({ page }) => {
    await signIn(page, demo.investor);
    await openCatalogue(page, RANJANGAON);
    const fire = departmentList(page, 'Fire and PNG');
    await expect(
      fire.getByRole('link', { name: startsWithTitle('FinalFormBService') }),
    ).toHaveCount(0);
    await expect(
      fire.getByRole('listitem').filter({ hasText: startsWithTitle('FinalFormBService') }),
    ).toContainText(`Not open for this plot. ${formBReason}`);

    // Taloja holds the final fire NOC approved online: there Form B is a link to its form.
    await openCatalogue(page, TALOJA);
    await expect(
      departmentList(page, 'Fire and PNG').getByRole('link', {
        name: startsWithTitle('FinalFormBService'),
      }),
    ).toBeVisible();

    // The search keeps the grouping and says when nothing matches.
    const search = page.getByRole('searchbox', { name: 'Search services' });
    await search.fill('png');
    await expect(departmentHeadings(page)).toHaveText(['Fire and PNG']);
    await search.fill('helicopter');
    await expect(page.getByText(/^No service matches “helicopter”\./)).toBeVisible();
    await expect(departmentHeadings(page)).toHaveCount(0);
  });
});
