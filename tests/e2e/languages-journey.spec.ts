/**
 * Issue 20's journey in Marathi, then Hindi: choose मराठी on the sign-in page, open a service and
 * see its labels and a validation error in Marathi, save a draft, switch to हिंदी in the shell and
 * read the same draft in Hindi (answers kept), submit; the acknowledgement and the payment receipt
 * in Hindi, and the choice kept on the profile for the next sign-in.
 *
 * Expected texts come from the catalogs and the service's translation files, looked up by their
 * English (tests/e2e/translations.ts), so the test reads like the English ones.
 *
 * Each attempt runs on a server and database of its own (server-on-copy.ts): the journey submits
 * and pays, which discardOpen cannot undo, so a retry on the shared server failed at the draft
 * whatever had failed the first time. The profile's language is kept on that server only.
 */
import { expect, test, type Page } from '@playwright/test';
import { minimalPdf, upload } from '../fixtures/files';
import { htmlLang, type Language } from '../../src/domain/i18n/languages';
import { SPEC_PORT_OFFSET } from '../support/e2e-port';
import { serverOnCopy } from './server-on-copy';
import { demo, discardOpen } from './support';
import { serviceTr, tr, trPattern } from './translations';

const FOLDER = 'change-company-name';
const SERVICE = 'ChangeCompanyNameService';
const PLOT = { id: 'PUN-RJN-W45', button: /W-45/ };
const NEW_NAME = 'Demo Industries Private Limited';

const server = serverOnCopy(SPEC_PORT_OFFSET.languagesJourney, 'languages-journey');
test.use({ baseURL: server.origin });

// A fresh server per attempt: a retry starts from the seeded data as the first try did.
test.beforeEach(async () => {
  test.setTimeout(240_000);
  await server.setUp();
});
test.afterEach(() => server.tearDown());

const svc = (language: Language, english: string) => serviceTr(FOLDER, language, english);
const panel = (page: Page) => page.getByRole('tabpanel');

/**
 * Chooses `language` in the switcher. Signed in, the choice is also saved on the profile: wait for
 * that answer, as a person does before reloading, so a reload right after cannot abort the save
 * (on a busy machine it did, and the next sign-in read the previous language).
 */
async function switchTo(page: Page, language: Language, from: Language, signedIn = false) {
  const saved = signedIn
    ? page.waitForResponse(
        (r) => r.request().method() === 'PUT' && r.url().endsWith('/api/account/language'),
      )
    : undefined;
  await page
    .getByRole('combobox', { name: tr(from, 'Language') })
    .first()
    .selectOption(language);
  await expect(page.locator('html')).toHaveAttribute('lang', htmlLang(language));
  if (saved) {
    const response = await saved;
    expect(response.request().postDataJSON()).toEqual({ Language: language });
    expect(response.status()).toBe(200);
  }
}

async function expectStep(page: Page, language: Language, english: string) {
  await expect(
    panel(page).getByRole('heading', { level: 2, name: svc(language, english) }),
  ).toBeVisible();
}

