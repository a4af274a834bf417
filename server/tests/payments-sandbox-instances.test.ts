/**
 * The sandbox gateway with two app instances on one database, as several server processes run:
 * an order placed through one is known to the other, the payer's answer given on one instance's
 * sandbox page is what the other's re-check finds, and a restart (a new instance) forgets nothing.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentEvents } from '../src/db/schema-payments.ts';
import { client } from './support/engine.ts';
import { paymentKit } from './support/payments.ts';
import { createTestApp, DEMO_ACCOUNTS } from './support/test-app.ts';
import type { LoggedIn, TestApp } from './support/test-app.ts';

let t: TestApp;
let other: FastifyInstance;
let investor: LoggedIn;
let kit: ReturnType<typeof paymentKit>;

beforeAll(async () => {
  t = await createTestApp();
  other = await t.appWith({});
  investor = await t.login(DEMO_ACCOUNTS.investor.email);
  kit = paymentKit(t, investor);
});
afterAll(async () => {
  await other.close();
  await t.close();
});

/** The sandbox page's button as the payer's browser posts it (from this machine). */
function press(app: FastifyInstance, txn: string, status: string) {
  return app.inject({
    method: 'POST',
    url: '/dev/gateway/pay',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ TransactionID: txn, Status: status }).toString(),
  });
}
const recheck = (app: FastifyInstance, txn: string) =>
  client(app, investor).post(`/PaymentGateWay/RecheckStatus?TransactionNumber=${txn}`);
/** As if the payer's last re-check were a minute old: 'Check again' reaches the gateway again. */
const ageRechecks = (txn: string) =>
  t.database.db
    .update(paymentEvents)
    .set({ at: sql`now() - interval '1 minute'` })
    .where(and(eq(paymentEvents.transactionId, txn), eq(paymentEvents.kind, 'recheck')));

describe('sandbox gateway orders across app instances', () => {
  it('an order placed on one instance is pending on the other until the payer answers', async () => {
    const id = await kit.pendingApplication();
    const { TransactionID: txn } = (await kit.confirm(id)).json().Data;
    // Unknown to a process that kept orders in memory: its re-check would have said Failure.
    expect((await recheck(other, txn)).json().Data.PaymentStatus).toBe('Pending');
    expect(await kit.state(id)).toBe('PaymentPending');

    expect((await press(other, txn, 'Failure')).statusCode).toBe(307);
    await ageRechecks(txn);
    expect((await recheck(t.app, txn)).json().Data.PaymentStatus).toBe('Failure');
  });

  it('a Pending answer on one instance settles as Success at the other’s re-check', async () => {
    const id = await kit.pendingApplication();
    const { TransactionID: txn, RedirectUrl } = (await kit.confirm(id)).json().Data;
    const page = await other.inject({
      url: new URL(RedirectUrl as string).pathname + new URL(RedirectUrl as string).search,
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(txn);

    expect((await press(t.app, txn, 'Pending')).statusCode).toBe(307);
    await kit.callback(kit.signed(txn, '12345.67', 'Pending'));
    expect((await kit.info(txn)).json().Data.PaymentStatus).toBe('Pending');

    expect((await recheck(other, txn)).json().Data.PaymentStatus).toBe('Success');
    expect(await kit.state(id)).toBe('UnderScrutiny');
  });

  it('a new instance (a restart) still knows the order and the payer’s answer', async () => {
    const id = await kit.pendingApplication();
    const { TransactionID: txn } = (await kit.confirm(id)).json().Data;
    expect((await press(t.app, txn, 'Success')).statusCode).toBe(307);
    const restarted = await t.appWith({});
    try {
      expect((await recheck(restarted, txn)).json().Data.PaymentStatus).toBe('Success');
    } finally {
      await restarted.close();
    }
    expect(await kit.state(id)).toBe('UnderScrutiny');
  });
});
