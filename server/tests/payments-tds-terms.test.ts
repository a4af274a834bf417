/**
 * An application's open transaction is reused only on the same terms: a payer who comes back from
 * the gateway and changes the TDS section is never charged the open transaction's other amount.
 * The open one is closed only when the gateway says it was never paid; else 409 names it. A late
 * callback of a closed transaction never pays the application a second time.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationEvents } from '../src/db/schema-engine.ts';
import { paymentEvents } from '../src/db/schema-payments.ts';
import { paymentKit, sandboxOf } from './support/payments.ts';
import { createTestApp, DEMO_ACCOUNTS } from './support/test-app.ts';
import type { TestApp } from './support/test-app.ts';

let t: TestApp;
let kit: ReturnType<typeof paymentKit>;

beforeAll(async () => {
  t = await createTestApp();
  kit = paymentKit(t, await t.login(DEMO_ACCOUNTS.investor.email));
});
afterAll(() => t.close());

const events = (txn: string) =>
  t.database.db
    .select({
      kind: paymentEvents.kind,
      outcome: paymentEvents.outcome,
      payload: paymentEvents.payload,
    })
    .from(paymentEvents)
    .where(eq(paymentEvents.transactionId, txn))
    .orderBy(paymentEvents.eventId);

const confirmations = (id: string) =>
  t.database.db
    .select()
    .from(applicationEvents)
    .where(
      and(eq(applicationEvents.submissionId, id), eq(applicationEvents.action, 'confirmPayment')),
    );

describe('ConfirmPayment on other terms than the open transaction', () => {
  it('reuses the open transaction on the same terms', async () => {
    const id = await kit.pendingApplication(500);
    const first = (await kit.confirm(id, { TDSSection: '194J' })).json().Data;
    expect(first.Amount).toBe(450);
    const again = await kit.confirm(id, { TDSSection: '194J' });
    expect(again.statusCode).toBe(200);
    expect(again.json().Data).toMatchObject({ TransactionID: first.TransactionID, Amount: 450 });
  });

  it('closes an open transaction the gateway says was never paid and opens one at the new amount', async () => {
    const id = await kit.pendingApplication(500);
    const old = (await kit.confirm(id, { TDSSection: '194J' })).json().Data.TransactionID;
    // The payer left the gateway; the bank has it as failed (no callback reached the portal).
    await sandboxOf(t).record(old, 'Failure');
    const res = await kit.confirm(id);
    expect(res.statusCode).toBe(200);
    const fresh = res.json().Data;
    expect(fresh.TransactionID).not.toBe(old);
    expect(fresh.Amount).toBe(500);
    expect(new URL(fresh.RedirectUrl).searchParams.get('amount')).toBe('500.00');
    expect((await kit.info(old)).json().Data.PaymentStatus).toBe('Failure');
    expect((await kit.info(fresh.TransactionID)).json().Data).toMatchObject({
      Amount: 500,
      TDSSection: null,
      TDSAmount: 0,
    });
    // Audited: the re-check that closed the old one, the order that replaced it.
    expect((await events(old)).map((e) => `${e.kind}/${e.outcome}`)).toContain('recheck/applied');
    expect((await events(fresh.TransactionID))[0]).toMatchObject({
      kind: 'order',
      outcome: 'created',
      payload: { replaces: old },
    });
  });

  it('answers 409 naming the open payment while the gateway may still take it', async () => {
    const id = await kit.pendingApplication(500);
    const open = (await kit.confirm(id, { TDSSection: '194J' })).json().Data.TransactionID;
    // The payer has not answered the gateway's page: it says Pending.
    const res = await kit.confirm(id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      IsSuccess: false,
      Message: expect.stringContaining(
        'A payment of ₹450.00 with TDS under section 194J is already open',
      ),
      Data: { Reason: 'paymentOpen', TransactionID: open, Amount: 450, TDSSection: '194J' },
    });
    expect((await kit.info(open)).json().Data.PaymentStatus).toBe('Pending');
    // Another section is refused the same way; the open payment's own terms continue it.
    expect((await kit.confirm(id, { TDSSection: '194C' })).statusCode).toBe(409);
    const resumed = await kit.confirm(id, { TDSSection: '194J' });
    expect(resumed.json().Data).toMatchObject({ TransactionID: open, Amount: 450 });
  });

  it('answers 409 when the gateway was asked too recently to tell', async () => {
    const id = await kit.pendingApplication(500);
    const open = (await kit.confirm(id, { TDSSection: '194J' })).json().Data.TransactionID;
    expect((await kit.confirm(id)).statusCode).toBe(409);
    // Failed at the bank now, but the last question is under 30 s old: not asked again.
    await sandboxOf(t).record(open, 'Failure');
    expect((await kit.confirm(id)).json().Data).toMatchObject({ TransactionID: open, Amount: 450 });
    expect((await kit.info(open)).json().Data.PaymentStatus).toBe('Pending');
  });

  it('never pays the application twice on a late callback of the closed transaction', async () => {
    const id = await kit.pendingApplication(500);
    const old = (await kit.confirm(id, { TDSSection: '194J' })).json().Data.TransactionID;
    await sandboxOf(t).record(old, 'Failure');
    const fresh = (await kit.confirm(id)).json().Data.TransactionID;
    // A late Success of the closed one before the new one is paid: nothing moves.
    expect((await kit.callback(kit.signed(old, '450.00', 'Success'))).statusCode).toBe(303);
    expect((await kit.info(old)).json().Data.PaymentStatus).toBe('Failure');
    expect(await kit.state(id)).toBe('PaymentPending');
    await kit.callback(kit.signed(fresh, '500.00', 'Success'));
    expect(await kit.state(id)).toBe('UnderScrutiny');
    // And after it: still one confirmation, of the new transaction's amount.
    await kit.callback(kit.signed(old, '450.00', 'Success'));
    expect((await kit.info(old)).json().Data.PaymentStatus).toBe('Failure');
    const rows = await confirmations(id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.remarks).toBe(`Paid ₹500.00 (${fresh})`);
    expect((await events(old)).filter((e) => e.kind === 'callback').map((e) => e.outcome)).toEqual([
      'no-change',
      'no-change',
    ]);
  });
});
