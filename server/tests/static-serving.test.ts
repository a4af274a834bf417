/**
 * The built SPA as a browser receives it: the pre-compressed copy its Accept-Encoding allows, a
 * year's caching for fingerprinted assets, revalidation for index.html, config.json and the
 * history fallback. The build is a small folder made here and pre-compressed by the build's own
 * step (build/precompress.ts).
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress } from '../../build/precompress.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

const ASSET = '/assets/index-Bx7f2Q.js';
const script = `export const greeting = ${JSON.stringify('Namaste from the portal. '.repeat(200))};\n`;
const indexHtml =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Portal</title>' +
  `<script type="module" src="${ASSET}"></script></head>` +
  `<body><div id="root">built SPA</div>${'<!-- padding so it is worth compressing -->'.repeat(40)}</body></html>\n`;
const configJson = `${JSON.stringify({ idleTimeoutMinutes: 20, helpdeskUrl: 'x'.repeat(2000) })}\n`;

const html = { accept: 'text/html,application/xhtml+xml' };
const IMMUTABLE = 'public, max-age=31536000, immutable';

let t: TestApp;
let app: FastifyInstance;
let dist: string;

beforeAll(async () => {
  dist = await mkdtemp(path.join(os.tmpdir(), 'swc-dist-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(path.join(dist, 'index.html'), indexHtml);
  await writeFile(path.join(dist, ASSET), script);
  await writeFile(path.join(dist, 'config.json'), configJson);
  await mkdir(path.join(dist, '.vite'));
  await writeFile(
    path.join(dist, '.vite', 'manifest.json'),
    '{"../src/main.tsx":{"isEntry":true}}',
  );
  await precompress(dist, new Set(['index.html']));
  t = await createTestApp();
  app = await t.appWith({ STATIC_DIR: dist });
});

afterAll(async () => {
  await app?.close();
  await t?.close();
  await rm(dist, { recursive: true, force: true });
});

describe('compressed static files', () => {
  it('sends brotli to a browser that accepts it, gzip to one that accepts only gzip, else the file', async () => {
    const br = await app.inject({
      url: ASSET,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(script.length / 5);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);

    const gz = await app.inject({ url: ASSET, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await app.inject({ url: ASSET, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(script);
  });

  it('caches fingerprinted assets for a year, whichever encoding is sent', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const res = await app.inject({ url: ASSET, headers: { 'accept-encoding': encoding } });
      expect(res.headers['cache-control']).toBe(IMMUTABLE);
    }
  });

  it('sends index.html compressed and revalidated at / and on a reload of a client-side route', async () => {
    for (const url of [
      '/',
      '/PlotService/raiseServiceRequest/FinalLeaseService',
      '/dashboard?x=1',
    ]) {
      const res = await app.inject({ url, headers: { ...html, 'accept-encoding': 'br' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(indexHtml);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers.etag).toBeTruthy();
      expect(res.headers['last-modified']).toBeTruthy();

      const again = await app.inject({
        url,
        headers: { ...html, 'accept-encoding': 'br', 'if-none-match': String(res.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
    }
  });

  it('sends config.json as it is in the folder, revalidated, so an operator edit is seen at once', async () => {
    const res = await app.inject({
      url: '/config.json',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(configJson);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.etag).toBeTruthy();

    const edited = `${JSON.stringify({ idleTimeoutMinutes: 30 })}\n`;
    await writeFile(path.join(dist, 'config.json'), edited);
    const after = await app.inject({
      url: '/config.json',
      headers: { 'accept-encoding': 'br, gzip', 'if-none-match': String(res.headers.etag) },
    });
    expect(after.statusCode).toBe(200);
    expect(after.body).toBe(edited);
  });

  it('sends a file too small to gain from compression as it is', async () => {
    const tiny = path.join(dist, 'assets', 'tiny-a1.css');
    await writeFile(tiny, 'a{}');
    await precompress(dist);
    const res = await app.inject({
      url: '/assets/tiny-a1.css',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe('a{}');
  });

  it('sends an asset written after the start (a build while the server runs), cached for a year', async () => {
    const later = '/assets/later-C9xQ1w.js';
    await writeFile(path.join(dist, later), script);
    const res = await app.inject({ url: later, headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(script);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect((await app.inject({ url: '/assets/missing-A1b2C3.js' })).statusCode).toBe(404);
  });

  it('refuses a path that climbs out of the assets or spells an asset differently', async () => {
    const urls = [
      '/assets/../.vite/manifest.json',
      '/assets/%2e%2e/.vite/manifest.json',
      '/assets/..%2f.vite/manifest.json',
      ASSET.toUpperCase(),
    ];
    for (const url of urls) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.body, url).not.toContain('isEntry');
      expect(res.body, url).not.toContain('Namaste');
    }
  });

  it("does not send the build's own files (the manifest names the source files)", async () => {
    for (const url of ['/.vite/manifest.json', '/.vite/', '/%2Evite/manifest.json']) {
      const res = await app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('isEntry');
    }
  });
});