test('a plot holder files a service in Marathi, reads the draft in Hindi and pays in Hindi', async ({
  page,
}) => {
  // Sign in, having chosen Marathi on the sign-in page.
  await page.goto('/');
  await switchTo(page, 'mr', 'en');
  await expect(
    page.getByRole('heading', { name: tr('mr', 'Sign in to your account') }),
  ).toBeVisible();
  await page.locator('#login-email').fill(demo.investor);
  await page.locator('#login-password').fill(demo.password);
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(/dashboard/i);
  await discardOpen(page, PLOT.id, SERVICE);

  // The service, from the plot's catalogue, in Marathi.
  await page.getByRole('button', { name: PLOT.button }).first().click();
  await expect(page).toHaveURL(/PlotService$/);
  await page.goto(`/PlotService/raiseServiceRequest/${SERVICE}`);
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: svc('mr', 'Change in company name or constitution'),
    }),
  ).toBeVisible();
  await expectStep(page, 'mr', 'Applicant and plot');
  const next = (language: Language) => page.getByRole('button', { name: tr(language, 'Next') });
  await next('mr').click();
  await expectStep(page, 'mr', 'The change');

  // A validation error in Marathi: Next with nothing answered.
  await next('mr').click();
  const question = panel(page).getByRole('radiogroup', { name: svc('mr', 'What is changing?') });
  await expect(question).toBeVisible();
  await expect(panel(page).getByText(svc('mr', 'This field is required')).first()).toBeVisible();

  // Answer, and save a draft.
  await question.getByRole('radio').first().check();
  await panel(page)
    .getByRole('textbox', { name: svc('mr', 'Date the change took effect') })
    .fill('2025-02-14');
  await panel(page)
    .getByRole('textbox', { name: svc('mr', 'New name'), exact: true })
    .fill(NEW_NAME);
  await page.getByRole('button', { name: tr('mr', 'Save as draft') }).click();
  await expect(page.getByText(trPattern('mr', 'Saved at {time}'))).toBeVisible();

  // Switch to Hindi in the shell: the same draft, its answers kept, now in Hindi.
  await switchTo(page, 'hi', 'mr', true);
  await expectStep(page, 'hi', 'The change');
  await expect(
    panel(page).getByRole('textbox', { name: svc('hi', 'New name'), exact: true }),
  ).toHaveValue(NEW_NAME);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', htmlLang('hi'));
  await expect(
    panel(page).getByRole('textbox', { name: svc('hi', 'New name'), exact: true }),
  ).toHaveValue(NEW_NAME);

  // Documents, declarations, review and submit, in Hindi.
  await next('hi').click();
  await expectStep(page, 'hi', 'Documents');
  // Every required slot (its group's name ends in ' *'): a real PDF, seen uploaded.
  for (const slot of await panel(page).getByRole('group', { name: / \*$/ }).all()) {
    const button = slot.getByRole('button', { name: trPattern('hi', 'Choose file for {label}') });
    if ((await button.count()) === 0) continue;
    const chooser = page.waitForEvent('filechooser');
    await button.click();
    await (await chooser).setFiles(upload('proof.pdf', 'application/pdf', minimalPdf('Proof')));
    await expect(slot.getByRole('button', { name: tr('hi', 'Preview') })).toBeVisible();
  }
  await next('hi').click();
  await expectStep(page, 'hi', 'Declarations');
  for (const box of await panel(page).getByRole('checkbox').all()) await box.check();
  const declarant = panel(page).getByRole('textbox', { name: svc('hi', 'Name'), exact: true });
  if (!(await declarant.inputValue())) await declarant.fill('Demo Investor');
  await panel(page)
    .getByRole('textbox', { name: svc('hi', 'Place'), exact: true })
    .fill('Pune');
  await next('hi').click();
  await expect(
    page.getByRole('heading', { level: 2, name: tr('hi', 'Review and submit') }),
  ).toBeVisible();
  await page.getByRole('button', { name: tr('hi', 'Submit'), exact: true }).click();
  // The confirmation's own words are the forms catalog's; its confirm button, by its place.
  await expect(page.getByRole('dialog')).toContainText(tr('hi', 'Submit the application?'));
  await page.locator('.swal2-confirm').click();
  const acknowledgement = page
    .getByRole('status')
    .filter({ hasText: tr('hi', 'Application submitted') });
  await expect(acknowledgement).toBeVisible();
  const id = (await page.getByRole('definition').nth(0).textContent()) ?? '';
  expect(id).toMatch(/^SWC-\d{4}-\d{6}$/);

  // Pay the fee; the receipt in Hindi, amounts in Indian grouping.
  await page.goto(`/PlotService/ServiceInformation?SubmissionId=${id}`);
  await page.getByTestId('pay-button').getByRole('button').click();
  await page.getByRole('button', { name: 'Success' }).click();
  const receipt = page.getByRole('region', { name: tr('hi', 'Payment receipt') });
  await expect(receipt).toContainText(id);
  await expect(receipt).toContainText(/₹\d{1,2}(,\d\d)*,\d{3}\.\d\d|₹\d{1,3}\.\d\d/);
  await expect(page.getByText(tr('hi', 'Payment Successful'))).toBeVisible();

  // The choice is on the profile: a fresh browser signs in and is shown Hindi.
  const fresh = await page.context().browser()!.newContext();
  const again = await fresh.newPage();
  await again.goto('/');
  await again.locator('#login-email').fill(demo.investor);
  await again.locator('#login-password').fill(demo.password);
  await again.locator('form button[type="submit"]').click();
  await expect(again.locator('html')).toHaveAttribute('lang', htmlLang('hi'));
  await fresh.close();
});
