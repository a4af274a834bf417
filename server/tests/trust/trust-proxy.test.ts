/**
 * Behind a reverse proxy (TRUST_PROXY, its addresses), per-address limits count the address the proxy saw, not
 * whatever the client wrote into X-Forwarded-For; and the developer sandboxes, which cannot tell a
 * relayed request from a local one there, refuse everything. Without a proxy they refuse a
 * request naming another host (a DNS name rebound to 127.0.0.1) or relayed by any known header.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trustProxySetting } from '../../src/config/config.ts';
import { isLoopbackHostHeader, REMOTE_SANDBOX_REFUSED } from '../../src/lib/local-only.ts';
import { createTestApp, DEMO_ACCOUNTS, TEST_PASSWORD } from '../support/test-app.ts';
import type { TestApp } from '../support/test-app.ts';

let direct: TestApp;
let proxied: TestApp;
beforeAll(async () => {
  [direct, proxied] = await Promise.all([
    createTestApp(),
    createTestApp({ TRUST_PROXY: '10.0.0.0/24' }),
  ]);
});
afterAll(() => Promise.all([direct.close(), proxied.close()]));

const PROXY = '10.0.0.2';

describe('TRUST_PROXY', () => {
  it('takes the proxies\' addresses, and refuses "true" or a count of hops', () => {
    for (const off of [undefined, '', '0', 'false', 'off'])
      expect(trustProxySetting(off)).toBe(false);
    expect(trustProxySetting('10.0.0.2, 10.0.1.0/24,::1,loopback')).toEqual([
      '10.0.0.2',
      '10.0.1.0/24',
      '::1',
      'loopback',
    ]);
    for (const bad of ['true', 'yes', '1', '2', '10.0.0.1/33', 'proxy.example', '10.0.0.2,'])
      expect(() => trustProxySetting(bad), bad).toThrow(
        /TRUST_PROXY must list the addresses of the reverse proxies/,
      );
  });

  it('counts failed sign-ins against the address the proxy saw, whatever the client wrote', async () => {
    const client = '198.51.100.7';
    const signIn = (password: string, i: number) =>
      proxied.app.inject({
        method: 'POST',
        url: '/Account/AuthenticateInvestorUser',
        payload: { Email: `nobody${i}@nowhere.test`, Password: password },
        remoteAddress: PROXY,
        // The client's own entry first, then the one the proxy appended.
        headers: { 'x-forwarded-for': `10.66.${i}.1, ${client}` },
      });
    for (let i = 0; i < 20; i++) expect((await signIn('Wrong@123', i)).statusCode).toBe(200);
    const locked = await signIn('Wrong@123', 20);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().Message).toMatch(/^Too many failed sign-in attempts from this address/);

    // Another client through the same proxy is not locked out.
    const other = await proxied.app.inject({
      method: 'POST',
      url: '/Account/AuthenticateInvestorUser',
      payload: { Email: DEMO_ACCOUNTS.investor.email, Password: TEST_PASSWORD },
      remoteAddress: PROXY,
      headers: { 'x-forwarded-for': '198.51.100.8' },
    });
    expect(other.json().IsSuccess).toBe(true);
  });

  it('makes the sandboxes refuse even a loopback client, since a proxy relays every request', async () => {
    const res = await proxied.app.inject({ url: '/api/dev/outbox', remoteAddress: '127.0.0.1' });
    expect(res.statusCode).toBe(403);
    expect(res.json().Message).toBe(REMOTE_SANDBOX_REFUSED);
  });
});

describe('sandboxes without a proxy', () => {
  it('answer a loopback client that names this machine', async () => {
    for (const host of ['localhost', 'localhost:8080', '127.0.0.1:8080', '[::1]:8080']) {
      const res = await direct.app.inject({
        url: '/api/dev/outbox',
        remoteAddress: '127.0.0.1',
        headers: { host },
      });
      expect(res.statusCode, host).toBe(200);
    }
  });

  it('refuse a loopback connection naming another host (DNS rebinding)', async () => {
    for (const host of [
      'rebind.attacker.example:8711',
      'portal.example',
      'localhost.attacker.example',
    ]) {
      const res = await direct.app.inject({
        url: '/api/dev/outbox',
        remoteAddress: '127.0.0.1',
        headers: { host },
      });
      expect(res.statusCode, host).toBe(403);
      expect(res.json().Message).toBe(REMOTE_SANDBOX_REFUSED);
    }
  });

  it('refuse a request any proxy or CDN header marks as relayed', async () => {
    for (const name of [
      'via',
      'x-forwarded-host',
      'cf-connecting-ip',
      'true-client-ip',
      'x-client-ip',
    ]) {
      const res = await direct.app.inject({
        url: '/api/dev/outbox',
        remoteAddress: '127.0.0.1',
        headers: { [name]: '1.1 proxy' },
      });
      expect(res.statusCode, name).toBe(403);
    }
  });

  it('read a Host header as this machine only for localhost and loopback addresses', () => {
    for (const host of [
      'localhost',
      'LOCALHOST:3000',
      '127.0.0.1',
      '127.8.9.1:80',
      '[::1]',
      '[::1]:8711',
    ])
      expect(isLoopbackHostHeader(host), host).toBe(true);
    for (const host of [
      undefined,
      '',
      'evil.example',
      '127.0.0.1.nip.io',
      '[::2]:80',
      'localhost.evil',
    ])
      expect(isLoopbackHostHeader(host), String(host)).toBe(false);
  });
});
