/**
 * Issue 20: the language switcher in the signed-in app bar. A switch shows the shell in the new
 * language at once, is remembered in the browser (a forced sign-out keeps it) and on the profile
 * (PUT /api/account/language), so the next sign-in in a fresh browser opens in it. The app bar
 * keeps every control reachable at 360 px.
 */
import { expect, test, type Page } from '@playwright/test';
import { demo, signIn } from './support';

const shots = 'test-results/language-switch';

// Two sign-ins and a full page load on a loaded machine.
test.describe.configure({ timeout: 180_000 });

async function chooseInHeader(page: Page, language: string, label = 'Language') {
  const saved = page.waitForRequest(
    (r) => r.method() === 'PUT' && r.url().endsWith('/api/account/language'),
  );
  await page.getByRole('banner').getByRole('combobox', { name: label }).selectOption(language);
  const request = await saved;
  expect(request.postDataJSON()).toEqual({ Language: language });
  expect((await request.response())?.status()).toBe(200);
}

test('a switch while signed in is shown, remembered and saved on the profile', async ({
  browser,
}) => {
  const page = await (await browser.newContext()).newPage();
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, demo.investor);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  await chooseInHeader(page, 'mr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'mr-IN');
  await expect(page.getByRole('heading', { level: 1, name: 'डॅशबोर्ड' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'साइन आउट' })).toBeVisible();
  await expect(page).toHaveTitle('डॅशबोर्ड | एक खिडकी मंजुरी पोर्टल');
  await page.screenshot({ path: `${shots}/header-mr-1280.png` });

  // At 360 px every control of the bar is still there and inside the screen.
  await page.setViewportSize({ width: 360, height: 740 });
  const banner = page.getByRole('banner');
  for (const control of [
    banner.getByRole('button', { name: 'मेनू उघडा' }),
    banner.getByRole('combobox', { name: 'भाषा' }),
    banner.getByRole('button', { name: 'मदत' }),
    banner.getByRole('button', { name: 'साइन आउट' }),
  ]) {
    await expect(control).toBeVisible();
    const box = (await control.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(360);
  }
  await page.screenshot({ path: `${shots}/header-mr-360.png` });
  // The switcher is reached by keyboard.
  await banner.getByRole('button', { name: 'मेनू उघडा' }).focus();
  await page.keyboard.press('Tab');
  await expect(banner.getByRole('combobox', { name: 'भाषा' })).toBeFocused();

  // A forced sign-out (the idle timeout's full page load) keeps the language.
  await page.goto('/sessionexpired');
  await expect(page.getByRole('heading', { level: 1, name: 'आपले सत्र संपले आहे' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'mr-IN');
  await page.screenshot({ path: `${shots}/session-expired-mr-360.png` });
  await page.context().close();

  // A fresh browser knows nothing, until the sign-in answers the profile's language.
  const fresh = await (await browser.newContext()).newPage();
  await signIn(fresh, demo.investor);
  await expect(fresh.getByRole('heading', { level: 1, name: 'डॅशबोर्ड' })).toBeVisible();
  expect(await fresh.evaluate(() => localStorage.getItem('language'))).toBe('mr');
  // Back to English, for the tests that follow on this server.
  await chooseInHeader(fresh, 'en', 'भाषा');
  await expect(fresh.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await fresh.context().close();
});
