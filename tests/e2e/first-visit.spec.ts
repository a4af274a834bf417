/**
 * What a first visit asks the server for. On a phone's network each request costs a round trip
 * and a browser on HTTP/1.1 makes six at a time, so the build groups a first visit's code into a
 * few chunks (build/chunk-groups.ts) and index.html's `Link` header names the settings first
 * (server/src/lib/spa-preloads.ts). Counts, not timings: a build that splits the shell back into
 * dozens of small files fails here. The code every visit runs on load carries V8's compile hint on
 * its first line (build/compile-hints.ts), so it is compiled off the main thread.
 */
import { expect, test, type Page, type Route } from '@playwright/test';
import { getCatalog } from '../../server/src/services/forms/catalog.ts';
import { sessionHeaders } from './application-api';
import { demo, discardOpen, expectStep, signIn, stepPanel } from './support';

test('a page’s Link header names the settings first, then its code and the English texts', async ({
  request,
}) => {
  const dashboard = await request.get('/Dashboard', { headers: { accept: 'text/html' } });
  const links = (dashboard.headers()['link'] ?? '').split(', ');
  expect(links[0]).toBe('</config.json>; rel=preload; as=fetch; crossorigin');
  const files = links.map((l) => /^<\/assets\/([^>]+)>/.exec(l)?.[1]).filter(Boolean);
  expect(files.filter((f) => f!.startsWith('texts-'))).toEqual([
    expect.stringMatching(/^texts-en-[\w-]+\.js$/),
  ]);
  expect(files.some((f) => f!.startsWith('dashboard-page-'))).toBe(true);
  for (const file of files) {
    const asset = await request.get(`/assets/${file}`);
    expect(asset.status(), file!).toBe(200);
  }
});

