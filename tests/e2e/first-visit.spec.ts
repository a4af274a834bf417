/**
 * What a first visit asks the server for. On a phone's network each request costs a round trip
 * and a browser on HTTP/1.1 makes six at a time, so the build groups a first visit's code into a
 * few chunks (build/chunk-groups.ts) and index.html's `Link` header names the settings first
 * (server/src/lib/spa-preloads.ts). Counts, not timings: a build that splits the shell back into
 * dozens of small files fails here. The code every visit runs on load carries V8's compile hint on
 * its first line (build/compile-hints.ts), so it is compiled off the main thread.
 */
import { expect, test } from '@playwright/test';
import { demo, signIn } from './support';

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
