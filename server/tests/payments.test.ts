/**
 * Online payments end to end through app.inject() on the real database: the amount is the
 * server's, callbacks must carry the gateway's signature and the ordered amount, and settled
 * transactions never change again.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationEvents } from '../src/db/schema-engine.ts';
import { paymentEvents } from '../src/db/schema-payments.ts';
import { tdsOf } from '../src/services/payments/store.ts';
import { feeService as s, paymentKit } from './support/payments.ts';
import { createTestApp, DEMO_ACCOUNTS } from './support/test-app.ts';
import type { TestApp } from './support/test-app.ts';

let t: TestApp;
let kit: ReturnType<typeof paymentKit>;

beforeAll(async () => {
  t = await createTestApp();
  kit = paymentKit(t, await t.login(DEMO_ACCOUNTS.investor.email));
});
afterAll(() => t.close());

describe('application fee', () => {
  it('lists the TDS sections and works out the deduction to the paisa', async () => {
    const sections = (await kit.api().get('/PaymentGateWay/GetTDSSectionMaster')).json().Data;
    expect(sections.map((x: { Section: string }) => x.Section)).toEqual(['194C', '194I', '194J']);
    // What the payer reads carries no analysts' notes ('[assumed]').
    expect(JSON.stringify(sections)).not.toMatch(/\[[a-z ]+\]/i);
    expect(tdsOf(1000.25, 2)).toEqual({ tds: 20.01, payable: 980.24 });
    // Half a paisa rounds up; binary fractions (1.15 × 100 = 114.999…) never lose a paisa.
    expect(tdsOf(1234.25, 2)).toEqual({ tds: 24.69, payable: 1209.56 });
    expect(tdsOf(0.05, 10)).toEqual({ tds: 0.01, payable: 0.04 });
    expect(tdsOf(1.15, 10)).toEqual({ tds: 0.12, payable: 1.03 });
    expect(tdsOf(19840, 10)).toEqual({ tds: 1984, payable: 17856 });
    const id = await kit.pendingApplication();
    const res = await kit.api().post(`/PaymentGateWay/TDSDeductionInPercent?userId=${kit.userId}`, {
      SubmissionId: id,
      TDSSection: '194C',
    });
    expect(res.json().Data).toEqual({
      Amount: 12345.67,
      TDSSection: '194C',
      TDSAmount: 246.91,
      PayableAmount: 12098.76,
    });
  });

  it('charges the server amount, refuses a browser amount, and keeps one open transaction', async () => {
    const id = await kit.pendingApplication();
    expect((await kit.confirm(id, { Amount: 1 })).statusCode).toBe(400);
    const first = (await kit.confirm(id)).json().Data;
    expect(first).toMatchObject({ Amount: 12345.67 });
    expect(first.TransactionID).toMatch(/^TXN\d{8}\d{6}$/);
    expect(first.RedirectUrl).toContain('/dev/gateway?txn=');
    expect((await kit.confirm(id)).json().Data.TransactionID).toBe(first.TransactionID);
    const page = await t.app.inject({
      method: 'GET',
      url: new URL(first.RedirectUrl).pathname + new URL(first.RedirectUrl).search,
    });
    expect(page.body).toContain('Payment gateway sandbox — no real money moves');
    expect(page.body).toContain('12,345.67');
  });

  it('pending → success: moves the application to scrutiny once, duplicates change nothing', async () => {
    const id = await kit.pendingApplication();
    const { TransactionID: txn } = (await kit.confirm(id)).json().Data;
    const res = await kit.callback(kit.signed(txn, '12345.67', 'Success'));
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(
      `/PlotService/ServiceInformation/PaymentConfirmation/PaymentResponse?TxnNo=${txn}`,
    );
    expect(await kit.state(id)).toBe('UnderScrutiny');
    const data = (await kit.info(txn)).json().Data;
    expect(data).toMatchObject({
      TransactionID: txn,
      Amount: 12345.67,
      TrackingId: id,
      PaymentStatus: 'Success',
      ServiceName: s.title,
      ApplicantName: expect.any(String),
    });
    expect(data.PaymentDate).toBeTruthy();
    // Replay and a later contrary answer: no change, no second timeline row.
    expect((await kit.callback(kit.signed(txn, '12345.67', 'Success'))).statusCode).toBe(303);
    await kit.callback(kit.signed(txn, '12345.67', 'Failure'));
    expect((await kit.info(txn)).json().Data.PaymentStatus).toBe('Success');
    const rows = await t.database.db
      .select()
      .from(applicationEvents)
      .where(
        and(eq(applicationEvents.submissionId, id), eq(applicationEvents.action, 'confirmPayment')),
      );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      fromState: 'PaymentPending',
      toState: 'UnderScrutiny',
      byUserId: null,
      // The portal's one money format, in the remarks too (not ₹12345.67).
      remarks: `Paid ₹12,345.67 (${txn})`,
    });
  });

  it('refuses a forged signature and a tampered amount, and logs both', async () => {
    const id = await kit.pendingApplication();
    const { TransactionID: txn } = (await kit.confirm(id)).json().Data;
    const forged = { ...kit.signed(txn, '12345.67', 'Success'), Signature: 'a'.repeat(64) };
    expect((await kit.callback(forged)).statusCode).toBe(400);
    const tampered = { ...kit.signed(txn, '12345.67', 'Success'), Amount: '1.00' };
    expect((await kit.callback(tampered)).statusCode).toBe(400);
    // Correctly signed, but not the amount that was ordered.
    expect((await kit.callback(kit.signed(txn, '1.00', 'Success'))).statusCode).toBe(400);
    expect((await kit.info(txn)).json().Data.PaymentStatus).toBe('Pending');
    expect(await kit.state(id)).toBe('PaymentPending');
    const refused = await t.database.db
      .select()
      .from(paymentEvents)
      .where(and(eq(paymentEvents.transactionId, txn), eq(paymentEvents.outcome, 'refused')));
    expect(refused).toHaveLength(3);
  });

  it('pending → failure leaves the application waiting; a retry opens a new transaction', async () => {
    const id = await kit.pendingApplication();
    const { TransactionID: txn } = (await kit.confirm(id)).json().Data;
    await kit.callback(kit.signed(txn, '12345.67', 'Pending'));
    expect((await kit.info(txn)).json().Data.PaymentStatus).toBe('Pending');
    await kit.callback(kit.signed(txn, '12345.67', 'Failure'));
    expect((await kit.info(txn)).json().Data.PaymentStatus).toBe('Failure');
    expect(await kit.state(id)).toBe('PaymentPending');
    const retry = (await kit.confirm(id)).json().Data.TransactionID;
    expect(retry).not.toBe(txn);
  });
});