test('a signed-in first visit to the dashboard loads its code in a dozen files', async ({
  page,
}) => {
  await signIn(page, demo.investor);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // As on a first visit: nothing from the cache.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const code: string[] = [];
  page.on('request', (r) => {
    if (['script', 'stylesheet'].includes(r.resourceType())) code.push(r.url());
  });
  await page.goto('/Dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const scripts = code.filter((u) => u.endsWith('.js'));
  // The entry, React, the shell, the texts, the page and its few parts (~12); 36 before grouping.
  expect(scripts.length, scripts.join('\n')).toBeLessThanOrEqual(14);
  expect(new Set(code).size).toBe(code.length);
});

test('the code every signed-in visit runs starts with V8’s compile hint', async ({ request }) => {
  const dashboard = await request.get('/Dashboard', { headers: { accept: 'text/html' } });
  const links = (dashboard.headers()['link'] ?? '').split(', ');
  const files = links.map((l) => /^<\/assets\/([^>]+\.js)>/.exec(l)?.[1]).filter(Boolean);
  // Each file is its chunk's name, a dash and an 8-character hash.
  const chunkName = (file: string) => file.replace(/-[\w-]{8}\.js$/, '');
  const runOnLoad = files.filter((f) =>
    ['react', 'start', 'start-shared', 'shell', 'shell-routes'].includes(chunkName(f!)),
  );
  expect(runOnLoad.map((f) => chunkName(f!)).sort()).toEqual([
    'react',
    'shell',
    'shell-routes',
    'start',
    'start-shared',
  ]);
  for (const file of runOnLoad) {
    const code = await (await request.get(`/assets/${file}`)).text();
    expect(code.split('\n', 1)[0], file!).toBe('//# allFunctionsCalledOnLoad');
  }
});

/**
 * Opens Tree Felling for plot W-45 with the requests for MUI's code (or the scripts `scripts`
 * matches) handled by `handle`.
 */
async function openFormWithMui(
  page: Page,
  handle: (route: Route) => Promise<void>,
  scripts = /\/assets\/(mui|themed-portal-form|mui-parts)[\w-]*\.js$/,
) {
  await signIn(page, demo.investor);
  // The plot is chosen already (as from the dashboard): the page opens on the form.
  await page.evaluate(() => sessionStorage.setItem('selectedPlot', '"PUN-RJN-W45"'));
  await page.route(scripts, handle);
  await page.goto('/PlotService/raiseServiceRequest/TreeFellingRePlantationService');
  await expect(page.getByRole('region', { name: 'Plot in use' })).toContainText('W-45');
}

/** A route handler holding each request it gets until `release()` (a slow connection). */
function heldRequests() {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const asked: string[] = [];
  const handle = async (route: Route) => {
    asked.push(route.request().url());
    await released;
    await route.continue();
  };
  return { handle, asked, release: () => release() };
}

test('a service’s first step shows without MUI’s code, and Next waits for it', async ({ page }) => {
  // MUI's code is on its way (a slow connection): the first step, all facts, shows meanwhile.
  const { handle, asked, release } = heldRequests();
  await openFormWithMui(page, handle);
  await expectStep(page, 'Applicant and plot');
  await expect(stepPanel(page).getByText('Demo Investor')).toBeVisible();
  await expect(page.getByRole('tab', { name: /^Trees/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Back' })).toBeDisabled();
  await expect(page.locator('[class*="Mui"]')).toHaveCount(0);
  // Asked for once the step is on screen; Next waits for it rather than open an empty step.
  await expect.poll(() => asked.length).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Next' }).click();
  await expectStep(page, 'Applicant and plot');
  release();
  await expectStep(page, 'Trees');
  await expect(stepPanel(page).getByRole('combobox', { name: 'Species' })).toBeVisible();
});

test('a service’s first step shows before its step validators have come; Next waits for them', async ({
  page,
}) => {
  // The form's RJSF validators are on their way (a slow connection): they are asked for once the
  // first step, all facts, is on screen, and its moves wait for them.
  const { handle, asked, release } = heldRequests();
  await openFormWithMui(page, handle, /\/assets\/tree-felling\.rjsf-[\w-]+\.js$/);
  await expectStep(page, 'Applicant and plot');
  await expect(stepPanel(page).getByText('Demo Investor')).toBeVisible();
  await expect.poll(() => asked.length).toBe(1);
  await page.getByRole('button', { name: 'Next' }).click();
  await expectStep(page, 'Applicant and plot');
  release();
  await expectStep(page, 'Trees');
  await expect(stepPanel(page).getByRole('combobox', { name: 'Species' })).toBeVisible();
});

test('Next says so when the form’s step validators cannot be had, and the step stays', async ({
  page,
}) => {
  await openFormWithMui(
    page,
    (route) => route.abort('internetdisconnected'),
    /\/assets\/tree-felling\.rjsf-[\w-]+\.js$/,
  );
  await expectStep(page, 'Applicant and plot');
  await expect(stepPanel(page).getByText('Demo Investor')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Part of this page could not be downloaded. Check your internet connection, then reload the page.',
  );
  await expectStep(page, 'Applicant and plot');
});

test('a service whose files cannot be downloaded says so, not that its definition is broken', async ({
  page,
}) => {
  await signIn(page, demo.investor);
  await page.evaluate(() => sessionStorage.setItem('selectedPlot', '"PUN-RJN-W45"'));
  await page.route(/\/assets\/definitions-tree-felling-[\w-]+\.js$/, (route) =>
    route.abort('internetdisconnected'),
  );
  await page.goto('/PlotService/raiseServiceRequest/TreeFellingRePlantationService');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Tree felling and replantation');
  await expect(main).toContainText(
    'Part of this page could not be downloaded. Check your internet connection, then reload the page.',
  );
  await expect(main.getByRole('button', { name: 'Reload page' })).toBeVisible();
  await expect(main).not.toContainText('definition');
});

test('Next says so when MUI’s code cannot be had, and the step stays', async ({ page }) => {
  await openFormWithMui(page, (route) => route.abort('internetdisconnected'));
  await expectStep(page, 'Applicant and plot');
  await expect(stepPanel(page).getByText('Demo Investor')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Part of this page could not be downloaded. Check your internet connection, then reload the page.',
  );
  await expectStep(page, 'Applicant and plot');
});

/** Texts only RJSF's form and its validator hold (@rjsf/core, @rjsf/validator-ajv8). */
const rjsfCode = [
  'A validator is required for Form functionality to work',
  'No precompiled validator function was found',
];

test('a service’s first step shows without RJSF’s code, and Next then finds a missing fact', async ({
  page,
  request,
}) => {
  // The plot record lacks the applicant's mobile number.
  await page.route(/\/api\/plots\/PUN-RJN-W45$/, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as Record<string, unknown>;
    const plot = (body.Data ?? body) as { applicantInfo: Record<string, unknown> };
    delete plot.applicantInfo.ContactMobile;
    await route.fulfill({ response, json: body });
  });
  // Whatever script holds RJSF's form or validator is on its way (a slow connection).
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const held: string[] = [];
  await openFormWithMui(
    page,
    async (route) => {
      const code = await (await request.get(route.request().url())).text();
      if (rjsfCode.some((text) => code.includes(text))) {
        held.push(route.request().url());
        await released;
      }
      await route.continue();
    },
    /\/assets\/[\w-]+\.js$/,
  );
  await expectStep(page, 'Applicant and plot');
  await expect(stepPanel(page).getByText('Demo Investor')).toBeVisible();
  const mobile = stepPanel(page).getByLabel('Mobile');
  await expect(mobile).toHaveText('Not given');
  await expect.poll(() => held.length).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Next' }).click();
  release();
  // Validated with RJSF's validator once it is in: the step stays, the fact says what to do.
  await expect(mobile).toHaveAccessibleDescription(
    'This field is required (update your plot registration or profile)',
  );
  await expect(mobile).toBeFocused();
  await expectStep(page, 'Applicant and plot');
});

test('a draft resumed on a later step asks for MUI’s code while its plot is still on the way', async ({
  page,
}) => {
  await signIn(page, demo.investor);
  const service = getCatalog().services.get('CombinedPlanApprovalService')!;
  await discardOpen(page, 'PUN-RJN-W45', service.id);
  const draft = await page.request.post('/api/applications/draft', {
    headers: await sessionHeaders(page),
    data: {
      PlotId: 'PUN-RJN-W45',
      ServiceId: service.id,
      SchemaVersion: service.version,
      CurrentStep: 'building',
      Data: {},
    },
  });
  expect(draft.ok(), await draft.text()).toBeTruthy();
  const { SubmissionId } = ((await draft.json()) as { Data: { SubmissionId: string } }).Data;
  // The plot's answer is on its way (a slow connection); the step it opens on has fields, which
  // wait for MUI's form: that is asked for as soon as the draft's record names the step.
  const plot = heldRequests();
  await page.route(/\/api\/plots\/PUN-RJN-W45$/, plot.handle);
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  const mui = () => scripts.filter((u) => /\/assets\/themed-portal-form[\w-]*\.js$/.test(u));
  await page.goto(`/PlotService/raiseServiceRequest/${service.id}?SubmissionId=${SubmissionId}`);
  await expect.poll(() => plot.asked.length).toBe(1);
  await expect.poll(() => mui().length).toBe(1);
  plot.release();
  await expectStep(page, 'Plot and building data');
  await expect(stepPanel(page).getByRole('textbox').first()).toBeEditable();
  // A draft has no clarification to show: the page's other MUI parts (plot picker, payment) are
  // not fetched to find that out.
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((u) => /\/assets\/(plot-picker|pay-button)-/.test(u))).toEqual([]);
});
