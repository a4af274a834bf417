/**
 * Payments re-checked with the gateway (the 'Check again' button and the server job), and
 * ownership: another account's application or transaction looks unknown (404).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { paymentEvents } from '../src/db/schema-payments.ts';
import { recheckPendingPayments } from '../src/services/payments/recheck.ts';
import { addUser, catalog, client } from './support/engine.ts';
import { paymentKit, sandboxOf } from './support/payments.ts';
import { createTestApp, DEMO_ACCOUNTS } from './support/test-app.ts';
import type { LoggedIn, TestApp } from './support/test-app.ts';

let t: TestApp;
let investor: LoggedIn;
let kit: ReturnType<typeof paymentKit>;

beforeAll(async () => {
  t = await createTestApp();
  investor = await t.login(DEMO_ACCOUNTS.investor.email);
  kit = paymentKit(t, investor);
});
afterAll(() => t.close());

describe('re-checks and ownership', () => {
  it('re-checks a pending transaction with the gateway (button and job)', async () => {
    const id = await kit.pendingApplication();
    const { TransactionID: txn } = (await kit.confirm(id)).json().Data;
    await sandboxOf(t).record(txn, 'Pending');
    await kit.callback(kit.signed(txn, '12345.67', 'Pending'));
    const res = await kit.api().post(`/PaymentGateWay/RecheckStatus?TransactionNumber=${txn}`);
    expect(res.json().Data.PaymentStatus).toBe('Success');
    expect(await kit.state(id)).toBe('UnderScrutiny');

    const id2 = await kit.pendingApplication();
    const txn2 = (await kit.confirm(id2)).json().Data.TransactionID;
    await sandboxOf(t).record(txn2, 'Failure');
    const deps = {
      db: t.database.db,
      gateway: t.app.paymentGateway,
      catalog: catalog,
    };
    expect(await recheckPendingPayments(deps, 0)).toBeGreaterThanOrEqual(1);
    expect((await kit.info(txn2)).json().Data.PaymentStatus).toBe('Failure');
  });

  it('records what the job changed, not each unchanged answer', async () => {
    const id = await kit.pendingApplication();
    // The payer has not answered the sandbox's page yet: the gateway says Pending.
    const txn = (await kit.confirm(id)).json().Data.TransactionID;
    const deps = { db: t.database.db, gateway: t.app.paymentGateway, catalog };
    const recheckEvents = async () =>
      (
        await t.database.db
          .select({ outcome: paymentEvents.outcome })
          .from(paymentEvents)
          .where(and(eq(paymentEvents.transactionId, txn), eq(paymentEvents.kind, 'recheck')))
      ).map((e) => e.outcome);
    await recheckPendingPayments(deps, 0);
    await recheckPendingPayments(deps, 0);
    expect(await recheckEvents()).toEqual([]);
    await sandboxOf(t).record(txn, 'Success');
    await recheckPendingPayments(deps, 0);
    expect(await recheckEvents()).toEqual(['applied']);
    expect((await kit.info(txn)).json().Data.PaymentStatus).toBe('Success');
  });

  it("answers 404 for another user's application or transaction", async () => {
    const id = await kit.pendingApplication();
    const { TransactionID: txn } = (await kit.confirm(id)).json().Data;
    const other = await addUser(t, { role: 1 });
    expect((await kit.info(txn, other)).statusCode).toBe(404);
    expect((await kit.info(txn, null)).statusCode).toBe(403); // signed out: sign in to see it
    const res = await client(t.app, other).post(
      `/PaymentGateWay/ConfirmPayment?userId=${other.userId}`,
      { SubmissionId: id },
    );
    expect(res.statusCode).toBe(404);
    // Someone else's userId in the query string is refused outright.
    expect(
      (
        await client(t.app, other).post(
          `/PaymentGateWay/ConfirmPayment?userId=${investor.userId}`,
          { SubmissionId: id },
        )
      ).statusCode,
    ).toBe(403);
  });
});
