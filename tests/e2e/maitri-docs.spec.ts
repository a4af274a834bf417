import { readFile } from 'node:fs/promises';
import { expect, test, type Request } from '@playwright/test';
import { demo, signIn } from './support';

const MAITRI_USER = 'MAITRI-INV-1001';

test.describe('single-window (MAITRI) sign-in', () => {
  test('the sandbox launcher signs in and opens the service page; later calls carry the MAITRI headers', async ({
    page,
  }) => {
    const apiCalls: Request[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (/^\/(api|ManageProfile)\//.test(path)) apiCalls.push(request);
    });

    await page.goto('/dev/maitri');
    await expect(
      page.getByRole('heading', { name: 'Single-window sandbox — for testing only' }),
    ).toBeVisible();
    await page.getByLabel('MAITRI user').selectOption(MAITRI_USER);
    await page.getByLabel('MAITRI service').selectOption('MIDC-FIR-201');
    await page.getByLabel('TrackID').fill('TRK-E2E-1');
    await page.getByRole('button', { name: 'Start single-window sign-in' }).click();

    // The open step joins the address as soon as the form shows (?step=…).
    await expect(page).toHaveURL(
      /\/PlotService\/raiseServiceRequest\/FinalFireApprovalService(\?step=[\w-]+)?$/,
    );
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
    // The server picked the investor's plot for the service page.
    const plot = await page.evaluate(() => sessionStorage.getItem('selectedPlot'));
    expect(JSON.parse(plot ?? 'null')).toEqual(expect.any(String));
    await expect.poll(() => apiCalls.length).toBeGreaterThan(0);
    for (const call of apiCalls) {
      const headers = await call.allHeaders();
      expect(headers.mtoken, call.url()).toBeTruthy();
      expect(headers).toMatchObject({
        mserviceid: 'MIDC-FIR-201',
        mtrackid: 'TRK-E2E-1',
        maitriuserid: MAITRI_USER,
      });
      expect(headers.mapplicationid).toMatch(/^MAITRI\//);
      expect(headers.mserviceappid).toMatch(/^SA/);
    }

    // The server recorded them: the sandbox page lists the latest such requests.
    await page.goto('/dev/maitri');
    await expect(page.getByRole('cell', { name: 'MIDC-FIR-201' }).first()).toBeVisible();
  });

  test('an expired single-window token is refused with a clear message', async ({ page }) => {
    await page.goto('/dev/maitri');
    await page.getByLabel('Expired token').check();
    await page.getByRole('button', { name: 'Start single-window sign-in' }).click();
    await expect(page).toHaveURL(/\/MaitriLogin\?/);
    await expect(page.getByRole('alert')).toContainText('The single-window token has expired');
    await expect(
      page.getByRole('link', { name: 'Sign in with e-mail and password' }),
    ).toBeVisible();
  });
});

test.describe('help, grievance and feedback', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, demo.investor);
  });

  test('the grievance hand-off reaches the grievance sandbox, signed in', async ({ page }) => {
    await page.getByRole('button', { name: 'Help' }).click();
    await page.getByRole('menuitem', { name: 'Grievance' }).click();
    await expect(page).toHaveURL(/\/dev\/grievance\?token=/);
    await expect(
      page.getByText('Grievance management sandbox — signed in as Demo Investor'),
    ).toBeVisible();
  });

  test('documents: search, open one, download its PDF', async ({ page }) => {
    await page.goto('/documents');
    await page.getByLabel('Search documents').fill('tree felling');
    await expect(page.getByText(/^1 of \d+ documents match$/)).toBeVisible();
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: /Download Tree felling.* as PDF/ }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('checklist-tree-felling.pdf');
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    await page.getByRole('link', { name: /^Tree felling.*documents and declarations$/ }).click();
    await expect(page).toHaveURL(/\/documents\/aboutdocument\?id=checklist-tree-felling/);
    await expect(page.getByRole('heading', { name: 'Declarations you will accept' })).toBeVisible();
  });

  test('FAQ: search and expand an answer', async ({ page }) => {
    await page.goto('/FAQPage');
    await page.getByLabel('Search the FAQ').fill('pending');
    const question = page.getByRole('button', { name: /My payment shows 'Pending'/ });
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    await question.focus();
    await page.keyboard.press('Enter');
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText('Pending means the bank has not confirmed')).toBeVisible();
  });

  test('feedback is sent from the Help menu with a thank-you toast', async ({ page }) => {
    await page.getByRole('button', { name: 'Help' }).click();
    await page.getByRole('menuitem', { name: 'Give feedback' }).click();
    const dialog = page.getByRole('dialog', { name: 'Give feedback' });
    await dialog.getByRole('combobox', { name: /About/ }).click();
    await page.getByRole('option', { name: 'Documents and FAQ' }).click();
    await dialog.locator('label[for]').filter({ hasText: '5 of 5: Excellent' }).click();
    await dialog.getByRole('textbox', { name: /Your feedback/ }).fill('The checklists are useful.');
    await dialog.getByRole('button', { name: 'Send feedback' }).click();
    await expect(page.getByText('Thank you for your feedback')).toBeVisible();
    await expect(dialog).toBeHidden();
  });
});
