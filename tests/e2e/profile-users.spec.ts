import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { demo, latestMessage, signIn } from './support';

const SUB_PASSWORD = 'Sub@12345';
const OTP_WRONG = 'The OTP entered is incorrect or expired. Please try again.';

/** The verification link in the newest e-mail to `email`. */
async function verificationLink(page: Page, email: string): Promise<string> {
  const mail = await latestMessage(page, email);
  const link = /https?:\/\/\S+\/VerifyTranUser\?token=\S+/.exec(mail.body)?.[0];
  if (!link) throw new Error(`no verification link in: ${mail.body}`);
  return link;
}

/** Adds and verifies a sub-user through the API (setup for tests about something else). */
async function verifiedSubUser(request: APIRequestContext, page: Page, email: string) {
  const login = await request.post('/Account/AuthenticateInvestorUser', {
    data: { Email: demo.investor, Password: demo.password },
  });
  const d = (await login.json()).Data;
  const xsrf = (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN');
  const headers = {
    authorization: `Bearer ${d.access_token}`,
    sessiontoken: d.SessionToken,
    userid: String(d.UserId),
    ...(xsrf ? { 'x-xsrf-token': xsrf.value } : {}),
  };
  const added = await request.post('/api/users', {
    headers,
    data: { UserName: 'Ravi Kumar', Email: email, MobileNo: '9822012345', DepartmentRights: [0] },
  });
  expect((await added.json()).IsSuccess).toBe(true);
  const token = new URL(await verificationLink(page, email)).searchParams.get('token');
  const verified = await request.post('/api/users/verify', {
    data: { Token: token, Password: SUB_PASSWORD },
  });
  expect((await verified.json()).IsSuccess).toBe(true);
}

test.describe('sub-users and department rights', () => {
  test('an investor adds a sub-user, who verifies, sees only the granted departments, and loses a revoked one', async ({
    page,
    browser,
  }) => {
    const stamp = Date.now();
    // A person's name is letters only: the stamp's digits spelt as letters keep it unique.
    const name = `Asha ${String(stamp).replace(/\d/g, (d) => 'abcdefghij'[Number(d)] ?? '')}`;
    const email = `asha.${stamp}@demo.test`;
    await signIn(page, demo.investor);

    await page.goto('/adduser');
    await page.getByRole('button', { name: 'Add user' }).click();
    await expect(page.getByText('Invalid email address')).toBeVisible();
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await page.getByLabel('E-mail address').fill(email);
    await page.getByLabel('Mobile number').fill('98123 45678');
    await page.getByRole('checkbox', { name: /^Lease and Land/ }).check();
    await page.getByRole('checkbox', { name: /^Water/ }).check();
    await page.getByRole('button', { name: 'Add user' }).click();
    await expect(page).toHaveURL(/\/userandroles$/);
    const row = page.getByRole('row', { name: new RegExp(name) });
    await expect(row).toContainText('Awaiting verification');
    await expect(row).toContainText('Lease and Land');
    await expect(row).toContainText('Water');

    const link = await verificationLink(page, email);
    expect((await latestMessage(page, '9812345678')).body).toContain('/VerifyTranUser?token=');

    // The sub-user, in a browser of their own.
    const context = await browser.newContext({ baseURL: new URL(link).origin });
    const sub = await context.newPage();
    await sub.goto(link);
    await sub.getByLabel('Password', { exact: true }).fill(SUB_PASSWORD);
    await sub.getByLabel('Confirm password').fill(SUB_PASSWORD);
    await sub.getByRole('button', { name: 'Verify and set password' }).click();
    await expect(sub.getByText(/Your account is verified/)).toBeVisible();

    await signIn(sub, email, SUB_PASSWORD);
    await sub.goto('/TransactionService');
    await expect(sub.getByRole('heading', { name: 'Lease and Land' })).toBeVisible();
    await expect(sub.getByRole('heading', { name: 'Water' })).toBeVisible();
    await expect(sub.getByRole('heading', { name: 'Fire and PNG' })).toHaveCount(0);
    await expect(sub.getByRole('link', { name: 'Users & Roles' })).toHaveCount(0);

    // The investor takes Water away in the access matrix...
    await page.goto('/AccessManagement');
    await page.getByRole('checkbox', { name: `${name} – Water` }).uncheck();
    await expect(page.getByText('Unsaved changes for 1 user.')).toBeVisible();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('No unsaved changes.')).toBeVisible();

    // ...and it is gone for the sub-user at their next request, without signing in again.
    await sub.reload();
    await expect(sub.getByRole('heading', { name: 'Lease and Land' })).toBeVisible();
    await expect(sub.getByRole('heading', { name: 'Water' })).toHaveCount(0);
    await sub.goto('/PlotService/raiseServiceRequest/NewWaterConnectionService');
    await expect(sub.getByRole('heading', { name: 'Page not found' })).toBeVisible();

    // Deleting asks first, then ends the sub-user's session.
    await page.goto('/userandroles');
    await page.getByRole('button', { name: `Delete ${name}` }).click();
    await expect(page.getByText("You won't be able to revert this!")).toBeVisible();
    await page.getByRole('button', { name: 'Yes, delete the user' }).click();
    await expect(page.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
    await sub.goto('/TransactionService');
    await expect(sub).toHaveURL(/\/sessionexpired$/);
    await context.close();
  });
});

test.describe('profile', () => {
  test('a user changes the e-mail address with the OTP from the outbox; a wrong OTP is refused', async ({
    page,
    request,
  }) => {
    const stamp = Date.now();
    const email = `ravi.${stamp}@demo.test`;
    const newEmail = `ravi.new.${stamp}@demo.test`;
    await verifiedSubUser(request, page, email);
    await signIn(page, email, SUB_PASSWORD);

    await page.goto('/editprofile');
    const section = page.getByRole('region', { name: 'E-mail address' });
    await expect(section).toContainText(`Current address: ${email}`);
    await section.getByLabel('New e-mail address').fill(newEmail);
    await section.getByRole('button', { name: 'Send OTP' }).click();
    await expect(section.getByRole('timer')).toContainText(/0[67]:\d\d/);
    const code = /\b(\d{6})\b/.exec((await latestMessage(page, newEmail)).body)?.[1] ?? '';
    expect(code).toHaveLength(6);

    await section.getByLabel('OTP', { exact: true }).fill(code === '000000' ? '111111' : '000000');
    await section.getByRole('button', { name: 'Verify OTP' }).click();
    await expect(section.getByText(OTP_WRONG)).toBeVisible();

    await section.getByLabel('OTP', { exact: true }).fill(code);
    await section.getByRole('button', { name: 'Verify OTP' }).click();
    await expect(section).toContainText(`Current address: ${newEmail}`);
    const relogin = await request.post('/Account/AuthenticateInvestorUser', {
      data: { Email: newEmail, Password: SUB_PASSWORD },
    });
    expect((await relogin.json()).IsSuccess).toBe(true);
  });

  test('the profile shows the user and company information', async ({ page }) => {
    await signIn(page, demo.investor);
    await page.goto('/profile');
    const company = page.getByRole('region', { name: 'Company information' });
    await expect(company).toContainText('GSTIN');
    await expect(company).toContainText('27AABCD1234E1Z5');
    await expect(page.getByRole('region', { name: 'User information' })).toContainText(
      demo.investor,
    );
  });
});
