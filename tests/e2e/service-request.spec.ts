/**
 * The service engine end to end, on the real server with its seeded demo data: a draft-first
 * service filled step by step, left and resumed, documents uploaded (and a fake PDF refused),
 * declarations, review with the cost, submission, a second submission refused, withdrawal; a
 * direct service that submits without a draft; and department rights for a transaction user.
 */
import { expect, test, type Page, type Request } from '@playwright/test';
import { minimalPdf, textPretendingToBePdf, tinyJpeg, upload } from '../fixtures/files';
import {
  applicationsOf,
  chooseFile,
  demo,
  discardOpen,
  expectStep,
  select,
  signIn,
  stepPanel,
} from './support';

const TREE_FELLING = '/PlotService/raiseServiceRequest/TreeFellingRePlantationService';
const SUB_LETTING = '/PlotService/raiseServiceRequest/SubLetteservice';
const RANJANGAON = /Plot W-45, Ranjangaon MIDC/;
const TALOJA = /Plot A-12, Taloja MIDC/;

/** Collects the Content Security Policy violations the page reports. */
function watchCsp(page: Page): string[] {
  const blocked: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && m.text().includes('Content Security Policy'))
      blocked.push(m.text());
  });
  return blocked;
}

test.describe('service request engine', () => {
  test('a draft-first service: steps, leave and resume, uploads, review, submit once, withdraw', async ({
    page,
  }) => {
    const blocked = watchCsp(page);
    await signIn(page, demo.investor);
    await discardOpen(page, 'PUN-RJN-W45', 'TreeFellingRePlantationService');
    await page.goto(TREE_FELLING);
    await page.getByRole('button', { name: RANJANGAON }).click();
    await expect(page.getByRole('region', { name: 'Plot in use' })).toContainText('W-45');

    await test.step('step 1 shows the prefilled applicant, read-only', async () => {
      await expectStep(page, 'Applicant and plot');
      await expect(stepPanel(page).getByText('Demo Investor')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Back' })).toBeDisabled();
      await page.getByRole('button', { name: 'Next' }).click();
    });

    await test.step('Next on an empty step shows the message beside each required field', async () => {
      await expectStep(page, 'Trees');
      await page.getByRole('button', { name: 'Next' }).click();
      await expectStep(page, 'Trees');
      const species = stepPanel(page).getByRole('combobox', { name: 'Species' });
      await expect(species).toHaveAttribute('aria-invalid', 'true');
      await expect(species).toHaveAccessibleDescription(/This field is required/);
      await expect(
        stepPanel(page).getByRole('radiogroup', { name: 'Action' }),
      ).toHaveAccessibleDescription(/This field is required/);

      await stepPanel(page).getByRole('textbox', { name: 'Tree no. / tag' }).fill('T-1');
      await select(page, 'Species', 'Neem');
      await select(page, 'Condition', 'Dead');
      await stepPanel(page).getByRole('radio', { name: 'Fell' }).check();
      await expect(species).not.toHaveAttribute('aria-invalid', 'true');
      await page.getByRole('button', { name: 'Next' }).click();
    });

    await test.step('the other steps, one at a time', async () => {
      await expectStep(page, 'Reason');
      await select(page, 'Reason', 'Dead or diseased');
      await page.getByRole('button', { name: 'Next' }).click();

      await expectStep(page, 'Replantation');
      await page.getByRole('button', { name: 'Next' }).click();
      const location = stepPanel(page).getByRole('textbox', { name: 'Location on the plot' });
      await expect(location).toHaveAccessibleDescription(/This field is required/);
      await stepPanel(page).getByRole('spinbutton', { name: 'Number of trees to plant' }).fill('2');
      await location.fill('Along the north boundary');
      await stepPanel(page).getByRole('textbox', { name: 'To be planted by' }).fill('15-07-2027');
      await page.getByRole('button', { name: 'Next' }).click();
      await expectStep(page, 'Documents');
    });

    await test.step('leaving keeps the draft; the page offers to resume it', async () => {
      // Straight away, before the autosave's quiet time: leaving must not lose the last answers.
      await page
        .getByRole('navigation', { name: /main/i })
        .getByRole('link', { name: 'Dashboard' })
        .click();
      await expect(page).toHaveURL(/\/Dashboard$/i);
      await expect
        .poll(async () => {
          const drafts = await applicationsOf(
            page,
            'PUN-RJN-W45',
            'TreeFellingRePlantationService',
          );
          return drafts.map((d) => d.Status);
        })
        .toEqual(['Draft']);

      await page.goto(TREE_FELLING);
      await page.getByRole('link', { name: 'Resume the draft' }).click();
      await expect(page).toHaveURL(/SubmissionId=SWC-\d{4}-\d{6}/);
      await expectStep(page, 'Documents');
      await page.getByRole('tab', { name: /^Replantation/ }).click();
      await expect(
        stepPanel(page).getByRole('spinbutton', { name: 'Number of trees to plant' }),
      ).toHaveValue('2');
      await expect(
        stepPanel(page).getByRole('textbox', { name: 'Location on the plot' }),
      ).toHaveValue('Along the north boundary');
      await page.getByRole('tab', { name: /^Trees/ }).click();
      await expect(stepPanel(page).getByRole('textbox', { name: 'Tree no. / tag' })).toHaveValue(
        'T-1',
      );
      await expect(stepPanel(page).getByRole('radio', { name: 'Fell' })).toBeChecked();
      await page.getByRole('tab', { name: /^Documents/ }).click();
      await expectStep(page, 'Documents');
    });

    await test.step('a .pdf that is really text is refused; a real PDF is stored and previewed', async () => {
      const plan = 'Plot plan showing the exact location';
      await chooseFile(page, plan, upload('plan.pdf', 'application/pdf', textPretendingToBePdf));
      await expect(
        page.getByRole('alert').filter({ hasText: "The file 'plan.pdf' is not a real PDF" }),
      ).toBeVisible();

      await chooseFile(page, plan, upload('plan.pdf', 'application/pdf', minimalPdf('Plot plan')));
      const slot = stepPanel(page).getByRole('group', { name: /^Plot plan showing/ });
      await expect(slot.getByText(/^plan\.pdf \(\d+ bytes\)$/)).toBeVisible();
      await expect(slot.getByRole('alert')).toHaveCount(0);
      await slot.getByRole('button', { name: 'Preview' }).click();
      await expect(slot.getByLabel('Preview of plan.pdf')).toBeVisible();
      // The PDF itself is shown: the fallback link appears only when the browser cannot embed it.
      await expect(slot.getByRole('link', { name: 'Open plan.pdf' })).toBeHidden();

      await chooseFile(
        page,
        'Affidavit',
        upload('affidavit.pdf', 'application/pdf', minimalPdf('Affidavit')),
      );
      await chooseFile(page, 'Photographs of each tree', upload('T-1.jpg', 'image/jpeg', tinyJpeg));
      await chooseFile(
        page,
        'Letter of authority',
        upload('authority.pdf', 'application/pdf', minimalPdf('Authority')),
      );
      await expect(stepPanel(page).getByText('authority.pdf', { exact: false })).toBeVisible();
      await page.getByRole('button', { name: 'Next' }).click();
    });

    await test.step('declarations must be ticked', async () => {
      await expectStep(page, 'Declarations');
      await page.getByRole('button', { name: 'Next' }).click();
      const boxes = stepPanel(page).getByRole('checkbox');
      await expect(boxes.first()).toHaveAccessibleDescription(
        'You must accept the Terms & Conditions',
      );
      for (const box of await boxes.all()) await box.check();
      await expect(stepPanel(page).getByText('You must accept the Terms & Conditions')).toHaveCount(
        0,
      );
      const name = stepPanel(page).getByRole('textbox', { name: 'Name' });
      if (!(await name.inputValue())) await name.fill('Demo Investor');
      await stepPanel(page).getByRole('textbox', { name: 'Place' }).fill('Pune');
      await page.getByRole('button', { name: 'Next' }).click();
    });

    let submissionId = '';
    let submitRequest: Request | undefined;
    await test.step('review shows the answers and the cost in ₹; submit asks first', async () => {
      await expect(
        page.getByRole('heading', { level: 2, name: 'Review and submit' }),
      ).toBeVisible();
      await expect(stepPanel(page)).toContainText('Along the north boundary');
      await expect(stepPanel(page)).toContainText('plan.pdf');
      await expect(page.getByText(/₹\s?[\d,]+\.\d\d/).first()).toBeVisible();

      const requested = page.waitForRequest(
        (r) => r.method() === 'POST' && r.url().endsWith('/api/applications/submit'),
      );
      await page.getByRole('button', { name: 'Submit' }).click();
      await expect(
        page.getByText(/Submit your application for .*You won't be able to revert this!/),
      ).toBeVisible();
      await page.getByRole('button', { name: 'Yes, submit it' }).click();
      submitRequest = await requested;

      await expect(
        page.getByRole('status').filter({ hasText: 'Application submitted' }),
      ).toBeVisible();
      const ack = page.getByRole('definition');
      submissionId = (await ack.nth(0).textContent()) ?? '';
      expect(submissionId).toMatch(/^SWC-\d{4}-\d{6}$/);
      await expect(ack.nth(3)).toHaveText(/^₹[\d,]+\.\d\d$/);
    });

    await test.step('a second submission is refused: already submitted', async () => {
      const request = submitRequest as Request;
      const again = await page.request.post(request.url(), {
        headers: await request.allHeaders(),
        data: request.postData() ?? '',
      });
      expect(again.status()).toBe(409);
      expect((await again.json()) as { Message: string }).toMatchObject({
        IsSuccess: false,
        Message: 'Your Application has been already submitted',
      });
    });

    await test.step('withdraw asks first; No keeps it, Yes withdraws it', async () => {
      await page.getByRole('button', { name: 'Withdraw application' }).click();
      await expect(page.getByText(/Withdraw your application for/)).toBeVisible();
      await page.getByRole('button', { name: 'No, keep it' }).click();
      await expect(
        page.getByRole('status').filter({ hasText: 'Application submitted' }),
      ).toBeVisible();

      await page.getByRole('button', { name: 'Withdraw application' }).click();
      await page.getByRole('button', { name: 'Yes, withdraw it' }).click();
      await expect(page.getByText('The application was withdrawn.')).toBeVisible();

      await page.goto(`${TREE_FELLING}?SubmissionId=${submissionId}`);
      await expect(
        page.getByRole('heading', { level: 2, name: 'Review and submit' }),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: 'Submit' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Withdraw application' })).toHaveCount(0);
      await expect(stepPanel(page).getByText(/^Status: Withdrawn\./)).toBeVisible();
    });
    expect(blocked, 'the Content Security Policy blocked something').toEqual([]);
  });

  test('a direct service submits without a draft, on the plot its precondition allows', async ({
    page,
  }) => {
    const drafts: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/applications/draft')) drafts.push(r.method());
    });
    await signIn(page, demo.investor);
    await discardOpen(page, 'RAI-TLJ-A12', 'SubLetteservice');
    await page.goto(SUB_LETTING);
    // The form has no menu item: the menu marks the section it was chosen from.
    await expect(
      page
        .getByRole('navigation', { name: 'Main menu' })
        .getByRole('link', { name: 'Raise Service Request' }),
    ).toHaveAttribute('aria-current', 'true');

    // Ranjangaon has no building completion certificate: the service is not open there.
    await page.getByRole('button', { name: RANJANGAON }).click();
    await expect(page.getByText('This service is not open for this plot yet')).toBeVisible();
    await expect(
      page.getByText(/Sub-letting needs the building completion certificate/),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Next' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Change plot' }).click();
    await page.getByRole('button', { name: TALOJA }).click();

    await expectStep(page, 'Applicant and plot');
    await expect(page.getByRole('button', { name: 'Save as draft' })).toHaveCount(0);
    const next = page.getByRole('button', { name: 'Next' });
    await next.click();

    await expectStep(page, 'Your unit');
    await stepPanel(page)
      .getByRole('spinbutton', { name: 'Total built-up area (m²)' })
      .fill('1200');
    await stepPanel(page).getByRole('radio', { name: 'Industrial' }).check();
    await next.click();

    await expectStep(page, 'Sub-lettees');
    const row = stepPanel(page);
    await row.getByRole('textbox', { name: 'Name of the firm' }).fill('Konkan Packaging LLP');
    await select(page, 'Constitution', 'LLP');
    await row.getByRole('textbox', { name: 'Address' }).fill('Gala 3, Plot A-12, Taloja MIDC');
    await row.getByRole('textbox', { name: 'Activity' }).fill('Corrugated boxes');
    await row.getByRole('spinbutton', { name: 'Area sub-let (m²)' }).fill('150');
    await row.getByRole('textbox', { name: 'Date of occupation' }).fill('2026-12-01');
    await row.getByRole('textbox', { name: 'Leave and licence from' }).fill('2026-12-01');
    await row.getByRole('textbox', { name: 'Leave and licence to' }).fill('2029-11-30');
    await row.getByRole('textbox', { name: /^Registration no\./ }).fill('TNN-4/1234/2026');
    await row
      .getByRole('textbox', { name: 'Registration date of the agreement' })
      .fill('2026-11-10');
    await next.click();

    await expectStep(page, 'Period and payment');
    await stepPanel(page).getByRole('spinbutton', { name: 'Years of permission' }).fill('3');
    await stepPanel(page).getByRole('radio', { name: 'Full period in advance' }).check();
    await next.click();

    await expectStep(page, 'Documents');
    const pdf = (name: string) => upload(name, 'application/pdf', minimalPdf(name));
    await chooseFile(page, 'Request letter from each sub-lettee', pdf('request.pdf'));
    await chooseFile(page, 'Certified copy of each registered', pdf('licence.pdf'));
    await chooseFile(page, 'Plan showing the area', pdf('area-plan.pdf'));
    await chooseFile(page, 'Building completion', pdf('bcc.pdf'));
    await chooseFile(page, 'Letter of authority', pdf('authority.pdf'));
    await expect(stepPanel(page).getByText(/^authority\.pdf/)).toBeVisible();
    await next.click();

    await expectStep(page, 'Declarations');
    for (const box of await stepPanel(page).getByRole('checkbox').all()) await box.check();
    const name = stepPanel(page).getByRole('textbox', { name: 'Name' });
    if (!(await name.inputValue())) await name.fill('Demo Investor');
    await stepPanel(page).getByRole('textbox', { name: 'Place' }).fill('Navi Mumbai');
    await next.click();

    await expect(page.getByRole('heading', { level: 2, name: 'Review and submit' })).toBeVisible();
    await expect(stepPanel(page)).toContainText('Konkan Packaging LLP');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('button', { name: 'Yes, submit it' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Application submitted' }),
    ).toBeVisible();
    await expect(page.getByRole('definition').nth(0)).toHaveText(/^SWC-\d{4}-\d{6}$/);
    await expect(page.getByRole('definition').nth(3)).toHaveText(/^₹[\d,]+\.\d\d$/);
    expect(drafts, 'a direct service saves no draft').toEqual([]);
    // The fee is due: the confirmation offers the Pay button right there (issue 22).
    await expect(page.getByRole('definition').nth(4)).toHaveText('Payment pending');
    const fee = (await page.getByRole('definition').nth(3).textContent()) ?? '';
    await expect(
      page.getByTestId('pay-button').getByRole('button', { name: `Pay ${fee}` }),
    ).toBeVisible();
  });

  test('a transaction user cannot open a service outside their department rights', async ({
    page,
  }) => {
    await signIn(page, demo.txuser);
    // Department rights "0,2": tree felling belongs to department 3 (planning).
    await page.goto(TREE_FELLING);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('tabpanel')).toHaveCount(0);
    // A service of their own department opens.
    await page.goto('/PlotService/raiseServiceRequest/TimeLimitExtensionService');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Extension of time limit' }),
    ).toBeVisible();
  });
});
