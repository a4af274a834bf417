/**
 * The Content-Security-Policy forbids generating code ('unsafe-eval' is gone) and a service form
 * still validates: its validators were precompiled at build time (build/validators).
 */
import { expect, test } from '@playwright/test';
import { demo, signIn } from './support';

const TREE_FELLING = '/PlotService/raiseServiceRequest/TreeFellingRePlantationService';

test('a service form validates under a CSP without unsafe-eval, with no CSP violation', async ({
  page,
}) => {
  const violations: string[] = [];
  page.on('console', (m) => {
    if (m.text().includes('Content Security Policy')) violations.push(m.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`Content Security Policy violation: ${e.violatedDirective} ${e.blockedURI}`),
    );
  });

  const home = await page.request.get('/', { headers: { accept: 'text/html' } });
  const csp = home.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toContain('unsafe-eval');

  await signIn(page, demo.investor);
  // The form's domain validators, fetched once it is painted, carry V8's compile hint
  // (build/validators/vite-plugin.ts): compiled off the main thread as they stream in.
  const domainValidators = page.waitForResponse((r) =>
    /\/assets\/tree-felling[^/]*\.domain-[^/]+\.js$/.test(r.url()),
  );
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  await page.goto(TREE_FELLING);
  await page.getByRole('button', { name: /Plot W-45, Ranjangaon MIDC/ }).click();
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('heading', { level: 2, name: 'Applicant and plot' })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(panel.getByRole('heading', { level: 2, name: 'Trees' })).toBeVisible();

  // Next on the empty step validates it: each required field says so.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(panel.getByRole('combobox', { name: 'Species' })).toHaveAccessibleDescription(
    /This field is required/,
  );
  expect(violations).toEqual([]);
  // The form downloads MUI's inputs but not the components only other pages use (a rating, a
  // table's pagination): those are a chunk of their own (build/chunk-groups.ts).
  const loaded = await Promise.all(
    scripts.map(async (url) => ({ url, code: await (await page.request.get(url)).text() })),
  );
  // The scripts that define a component's styles (`styled(…, { name: 'MuiRating' })`).
  const defining = (component: string) =>
    loaded
      .filter((s) => new RegExp(`name:\\s*["'\`]${component}["'\`]`).test(s.code))
      .map((s) => s.url);
  expect(defining('MuiOutlinedInput')).not.toEqual([]);
  expect(defining('MuiRating')).toEqual([]);
  expect(defining('MuiTablePagination')).toEqual([]);
  expect((await (await domainValidators).text()).split('\n')[0]).toBe(
    '//# allFunctionsCalledOnLoad',
  );
});
