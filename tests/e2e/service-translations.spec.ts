/**
 * Issue 20: a service form in Marathi takes its texts from the analysts' translation files (here
 * the shared applicant and company parts, schemas/_shared/translations/mr.json), fetched for
 * Marathi only, on a phone-sized screen.
 */
import { expect, test } from '@playwright/test';
import { demo, signIn } from './support';

test.use({ viewport: { width: 360, height: 780 } });

test('a service form shows the shared labels in Marathi', async ({ page }) => {
  const translations: string[] = [];
  page.on('request', (r) => {
    if (/translations\/|translations-/.test(r.url())) translations.push(r.url());
  });
  await signIn(page, demo.investor);
  await page.evaluate(() => localStorage.setItem('language', 'mr'));
  await page.goto('/PlotService/raiseServiceRequest/TreeFellingRePlantationService');
  await page.getByRole('button', { name: /W-45/ }).click();
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByText('अर्जदाराची माहिती')).toBeVisible();
  await expect(panel.getByText('नोंदणीकृत कार्यालय')).toBeVisible();
  await expect(panel.getByText('भूखंडाचा तपशील')).toBeVisible();
  await page.screenshot({ path: 'test-results/service-form-mr-360.png', fullPage: true });
});
