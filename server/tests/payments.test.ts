/**
 * Online payments end to end through app.inject() on the real database: the amount is the
 * server's, callbacks must carry the gateway's signature and the ordered amount, settled
 * transactions never change again, and only owners see them.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationEvents, applications } from '../src/db/schema-engine.ts';
import { paymentEvents } from '../src/db/schema-payments.ts';
import { recheckPendingPayments } from '../src/services/payment-recheck.ts';
import { tdsOf } from '../src/services/payment-store.ts';
import { addPlot, addUser, client, service } from './support/engine.ts';
import { createTestApp, DEMO_ACCOUNTS } from './support/test-app.ts';
import type { LoggedIn, TestApp } from './support/test-app.ts';

let t: TestApp;
let investor: LoggedIn;
const s = service('TimeLimitExtensionService');

beforeAll(async () => {
  t = await createTestApp();
  investor = await t.login(DEMO_ACCOUNTS.investor.email);
});
afterAll(() => t.close());

/** A submitted application waiting for its fee, on a fresh plot of the investor. */
async function pendingApplication(fee = 12345.67): Promise<string> {
  const plotId = await addPlot(t, investor.userId, {});
  const [row] = await t.database.db
    .insert(applications)
    .values({
      plotId,
      serviceId: s.id,
      serviceMasterId: s.entry.serviceMasterId,
      state: 'PaymentPending',
      schemaVersion: s.version,
      data: {},
      tentativeCost: fee,
      createdBy: investor.userId,
      submittedAt: new Date(),
    })
    .returning();
  return row!.submissionId;
}

const api = () => client(t.app, investor);
const confirm = (id: string, extra: object = {}) =>
  api().post(`/PaymentGateWay/ConfirmPayment?userId=${investor.userId}`, {
    SubmissionId: id,
    ...extra,
  });
