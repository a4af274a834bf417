/**
 * index.html goes with a `Link` header naming the code of the page its address opens, read from
 * the build's manifest: the entry's files first, then the page's (scripts, then stylesheets).
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spaPreloads } from '../src/lib/spa-preloads.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

const manifest = {
  'index.html': {
    file: 'assets/index-1.js',
    isEntry: true,
    imports: ['_react-1.js'],
    css: ['assets/index-1.css'],
  },
  '_react-1.js': { file: 'assets/react-1.js' },
  '_paper-1.js': { file: 'assets/paper-1.js', imports: ['_react-1.js'] },
  'src/features/auth/components/login-page.tsx': {
    file: 'assets/login-page-1.js',
    imports: ['index.html'],
    css: ['assets/login-page-1.css'],
  },
  'src/app/shell-routes.tsx': { file: 'assets/shell-routes-1.js', imports: ['_paper-1.js'] },
  'src/i18n/area-loaders.ts': { file: 'assets/area-loaders-1.js' },
  // The texts' chunks, as build/chunk-groups.ts names them: English, pseudo-English (a test aid)
  // and Hindi.
  '_texts-en-1.js': { file: 'assets/texts-en-1.js' },
  '_texts-pseudo-1.js': { file: 'assets/texts-pseudo-1.js' },
  '_texts-hi-1.js': { file: 'assets/texts-hi-1.js' },
  'src/app/routes/dashboard-page.tsx': {
    file: 'assets/dashboard-page-1.js',
    imports: ['_paper-1.js', 'index.html'],
  },
};
const entry =
  '</config.json>; rel=preload; as=fetch; crossorigin, ' +
  '</assets/index-1.js>; rel=modulepreload, </assets/react-1.js>; rel=modulepreload, ' +
  '</assets/index-1.css>; rel=preload; as=style; crossorigin';
const shell = [
  '</assets/shell-routes-1.js>; rel=modulepreload',
  '</assets/paper-1.js>; rel=modulepreload',
  '</assets/area-loaders-1.js>; rel=modulepreload',
  '</assets/texts-en-1.js>; rel=modulepreload',
];

let dist: string;
let t: TestApp;
let app: FastifyInstance;

beforeAll(async () => {
  dist = await mkdtemp(path.join(os.tmpdir(), 'swc-preloads-'));
  await mkdir(path.join(dist, '.vite'));
  await writeFile(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>Portal</title>\n');
  t = await createTestApp();
  app = await t.appWith({ STATIC_DIR: dist });
});

afterAll(async () => {
  await app?.close();
  await t?.close();
  await rm(dist, { recursive: true, force: true });
});

describe('preloads of the first page', () => {
  it('names the sign-in page at /, after the entry', () => {
    expect(spaPreloads(dist)('/')).toBe(
      `${entry}, </assets/login-page-1.js>; rel=modulepreload, ` +
        '</assets/login-page-1.css>; rel=preload; as=style; crossorigin',
    );
  });

  it('names the shell, its English texts and the page (any case), and the shell alone elsewhere', () => {
    const preloads = spaPreloads(dist);
    const dashboard = `${entry}, ${[...shell, '</assets/dashboard-page-1.js>; rel=modulepreload'].join(', ')}`;
    expect(preloads('/Dashboard')).toBe(dashboard);
    expect(preloads('/dashboard')).toBe(dashboard);
    expect(preloads('/ManageProfile')).toBe(`${entry}, ${shell.join(', ')}`);
  });

  it('names nothing without a manifest', async () => {
    const empty = await mkdtemp(path.join(os.tmpdir(), 'swc-preloads-'));
    try {
      expect(spaPreloads(empty)('/')).toBeUndefined();
    } finally {
      await rm(empty, { recursive: true, force: true });
    }
  });

  it('sends them with index.html at / and on the history fallback, not with assets', async () => {
    const html = { accept: 'text/html' };
    const signIn = await app.inject({ url: '/', headers: html });
    expect(signIn.headers.link).toContain('</assets/login-page-1.js>; rel=modulepreload');
    const dashboard = await app.inject({ url: '/Dashboard?x=1', headers: html });
    expect(dashboard.statusCode).toBe(200);
    expect(dashboard.headers.link).toContain('</assets/dashboard-page-1.js>; rel=modulepreload');
    const config = await app.inject({ url: '/.vite/manifest.json' });
    expect(config.headers.link).toBeUndefined();
  });
});
