/**
 * The real gateway adapter (PG_PROVIDER=hmac-redirect) against a fake provider listening on
 * 127.0.0.1: the signed order form, the signed return post, the server-to-server status query;
 * and the configuration refusing gateways that cannot work.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configWarnings, loadConfig } from '../src/config/config.ts';
import { paymentEvents } from '../src/db/schema-payments.ts';
import { GATEWAY_SILENT } from '../src/services/payments/gateway-hmac.ts';
import { PAYMENTS_OFF } from '../src/services/payments/gateways.ts';
import { recheckPendingPayments } from '../src/services/payments/recheck.ts';
import { catalog, client } from './support/engine.ts';
import { formIn, startFakeProvider, type FakeProvider } from './support/fake-pg-provider.ts';
import { paymentKit } from './support/payments.ts';
import { PRODUCTION_ENV } from './support/production-env.ts';
import { createTestApp, DEMO_ACCOUNTS, TEST_PUBLIC_URL } from './support/test-app.ts';
import type { LoggedIn, TestApp } from './support/test-app.ts';

const MERCHANT = 'MIDC-SWC-TEST';
const SECRET = 'provider-issued-secret-0123456789abcdef';
let provider: FakeProvider;
let t: TestApp;
let investor: LoggedIn;
let kit: ReturnType<typeof paymentKit>;

const providerEnv = () => ({
  PG_PROVIDER: 'hmac-redirect',
  PG_URL: `${provider.url}/pay`,
  PG_MERCHANT_ID: MERCHANT,
  PG_SECRET: SECRET,
  PG_STATUS_URL: `${provider.url}/status`,
});

beforeAll(async () => {
  provider = await startFakeProvider(MERCHANT, SECRET);
  t = await createTestApp(providerEnv());
  investor = await t.login(DEMO_ACCOUNTS.investor.email);
  kit = paymentKit(t, investor);
});
afterAll(async () => {
  await t.close();
  await provider.close();
});

/** ConfirmPayment, then the checkout page the browser is sent to. */
async function startPayment() {
  const id = await kit.pendingApplication();
  const order = (await kit.confirm(id)).json().Data;
  const link = new URL(order.RedirectUrl);
  const page = await t.app.inject({ method: 'GET', url: link.pathname + link.search });
  return { id, txn: order.TransactionID as string, link, page };
}

/** The browser posts the checkout form to the provider; the provider answers its return form. */
async function payAtProvider(html: string) {
  const form = formIn(html);
  const res = await fetch(form.action, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form.fields).toString(),
  });
  expect(res.status, 'the provider accepted the order form').toBe(200);
  return formIn(await res.text());
}