const callback = (fields: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/PaymentGateWay/ProcessPaymentResponse',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
const signed = (txn: string, amount: string, status: 'Success' | 'Failure' | 'Pending') =>
  t.app.paymentGateway.signed(txn, amount, status);
const info = (txn: string, session: LoggedIn | null = investor) =>
  t.app.inject({
    method: 'GET',
    url: `/PaymentGateWay/GetPGRespInfo?TransactionNumber=${txn}`,
    ...(session ? { headers: session.headers } : {}),
  });
const state = async (id: string) =>
  (await t.database.db.select().from(applications).where(eq(applications.submissionId, id)))[0]!
    .state;

describe('application fee', () => {
  it('lists the TDS sections and works out the deduction to the paisa', async () => {
    const sections = (await api().get('/PaymentGateWay/GetTDSSectionMaster')).json().Data;
    expect(sections.map((x: { Section: string }) => x.Section)).toEqual(['194C', '194I', '194J']);
    expect(tdsOf(1000.25, 2)).toEqual({ tds: 20.01, payable: 980.24 });
    const id = await pendingApplication();
    const res = await api().post(
      `/PaymentGateWay/TDSDeductionInPercent?userId=${investor.userId}`,
      {
        SubmissionId: id,
        TDSSection: '194C',
      },
    );
    expect(res.json().Data).toEqual({
      Amount: 12345.67,
      TDSSection: '194C',
      TDSAmount: 246.91,
      PayableAmount: 12098.76,
    });
  });

  it('charges the server amount, refuses a browser amount, and keeps one open transaction', async () => {
    const id = await pendingApplication();
    expect((await confirm(id, { Amount: 1 })).statusCode).toBe(400);
    const first = (await confirm(id)).json().Data;
    expect(first).toMatchObject({ Amount: 12345.67 });
    expect(first.TransactionID).toMatch(/^TXN\d{8}\d{6}$/);
    expect(first.RedirectUrl).toContain('/dev/gateway?txn=');
    expect((await confirm(id)).json().Data.TransactionID).toBe(first.TransactionID);
    const page = await t.app.inject({
      method: 'GET',
      url: new URL(first.RedirectUrl).pathname + new URL(first.RedirectUrl).search,
    });
    expect(page.body).toContain('Payment gateway sandbox — no real money moves');
    expect(page.body).toContain('12,345.67');
  });

  it('pending → success: moves the application to scrutiny once, duplicates change nothing', async () => {
    const id = await pendingApplication();
    const { TransactionID: txn } = (await confirm(id)).json().Data;
    const res = await callback(signed(txn, '12345.67', 'Success'));
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(
      `/PlotService/ServiceInformation/PaymentConfirmation/PaymentResponse?TxnNo=${txn}`,
    );
    expect(await state(id)).toBe('UnderScrutiny');
    const data = (await info(txn)).json().Data;
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
    expect((await callback(signed(txn, '12345.67', 'Success'))).statusCode).toBe(303);
    await callback(signed(txn, '12345.67', 'Failure'));
    expect((await info(txn)).json().Data.PaymentStatus).toBe('Success');
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
    });
  });

  it('refuses a forged signature and a tampered amount, and logs both', async () => {
    const id = await pendingApplication();
    const { TransactionID: txn } = (await confirm(id)).json().Data;
    const forged = { ...signed(txn, '12345.67', 'Success'), Signature: 'a'.repeat(64) };
    expect((await callback(forged)).statusCode).toBe(400);
    const tampered = { ...signed(txn, '12345.67', 'Success'), Amount: '1.00' };
    expect((await callback(tampered)).statusCode).toBe(400);
    // Correctly signed, but not the amount that was ordered.
    expect((await callback(signed(txn, '1.00', 'Success'))).statusCode).toBe(400);
    expect((await info(txn)).json().Data.PaymentStatus).toBe('Pending');
    expect(await state(id)).toBe('PaymentPending');
    const refused = await t.database.db
      .select()
      .from(paymentEvents)
      .where(and(eq(paymentEvents.transactionId, txn), eq(paymentEvents.outcome, 'refused')));
    expect(refused).toHaveLength(3);
  });

  it('pending → failure leaves the application waiting; a retry opens a new transaction', async () => {
    const id = await pendingApplication();
    const { TransactionID: txn } = (await confirm(id)).json().Data;
    await callback(signed(txn, '12345.67', 'Pending'));
    expect((await info(txn)).json().Data.PaymentStatus).toBe('Pending');
    await callback(signed(txn, '12345.67', 'Failure'));
    expect((await info(txn)).json().Data.PaymentStatus).toBe('Failure');
    expect(await state(id)).toBe('PaymentPending');
    const retry = (await confirm(id)).json().Data.TransactionID;
    expect(retry).not.toBe(txn);
  });

  it('re-checks a pending transaction with the gateway (button and job)', async () => {
    const id = await pendingApplication();
    const { TransactionID: txn } = (await confirm(id)).json().Data;
    t.app.paymentGateway.record(txn, 'Pending');
    await callback(signed(txn, '12345.67', 'Pending'));
    const res = await api().post(`/PaymentGateWay/RecheckStatus?TransactionNumber=${txn}`);
    expect(res.json().Data.PaymentStatus).toBe('Success');
    expect(await state(id)).toBe('UnderScrutiny');

    const id2 = await pendingApplication();
    const txn2 = (await confirm(id2)).json().Data.TransactionID;
    t.app.paymentGateway.record(txn2, 'Failure');
    const deps = {
      db: t.database.db,
      gateway: t.app.paymentGateway,
      catalog: (await import('./support/engine.ts')).catalog,
    };
    expect(await recheckPendingPayments(deps, 0)).toBeGreaterThanOrEqual(1);
    expect((await info(txn2)).json().Data.PaymentStatus).toBe('Failure');
  });

  it("answers 404 for another user's application or transaction", async () => {
    const id = await pendingApplication();
    const { TransactionID: txn } = (await confirm(id)).json().Data;
    const other = await addUser(t, { role: 1 });
    expect((await info(txn, other)).statusCode).toBe(404);
    expect((await info(txn, null)).statusCode).toBe(404);
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
