/**
 * Safe defaults of the developer sandboxes: every sandbox route refuses a client that is not on
 * this machine (or that a proxy relayed), the server listens on loopback while any sandbox is on
 * unless HOST says otherwise (then with a warning), and production switches the sandboxes and
 * the demo seed off and refuses the development secrets.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_CLIENT_SECRET,
  DEFAULT_MAITRI_SECRET,
  DEFAULT_PG_SECRET,
  enabledSandboxes,
  exposureWarning,
  loadConfig,
} from '../../src/config/config.ts';
import { DEMO_MAITRI_USER_ID } from '../../src/seed/maitri.ts';
import { outbox } from '../../src/db/schema.ts';
import { isLoopbackAddress, REMOTE_SANDBOX_REFUSED } from '../../src/lib/local-only.ts';
import { PRODUCTION_ENV, PRODUCTION_SECRETS } from '../support/production-env.ts';
import { sandboxOf } from '../support/payments.ts';
import { createTestApp, DEMO_ACCOUNTS } from '../support/test-app.ts';
import type { TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const maitriStart = `/dev/maitri/start?${new URLSearchParams({
  MaitriUserId: DEMO_MAITRI_USER_ID,
  ServiceID: 'MIDC-TRE-301',
})}`;

/** Every route of the four sandboxes, as a local client would call it successfully. */
const SANDBOX_ROUTES = [
  { method: 'GET', url: '/dev/outbox', local: 200 },
  { method: 'GET', url: '/api/dev/outbox', local: 200 },
  { method: 'GET', url: '/dev/maitri', local: 200 },
  { method: 'GET', url: maitriStart, local: 302 },
  { method: 'GET', url: '/dev/grievance', local: 400 },
  { method: 'GET', url: '/dev/gateway?txn=TXN1&amount=1000.00', local: 200 },
  { method: 'POST', url: '/dev/gateway/pay', local: 307 },
] as const;

const REMOTE = ['203.0.113.7', '192.168.1.20', '10.0.0.5', '::ffff:198.51.100.4', '2001:db8::1'];

function call(route: (typeof SANDBOX_ROUTES)[number], extra: object = {}) {
  return t.app.inject({
    method: route.method,
    url: route.url,
    ...(route.method === 'POST' ? { payload: { TransactionID: 'TXN1', Status: 'Success' } } : {}),
    ...extra,
  });
}

describe('sandbox routes answer only this machine', () => {
  it.each(SANDBOX_ROUTES)('$method $url answers a loopback client', async (route) => {
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const res = await call(route, { remoteAddress });
      expect(res.statusCode, remoteAddress).toBe(route.local);
    }
  });

  it.each(SANDBOX_ROUTES)('$method $url refuses remote clients with 403', async (route) => {
    for (const remoteAddress of REMOTE) {
      const res = await call(route, { remoteAddress });
      expect(res.statusCode, remoteAddress).toBe(403);
      expect(res.json()).toEqual({
        IsSuccess: false,
        Message: REMOTE_SANDBOX_REFUSED,
        Code: 'request.sandboxLocalOnly',
        Data: null,
      });
      expect(res.body).not.toContain('sandbox —');
      expect(res.headers.location).toBeUndefined();
    }
  });

  it.each(SANDBOX_ROUTES)('$method $url refuses a request a proxy relayed', async (route) => {
    for (const headers of [
      { 'x-forwarded-for': '127.0.0.1' },
      { forwarded: 'for=127.0.0.1' },
      { 'x-real-ip': '127.0.0.1' },
    ]) {
      const res = await call(route, { remoteAddress: '127.0.0.1', headers });
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
    }
  });

  it('gives a remote client no reset link, no MAITRI token and no payment decision', async () => {
    const remote = { remoteAddress: '203.0.113.7' };
    const reset = await t.app.inject({
      method: 'POST',
      url: '/ManageProfile/GenerateForgotPasswordLink',
      payload: { ContactEmail: DEMO_ACCOUNTS.investor.email },
    });
    expect(reset.json().IsSuccess).toBe(true);
    const stored = await t.database.db.select().from(outbox);
    expect(stored.some((m) => m.body.includes('ResetPassword?token='))).toBe(true);
    const outboxPage = await t.app.inject({ url: '/api/dev/outbox', ...remote });
    expect(outboxPage.statusCode).toBe(403);
    for (const m of stored) expect(outboxPage.body).not.toContain(m.body.slice(0, 40));

    const start = await t.app.inject({ url: maitriStart, ...remote });
    expect(start.statusCode).toBe(403);
    expect(start.body).not.toMatch(/token=/);

    // The sandbox gateway keeps the payer's choice; a remote press must not be remembered.
    const gateway = sandboxOf(t);
    const order = await gateway.createOrder(
      { transactionId: 'TXNREMOTE1', amount: 10, description: 'x' },
      t.database.db,
    );
    expect(order.redirectUrl).toContain('/dev/gateway');
    const press = await t.app.inject({
      method: 'POST',
      url: '/dev/gateway/pay',
      payload: { TransactionID: 'TXNREMOTE1', Status: 'Failure' },
      ...remote,
    });
    expect(press.statusCode).toBe(403);
    expect((await gateway.status('TXNREMOTE1')).status).toBe('Pending');
  });

  it('recognises loopback addresses and nothing else', () => {
    for (const a of ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1'])
      expect(isLoopbackAddress(a), a).toBe(true);
    for (const a of [...REMOTE, '0.0.0.0', '::', '128.0.0.1', '::ffff:10.0.0.1', '', undefined])
      expect(isLoopbackAddress(a), String(a)).toBe(false);
  });
});

