import { expect, type Page } from '@playwright/test';

/** The fixed demo accounts the server seeds on first start (README). */
export const demo = {
  investor: 'investor@demo.test',
  txuser: 'txuser@demo.test',
  midc: 'midc@demo.test',
  admin: 'admin@demo.test',
  password: process.env.DEMO_PASSWORD ?? 'Demo@12345',
} as const;

/** Signs in through the login screen, as a user would, and waits to leave it. */
export async function signIn(page: Page, email: string, password: string = demo.password) {
  await page.goto('/');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/$/);
}

/** The newest message the developer outbox holds for an address. */
export async function latestMessage(
  page: Page,
  to: string,
): Promise<{ body: string; subject: string }> {
  const res = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
  expect(res.ok()).toBeTruthy();
  const json = (await res.json()) as { Data: { body: string; subject: string }[] };
  const first = json.Data[0];
  if (!first) throw new Error(`no message for ${to}`);
  return first;
}