describe('hmac-redirect gateway', () => {
  it('posts a signed order to the provider and accepts its signed return', async () => {
    const { id, txn, link, page } = await startPayment();
    expect(link.origin + link.pathname).toBe(`${TEST_PUBLIC_URL}/PaymentGateWay/Checkout`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain(`form-action ${provider.url}`);
    expect(page.body).toContain('₹12,345.67');
    const order = formIn(page.body);
    expect(order.action).toBe(`${provider.url}/pay`);
    expect(order.fields).toMatchObject({
      merchant_id: MERCHANT,
      order_id: txn,
      amount: '12345.67',
      currency: 'INR',
      return_url: `${TEST_PUBLIC_URL}/PaymentGateWay/ProcessPaymentResponse`,
    });

    provider.nextOutcome = 'SUCCESS';
    const back = await payAtProvider(page.body);
    expect(provider.orders.get(txn)?.amount).toBe('12345.67');
    const res = await kit.callback(back.fields);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(
      `/PlotService/ServiceInformation/PaymentConfirmation/PaymentResponse?TxnNo=${txn}`,
    );
    expect(await kit.state(id)).toBe('UnderScrutiny');
    expect((await kit.info(txn)).json().Data).toMatchObject({
      PaymentStatus: 'Success',
      GatewayReference: expect.stringMatching(/^FAKE/),
    });
    // Back to the checkout link afterwards: the outcome, never a second payment.
    const again = await t.app.inject({ method: 'GET', url: link.pathname + link.search });
    expect(again.statusCode).toBe(303);
    // The sandbox is not served when a real gateway is configured.
    expect(
      (await t.app.inject({ method: 'GET', url: '/dev/gateway?txn=x&amount=1.00' })).statusCode,
    ).toBe(404);
  });

  it('refuses a forged checkout link, a changed amount, a forged hash and another merchant', async () => {
    const { txn, link, page } = await startPayment();
    link.searchParams.set('Token', 'forged');
    const forgedLink = await t.app.inject({ method: 'GET', url: link.pathname + link.search });
    expect(forgedLink.statusCode).toBe(404);
    expect(forgedLink.body).toContain('This payment link is not valid');

    const back = await payAtProvider(page.body);
    const changes: Record<string, string>[] = [
      { amount: '1.00' },
      { hash: 'b'.repeat(64) },
      { merchant_id: 'OTHER' },
    ];
    for (const change of changes)
      expect((await kit.callback({ ...back.fields, ...change })).statusCode).toBe(400);
    expect((await kit.info(txn)).json().Data.PaymentStatus).toBe('Pending');
    const refused = await t.database.db
      .select()
      .from(paymentEvents)
      .where(and(eq(paymentEvents.transactionId, txn), eq(paymentEvents.outcome, 'refused')));
    expect(refused.map((r) => r.detail)).toEqual([
      'Bad signature',
      'Bad signature',
      'Bad signature',
    ]);
  });

  it('settles pending payments by the status query: success, failure, another amount refused', async () => {
    provider.nextOutcome = 'PENDING';
    const first = await startPayment();
    await kit.callback((await payAtProvider(first.page.body)).fields);
    expect((await kit.info(first.txn)).json().Data.PaymentStatus).toBe('Pending');
    provider.settle(first.txn, 'SUCCESS');
    const rechecked = await kit
      .api()
      .post(`/PaymentGateWay/RecheckStatus?TransactionNumber=${first.txn}`);
    expect(rechecked.json().Data.PaymentStatus).toBe('Success');
    expect(await kit.state(first.id)).toBe('UnderScrutiny');

    const second = await startPayment();
    await kit.callback((await payAtProvider(second.page.body)).fields);
    provider.settle(second.txn, 'FAILURE');
    const third = await startPayment();
    await kit.callback((await payAtProvider(third.page.body)).fields);
    provider.settle(third.txn, 'SUCCESS', '1.00');
    const deps = { db: t.database.db, gateway: t.app.paymentGateway, catalog };
    await recheckPendingPayments(deps, 0);
    expect((await kit.info(second.txn)).json().Data.PaymentStatus).toBe('Failure');
    expect(await kit.state(second.id)).toBe('PaymentPending');
    expect((await kit.info(third.txn)).json().Data.PaymentStatus).toBe('Pending');
    const [refused] = await t.database.db
      .select()
      .from(paymentEvents)
      .where(and(eq(paymentEvents.transactionId, third.txn), eq(paymentEvents.kind, 'recheck')));
    expect(refused).toMatchObject({
      outcome: 'refused',
      detail: 'Amount 1.00 differs from 12345.67',
    });
    provider.nextOutcome = 'SUCCESS';
  });

  it('says so when the provider does not answer the status query', async () => {
    const silent = await t.appWith({ ...providerEnv(), PG_STATUS_URL: `${provider.url}/gone` });
    try {
      const { txn } = await startPayment();
      const res = await silent.inject({
        method: 'POST',
        url: `/PaymentGateWay/RecheckStatus?TransactionNumber=${txn}`,
        headers: investor.headers,
      });
      expect(res.statusCode).toBe(502);
      expect(res.json().Message).toBe(GATEWAY_SILENT);
    } finally {
      await silent.close();
    }
  });
});

describe('gateway configuration', () => {
  it('refuses to start a real gateway without its settings', () => {
    expect(() => loadConfig({ PG_PROVIDER: 'hmac-redirect' })).toThrow(
      'PG_PROVIDER=hmac-redirect needs PG_URL, PG_MERCHANT_ID, PG_SECRET, PG_STATUS_URL',
    );
    const env = {
      ...providerEnv(),
      PG_URL: 'https://pg.example/pay',
      PG_STATUS_URL: 'https://pg.example/status',
    };
    expect(() => loadConfig({ ...env, PG_SECRET: 'short' })).toThrow(/PG_SECRET/);
    expect(() => loadConfig({ ...env, PG_URL: 'not a url' })).toThrow(/PG_URL must be/);
    expect(() =>
      loadConfig({ ...env, ...PRODUCTION_ENV, PG_URL: 'http://pg.example/pay' }),
    ).toThrow('PG_URL must use https in production.');
    expect(loadConfig({ ...env, ...PRODUCTION_ENV }).pgProvider).toBe('hmac-redirect');
    expect(() => loadConfig({ PG_PROVIDER: 'paypal' })).toThrow(/PG_PROVIDER must be one of/);
  });

  it('never uses the sandbox in production unless PG_ALLOW_SANDBOX=1', async () => {
    expect(loadConfig({}).pgProvider).toBe('sandbox');
    expect(() => loadConfig({ ...PRODUCTION_ENV, PG_PROVIDER: 'sandbox' })).toThrow(
      /PG_PROVIDER=sandbox is refused in production/,
    );
    const allowed = loadConfig({
      ...PRODUCTION_ENV,
      PG_PROVIDER: 'sandbox',
      PG_ALLOW_SANDBOX: '1',
      PG_SECRET: 'test-production-gateway-secret-0123456789abcdef',
    });
    expect(configWarnings(allowed).join(' ')).toMatch(/no real money moves/);
    const unset = loadConfig(PRODUCTION_ENV);
    expect(unset.pgProvider).toBe('none');
    expect(configWarnings(unset).join(' ')).toMatch(/online payments are refused/);

    const prod = await t.appWith({ ...PRODUCTION_ENV, PG_PROVIDER: '' });
    try {
      const id = await kit.pendingApplication();
      const res = await client(prod, investor).post(
        `/PaymentGateWay/ConfirmPayment?userId=${investor.userId}`,
        { SubmissionId: id },
      );
      expect(res.statusCode).toBe(503);
      expect(res.json().Message).toBe(PAYMENTS_OFF);
      expect(
        (await prod.inject({ method: 'GET', url: '/dev/gateway?txn=x&amount=1.00' })).statusCode,
      ).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