describe('listen address', () => {
  it('is loopback while any sandbox is on and HOST is not given', () => {
    const c = loadConfig({});
    expect(enabledSandboxes(c)).toHaveLength(3);
    expect(c).toMatchObject({ host: 'localhost', hostExplicit: false });
    expect(exposureWarning(c)).toBeNull();
    // The payment sandbox alone is enough.
    const gatewayOnly = loadConfig({
      ...PRODUCTION_ENV,
      PG_PROVIDER: 'sandbox',
      PG_ALLOW_SANDBOX: '1',
      PG_SECRET: 'p'.repeat(40),
    });
    expect(enabledSandboxes(gatewayOnly)).toEqual(['payment gateway sandbox (/dev/gateway)']);
    expect(gatewayOnly.host).toBe('localhost');
  });

  it('is HOST when given, with a loud warning when that opens the sandboxes to the network', () => {
    const open = loadConfig({ HOST: '0.0.0.0' });
    expect(open).toMatchObject({ host: '0.0.0.0', hostExplicit: true });
    expect(exposureWarning(open)).toMatch(
      /^HOST=0\.0\.0\.0 makes the portal reachable from other machines while developer sandboxes are on: developer outbox/,
    );
    expect(exposureWarning(loadConfig({ HOST: '192.168.1.20' }))).toMatch(/HOST=192\.168\.1\.20/);
    expect(exposureWarning(open)).toContain('The demo accounts and their published password');
    expect(exposureWarning(loadConfig({ HOST: '0.0.0.0', DEMO_SEED: '0' }))).not.toContain('demo');
    for (const loopback of ['127.0.0.1', '::1', 'localhost'])
      expect(exposureWarning(loadConfig({ HOST: loopback })), loopback).toBeNull();
  });

  it('is every interface in production without sandboxes', () => {
    const c = loadConfig(PRODUCTION_ENV);
    expect(enabledSandboxes(c)).toEqual([]);
    expect(c.host).toBe('0.0.0.0');
    expect(exposureWarning(c)).toBeNull();
    expect(loadConfig({ ...PRODUCTION_ENV, DEV_OUTBOX: '1' }).host).toBe('localhost');
  });

  it('binds only loopback addresses when listening with the default host', async () => {
    const app = await t.appWith({});
    try {
      await app.listen({ host: loadConfig({}).host, port: 0 });
      const addresses = app.addresses();
      expect(addresses.length).toBeGreaterThan(0);
      for (const a of addresses) {
        const address = typeof a === 'string' ? a : a.address;
        expect(isLoopbackAddress(address), address).toBe(true);
      }
    } finally {
      await app.close();
    }
  });
});

describe('production', () => {
  it('refuses to start with a development secret, naming each', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      'NODE_ENV=production refuses to start with the development value of CLIENT_SECRET, MAITRI_SECRET',
    );
    expect(() => loadConfig({ ...PRODUCTION_ENV, CLIENT_SECRET: DEFAULT_CLIENT_SECRET })).toThrow(
      /of CLIENT_SECRET:/,
    );
    expect(() => loadConfig({ ...PRODUCTION_ENV, MAITRI_SECRET: DEFAULT_MAITRI_SECRET })).toThrow(
      /of MAITRI_SECRET:/,
    );
    // The gateway sandbox, allowed for a demonstration, must not verify with the known secret:
    // anyone could sign a Success callback with it.
    const sandbox = { ...PRODUCTION_ENV, PG_PROVIDER: 'sandbox', PG_ALLOW_SANDBOX: '1' };
    expect(() => loadConfig(sandbox)).toThrow(/of PG_SECRET:/);
    expect(() => loadConfig({ ...sandbox, PG_SECRET: DEFAULT_PG_SECRET })).toThrow(/PG_SECRET/);
    expect(loadConfig({ ...sandbox, PG_SECRET: 's'.repeat(40) }).pgSecret).toBe('s'.repeat(40));
  });

  it('switches every sandbox and the demo seed off', async () => {
    const c = loadConfig(PRODUCTION_ENV);
    expect(c).toMatchObject({
      devOutbox: false,
      devSandboxes: false,
      pgProvider: 'none',
      demoSeed: false,
      clientSecret: PRODUCTION_SECRETS.CLIENT_SECRET,
    });
    const app = await t.appWith(PRODUCTION_ENV);
    try {
      for (const route of SANDBOX_ROUTES) {
        const res = await app.inject({ method: route.method, url: route.url });
        expect(res.statusCode, route.url).toBe(404);
      }
    } finally {
      await app.close();
    }
  });

  it('keeps a sandbox asked for by name local-only', async () => {
    const app = await t.appWith({ ...PRODUCTION_ENV, DEV_OUTBOX: '1' });
    try {
      expect((await app.inject({ url: '/api/dev/outbox' })).statusCode).toBe(200);
      const remote = await app.inject({ url: '/api/dev/outbox', remoteAddress: '203.0.113.7' });
      expect(remote.statusCode).toBe(403);
    } finally {
      await app.close();
    }
  });
});
