import { expect, test } from '@playwright/test';
import { demo, latestMessage, signIn } from './support';

test.describe('sign-in and session', () => {
  test('an empty e-mail, an empty password and a wrong password show the spec toasts', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByText(/single window/i).first()).toBeVisible();
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Please enter Email')).toBeVisible();

    await page.getByLabel('Email').fill(demo.investor);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Please enter password')).toBeVisible();

    await page.getByLabel('Password', { exact: true }).fill('Wrong@12345');
    await page.getByLabel('Password', { exact: true }).press('Enter');
    await expect(page.getByText('Please enter valid Email and password')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the password can be shown and hidden', async ({ page }) => {
    await page.goto('/');
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('secret');
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(password).toHaveAttribute('type', 'password');
  });

  const menus = [
    {
      who: 'investor',
      email: demo.investor,
      sees: ['Users & Roles', 'Plot Summary', 'Raise Service Request'],
      not: [],
    },
    {
      who: 'industrial-body user',
      email: demo.midc,
      sees: ['Profile', 'New Plot Registration'],
      not: ['Users & Roles', 'Raise Service Request'],
    },
    {
      who: 'transaction user',
      email: demo.txuser,
      sees: ['Raise Service Request', 'Plot Summary'],
      not: ['Users & Roles', 'New Plot Registration'],
    },
    {
      who: 'admin',
      email: demo.admin,
      sees: ['New Plot Registration', 'Profile'],
      not: ['Users & Roles', 'Raise Service Request', 'Dashboard'],
    },
  ];
  for (const { who, email, sees, not } of menus) {
    test(`the ${who} signs in and sees the navigation of the role`, async ({ page }) => {
      await signIn(page, email);
      const nav = page.getByRole('navigation', { name: /main/i });
      for (const name of sees)
        await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
      for (const name of not)
        await expect(nav.getByRole('link', { name, exact: true })).toHaveCount(0);
    });
  }

  test('logout asks first, then shows Successfully Logged Out and the session stops working', async ({
    page,
  }) => {
    await signIn(page, demo.investor);
    const [token, userId, refreshToken] = await page.evaluate(() => [
      sessionStorage.getItem('access_token'),
      sessionStorage.getItem('UserId'),
      sessionStorage.getItem('refresh_token'),
    ]);
    expect(token).toBeTruthy();
    const revocation = page.waitForRequest((r) => r.url().endsWith('/connect/revocation'));
    await page.getByRole('button', { name: /log ?out/i }).click();
    await expect(page.getByText('Are you sure?')).toBeVisible();
    await page.getByRole('button', { name: 'Yes, log out' }).click();
    await expect(page.getByText('Successfully Logged Out')).toBeVisible();
    // The logout revoked the refresh token (RFC 7009), which the token endpoint now refuses.
    const revoked = new URLSearchParams((await revocation).postData() ?? '');
    expect(revoked.get('token')).toBe(refreshToken);
    expect(revoked.get('token_type_hint')).toBe('refresh_token');
    const refresh = await page.request.post('/connect/token', {
      form: { grant_type: 'refresh_token', client_id: 'portal', refresh_token: refreshToken! },
      failOnStatusCode: false,
    });
    expect((await refresh.json()).error).toBe('invalid_grant');
    await expect(page).toHaveURL(/\/$/);
    const res = await page.request.get(
      `/ManageProfile/GetUserAndCompanyInfobyUserId?UserId=${userId}`,
      {
        headers: { Authorization: `Bearer ${token}`, UserId: String(userId) },
        failOnStatusCode: false,
      },
    );
    expect(res.status()).toBe(401);
  });

  test('forgot password: the e-mailed link resets the password and the new one signs in', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: /forgot password/i }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog.getByText('This field is required')).toBeVisible();
    await dialog.getByLabel(/email/i).fill('nobody@nowhere.test');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText(/Email Id is not registered with/)).toBeVisible();

    await page.getByRole('button', { name: /forgot password/i }).click();
    await page.getByRole('dialog').getByLabel(/email/i).fill(demo.admin);
    await page.getByRole('dialog').getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText(/reset link|sent/i).first()).toBeVisible();

    const mail = await latestMessage(page, demo.admin);
    const link = mail.body.match(/https?:\/\/\S+\/ResetPassword\?token=[\w-]+/)?.[0];
    expect(link).toBeTruthy();
    await page.goto(new URL(link!).pathname + new URL(link!).search);
    const fresh = 'Fresh@54321';
    await page.getByLabel('New password', { exact: true }).fill(fresh);
    await page.getByLabel(/confirm/i).fill(fresh);
    await page.getByRole('button', { name: /set|reset|save/i }).click();
    await expect(
      page.getByText(/password has been (reset|changed)|new password/i).first(),
    ).toBeVisible();

    await signIn(page, demo.admin, fresh);

    // Later specs sign in as the admin with the demo password: put it back the same way.
    const again = await page.request.post('/ManageProfile/GenerateForgotPasswordLink', {
      data: { ContactEmail: demo.admin },
    });
    expect((await again.json()).IsSuccess).toBe(true);
    const token = (await latestMessage(page, demo.admin)).body.match(/token=([\w-]+)/)?.[1];
    const reset = await page.request.post('/ManageProfile/ResetPassword', {
      data: { Token: token, NewPassword: demo.password },
    });
    expect((await reset.json()).IsSuccess).toBe(true);
  });

  test('no activity for the idle timeout clears the session and lands on /sessionexpired', async ({
    page,
  }) => {
    await page.goto('/');
    await page.evaluate(() =>
      sessionStorage.setItem('configOverrides', JSON.stringify({ idleTimeout: 3000 })),
    );
    await signIn(page, demo.investor);
    await page.waitForURL(/\/sessionexpired$/, { timeout: 15_000 });
    await expect(page.getByText('Your session has expired')).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('access_token'))).toBeNull();
  });
});

test.describe('routes', () => {
  test('a transaction user without right 4 cannot open /ITHardware', async ({ page }) => {
    await signIn(page, demo.txuser);
    await page.goto('/ITHardware');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });

  test('an unknown path shows page-not-found', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });

  test('a deep link reloads inside the layout', async ({ page }) => {
    await signIn(page, demo.investor);
    await page.goto('/profile');
    await page.reload();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('navigation', { name: /main/i })).toBeVisible();
  });
});
