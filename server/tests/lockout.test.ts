import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_ACCOUNTS, TEST_PASSWORD } from './support/test-app.ts';
import type { TestApp } from './support/test-app.ts';
import { passwordParams, tokenRequest } from './support/token-request.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const accountLogin = (email: string, password: string, remoteAddress: string) =>
  t.app.inject({
    method: 'POST',
    url: '/Account/AuthenticateInvestorUser',
    payload: { Email: email, Password: password },
    remoteAddress,
  });

describe('account lockout', () => {
  it('locks an account after 5 failures; then even the right password is refused', async () => {
    const email = DEMO_ACCOUNTS.midc.email;
    for (let i = 0; i < 5; i++) {
      // Different addresses: this is the per-account counter, not the per-address one.
      const res = await tokenRequest(t.app, passwordParams(email, `Wrong@${i}`), {
        remoteAddress: `192.0.2.${i + 1}`,
      });
      expect(res.json().error_description).toBe('Invalid username or password');
    }
    const locked = await tokenRequest(t.app, passwordParams(email, TEST_PASSWORD), {
      remoteAddress: '192.0.2.99',
    });
    expect(locked.statusCode).toBe(400);
    expect(locked.json().error).toBe('invalid_grant');
    expect(locked.json().error_description).toMatch(/^Account temporarily locked/);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(800);

    const viaAccountApi = await accountLogin(email, TEST_PASSWORD, '192.0.2.98');
    expect(viaAccountApi.statusCode).toBe(200);
    expect(viaAccountApi.json()).toMatchObject({ IsSuccess: false, Data: null });
    expect(viaAccountApi.json().Message).toMatch(/^Account temporarily locked/);
  });

  it('counts unknown e-mails too, so a lock does not reveal whether an account exists', async () => {
    for (let i = 0; i < 5; i++)
      await accountLogin('ghost@demo.test', 'Wrong@123', `198.51.100.${i + 1}`);
    const res = await accountLogin('ghost@demo.test', 'Wrong@123', '198.51.100.99');
    expect(res.json().Message).toMatch(/^Account temporarily locked/);
  });

  it('a success before the limit resets the account counter', async () => {
    const email = DEMO_ACCOUNTS.admin.email;
    for (let i = 0; i < 4; i++) await accountLogin(email, 'Wrong@123', '203.0.113.1');
    expect((await accountLogin(email, TEST_PASSWORD, '203.0.113.1')).json().IsSuccess).toBe(true);
    for (let i = 0; i < 4; i++) await accountLogin(email, 'Wrong@123', '203.0.113.1');
    expect((await accountLogin(email, TEST_PASSWORD, '203.0.113.1')).json().IsSuccess).toBe(true);
  });
});

describe('address lockout', () => {
  it('answers 429 after 20 failures from one address, for every account', async () => {
    const ip = '203.0.113.200';
    for (let i = 0; i < 20; i++) await accountLogin(`user${i}@nowhere.test`, 'Wrong@123', ip);

    const res = await accountLogin(DEMO_ACCOUNTS.investor.email, TEST_PASSWORD, ip);
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
    expect(res.json().Message).toMatch(/^Too many failed sign-in attempts from this address/);

    const token = await tokenRequest(
      t.app,
      passwordParams(DEMO_ACCOUNTS.investor.email, TEST_PASSWORD),
      { remoteAddress: ip },
    );
    expect(token.statusCode).toBe(429);
    expect(token.json().error).toBe('invalid_grant');

    // Another address is unaffected.
    const other = await accountLogin(DEMO_ACCOUNTS.investor.email, TEST_PASSWORD, '203.0.113.201');
    expect(other.json().IsSuccess).toBe(true);
  });
});

describe('parallel guesses', () => {
  /** Which answer each request got: a checked password, or a lock before any check. */
  const outcomes = (answers: { json(): { error_description: string } }[]) => {
    const texts = answers.map((a) => a.json().error_description);
    return {
      checked: texts.filter((m) => m === 'Invalid username or password').length,
      account: texts.filter((m) => m.startsWith('Account temporarily locked')).length,
      address: texts.filter((m) => m.startsWith('Too many failed sign-in attempts')).length,
    };
  };

  it('checks at most 5 of 40 simultaneous wrong passwords for one account, over two servers', async () => {
    const second = await t.appWith({});
    try {
      const email = DEMO_ACCOUNTS.txuser.email;
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          tokenRequest(i % 2 ? second : t.app, passwordParams(email, `Wrong@${i}`), {
            remoteAddress: `192.0.2.${100 + i}`,
          }),
        ),
      );
      expect(outcomes(answers)).toEqual({ checked: 5, account: 35, address: 0 });
      const right = await tokenRequest(second, passwordParams(email, TEST_PASSWORD));
      expect(right.json().error_description).toMatch(/^Account temporarily locked/);
    } finally {
      await second.close();
    }
  });

  it('checks at most 20 of 40 simultaneous sign-ins from one address', async () => {
    const ip = '203.0.113.77';
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        tokenRequest(t.app, passwordParams(`parallel${i}@nowhere.test`, 'Wrong@123'), {
          remoteAddress: ip,
        }),
      ),
    );
    expect(outcomes(answers)).toEqual({ checked: 20, account: 0, address: 20 });
  });
});

describe('failure delay', () => {
  it('slows down a failed sign-in by LOGIN_FAILURE_DELAY_MS', async () => {
    const slow = await t.appWith({ LOGIN_FAILURE_DELAY_MS: '300' });
    try {
      const started = performance.now();
      const res = await slow.inject({
        method: 'POST',
        url: '/Account/AuthenticateInvestorUser',
        payload: { Email: DEMO_ACCOUNTS.investor.email, Password: 'Wrong@123' },
        remoteAddress: '203.0.113.150',
      });
      expect(res.json().IsSuccess).toBe(false);
      expect(performance.now() - started).toBeGreaterThanOrEqual(290);
    } finally {
      await slow.close();
    }
  });
});
