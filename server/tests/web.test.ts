import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './support/test-app.ts';
import type { TestApp } from './support/test-app.ts';
import { PRODUCTION_ENV } from './support/production-env.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const html = { accept: 'text/html,application/xhtml+xml' };

describe('SPA hosting', () => {
  it('serves index.html at / with security headers and the XSRF cookie', async () => {
    const res = await t.app.inject({ url: '/', headers: html });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('test SPA');
    const csp = String(res.headers['content-security-policy']);
    // The browser's validators are precompiled (build/validators): no eval, no inline scripts.
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    // The upload preview embeds a PDF from a blob: URL; no other plugin or frame source.
    expect(csp).toContain('object-src blob:');
    expect(csp).toContain('frame-src blob:');
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).not.toMatch(/https?:\/\//);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const cookie = res.cookies.find((c) => c.name === 'XSRF-TOKEN');
    expect(cookie).toMatchObject({ sameSite: 'Strict', path: '/' });
    expect(cookie?.httpOnly).toBeFalsy();
  });

  it('keeps an XSRF cookie the browser already has', async () => {
    const res = await t.app.inject({ url: '/', headers: { ...html, cookie: 'XSRF-TOKEN=keep' } });
    expect(res.cookies.find((c) => c.name === 'XSRF-TOKEN')).toBeUndefined();
  });

  it('falls back to index.html for client-side routes (reload of /PlotService)', async () => {
    for (const url of [
      '/PlotService',
      '/PlotService/raiseServiceRequest/FinalLeaseService',
      '/dashboard?x=1',
    ]) {
      const res = await t.app.inject({ url, headers: html });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('test SPA');
    }
  });

  it('answers unknown API paths, missing assets and non-HTML requests with a 404 envelope', async () => {
    for (const url of ['/api/nope', '/Account/Nope', '/ManageProfile/Nope', '/assets/missing.js']) {
      const res = await t.app.inject({ url, headers: html });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        IsSuccess: false,
        Message: 'Not found',
        Code: 'generic.notFound',
        Data: null,
      });
    }
    const json = await t.app.inject({
      url: '/PlotService',
      headers: { accept: 'application/json' },
    });
    expect(json.statusCode).toBe(404);
    const post = await t.app.inject({ method: 'POST', url: '/PlotService', headers: html });
    expect(post.statusCode).toBe(404);
  });

  it('tells to run the build when there is no dist folder', async () => {
    const empty = await mkdtemp(path.join(os.tmpdir(), 'swc-no-dist-'));
    const unbuilt = await t.appWith({ STATIC_DIR: empty });
    try {
      const res = await unbuilt.inject({ url: '/', headers: html });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
      expect(res.body).toContain('npm run build');
      const api = await unbuilt.inject({ url: '/api/health' });
      expect(api.json().IsSuccess).toBe(true);
    } finally {
      await unbuilt.close();
      await rm(empty, { recursive: true, force: true });
    }
  });
});

describe('GET /openapi.json', () => {
  it('is a valid OpenAPI 3.1 document covering every route', async () => {
    const res = await t.app.inject({ url: '/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    const result = await new Validator().validate(doc);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    // Several features add routes at once; each keeps its paths in this list (none may vanish).
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/.well-known/openid-configuration',
        '/.well-known/jwks.json',
        '/connect/token',
        '/Account/AuthenticateInvestorUser',
        '/Account/LogOutLiveSession',
        '/Account/GenerateToken',
        '/ManageProfile/GetUserAndCompanyInfobyUserId',
        '/ManageProfile/GenerateForgotPasswordLink',
        '/ManageProfile/ResetPassword',
        '/api/health',
        '/api/dev/outbox',
        '/api/plots',
        '/api/plots/{plotId}',
        '/api/plots/{plotId}/services',
        '/api/plots/{plotId}/applications',
        '/api/applications/{id}',
        '/api/applications/draft',
        '/api/applications/submit',
        '/api/applications/{id}/cancel',
        '/ManageProfile/WithDrawnApplication',
        '/api/uploads',
        '/api/uploads/{fileId}',
        '/api/rates',
        '/dev/outbox',
      ]),
    );
    const token = doc.paths['/connect/token'].post;
    expect(Object.keys(token.requestBody.content)).toEqual(['application/x-www-form-urlencoded']);
    expect(doc.paths['/Account/LogOutLiveSession'].post.security).toEqual([
      { bearer: [], sessionToken: [] },
    ]);
    expect(Object.keys(doc.paths['/api/uploads'].post.requestBody.content)).toEqual([
      'multipart/form-data',
    ]);
    expect(Object.keys(doc.paths['/api/applications/{id}'])).toEqual(['get', 'delete']);
  });
});

describe('health and developer outbox', () => {
  it('GET /api/health checks the database', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ IsSuccess: true, Data: { status: 'ok' } });
  });

  it('lists messages newest first as JSON and as a labelled HTML page', async () => {
    for (const address of ['investor@demo.test', 'midc@demo.test'])
      await t.app.inject({
        method: 'POST',
        url: '/ManageProfile/GenerateForgotPasswordLink',
        payload: { ContactEmail: address },
      });
    const all = (await t.app.inject({ url: '/api/dev/outbox' })).json().Data;
    expect(all.map((m: { to: string }) => m.to)).toEqual(['midc@demo.test', 'investor@demo.test']);
    expect(all[0]).toMatchObject({ channel: 'email', subject: expect.stringContaining('Reset') });

    const filtered = (await t.app.inject({ url: '/api/dev/outbox?to=INVESTOR@demo.test' })).json();
    expect(filtered.Data).toHaveLength(1);

    const page = await t.app.inject({ url: '/dev/outbox', headers: html });
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('Developer outbox — sandbox, nothing is really sent');
    expect(page.body).toMatch(/<a href="http:\/\/portal\.test\/ResetPassword\?token=[^"]+"/);
  });

  it('is not there in production unless DEV_OUTBOX=1', async () => {
    const prod = await t.appWith(PRODUCTION_ENV);
    try {
      expect((await prod.inject({ url: '/api/dev/outbox' })).statusCode).toBe(404);
      const page = await prod.inject({ url: '/dev/outbox', headers: html });
      expect(page.body).not.toContain('Developer outbox');
    } finally {
      await prod.close();
    }
    const enabled = await t.appWith({ ...PRODUCTION_ENV, DEV_OUTBOX: '1' });
    try {
      expect((await enabled.inject({ url: '/api/dev/outbox' })).statusCode).toBe(200);
    } finally {
      await enabled.close();
    }
  });
});
