/**
 * Water bills: paid without signing in by the tracking id (once, rate-limited per address), or
 * by a signed-in account holding the plot (a sub-user needs the water right).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waterBills } from '../src/db/schema-payments.ts';
import { addUser, client } from './support/engine.ts';
import { postCallback, sandboxOf } from './support/payments.ts';
import { createTestApp, DEMO_ACCOUNTS } from './support/test-app.ts';
import type { TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const callback = (fields: Record<string, string>) => postCallback(t, fields);
const signed = (txn: string, amount: string, status: 'Success' | 'Failure' | 'Pending') =>
  sandboxOf(t).signed(txn, amount, status);
const publicOrder = (TackingId: string, remoteAddress = '127.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/PaymentGateWay/ConfirmPaymentWithoutLogin',
    payload: { TackingId },
    remoteAddress,
  });

describe('water bills', () => {
  it('pays a bill without signing in, once', async () => {
    const bill = (
      await t.app.inject({
        method: 'GET',
        url: '/PaymentGateWay/GetPaymentInfo?TackingId=WBT2026TLJ0002',
      })
    ).json().Data;
    expect(bill).toMatchObject({
      Amount: 21275.75,
      Status: 'Unpaid',
      ConsumerNo: 'TLJ/IND/004512',
    });
    const order = await publicOrder('WBT2026TLJ0002');
    const { TransactionID: txn } = order.json().Data;
    const res = await callback(signed(txn, '21275.75', 'Success'));
    expect(res.headers.location).toBe(
      `/PlotService/ServiceInformation/PaymentConfirmation/PaymentResponse?TxnNo=${txn}`,
    );
    const data = (
      await t.app.inject({
        method: 'GET',
        url: `/PaymentGateWay/GetWaterBillPGRespInfo?TransactionNumber=${txn}`,
      })
    ).json().Data;
    expect(data).toMatchObject({
      PaymentStatus: 'Success',
      TrackingId: 'WBT2026TLJ0002',
      Amount: 21275.75,
    });
    const [row] = await t.database.db
      .select()
      .from(waterBills)
      .where(eq(waterBills.trackingId, 'WBT2026TLJ0002'));
    expect(row!.status).toBe('Paid');
    const again = await publicOrder('WBT2026TLJ0002');
    expect(again.statusCode).toBe(409);
    expect(
      (await t.app.inject({ method: 'GET', url: '/PaymentGateWay/GetPaymentInfo?TackingId=NOPE' }))
        .statusCode,
    ).toBe(404);
  });

  it('lets a transaction user with the water right pay the plot bill', async () => {
    const tx = await t.login(DEMO_ACCOUNTS.txuser.email);
    const res = await client(t.app, tx).post(
      `/PaymentGateWay/ConfirmWaterBillPayment?userId=${tx.userId}`,
      { TrackingId: 'WBT2026TLJ0003' },
    );
    expect(res.statusCode, res.body).toBe(200);
    const other = await addUser(t, { role: 1 });
    const denied = await client(t.app, other).post(
      `/PaymentGateWay/ConfirmWaterBillPayment?userId=${other.userId}`,
      { TrackingId: 'WBT2026TLJ0003' },
    );
    expect(denied.statusCode).toBe(404);
    // Paid while signed in: the gateway sends the browser to WaterBillResponse.
    const txn = res.json().Data.TransactionID;
    const back = await callback(signed(txn, '19840.00', 'Success'));
    expect(back.headers.location).toBe(`/PlotService/WaterBillResponse?TxnNo=${txn}`);
    const seen = await client(t.app, tx).get(
      `/PaymentGateWay/GetWaterBillPGRespInfo?TransactionNumber=${txn}`,
    );
    expect(seen.json().Data).toMatchObject({ PaymentStatus: 'Success', Kind: 'WaterBill' });
    // Without a session, a bill paid by a signed-in account stays private: sign in to see it.
    const anon = await t.app.inject({
      method: 'GET',
      url: `/PaymentGateWay/GetWaterBillPGRespInfo?TransactionNumber=${txn}`,
    });
    expect(anon.statusCode).toBe(403);
    expect(anon.json()).toMatchObject({ IsSuccess: false, Data: { Reason: 'signInRequired' } });
    expect(JSON.stringify(anon.json())).not.toContain('19840');
  });

  it('refuses a sub-user without the water right (403)', async () => {
    const investor = await t.login(DEMO_ACCOUNTS.investor.email);
    const sub = await addUser(t, { role: 3, parentUserId: investor.userId, rights: '0' });
    const res = await client(t.app, sub).post(
      `/PaymentGateWay/ConfirmWaterBillPayment?userId=${sub.userId}`,
      { TrackingId: 'WBT2026TLJ0003' },
    );
    expect(res.statusCode).toBe(403);
  });

  it('rate-limits orders without signing in per address', async () => {
    const codes: number[] = [];
    // Every attempt counts, refused ones (the bill is paid: 409) too.
    for (let i = 0; i < 21; i += 1)
      codes.push((await publicOrder('WBT2026TLJ0003', '10.99.0.1')).statusCode);
    expect(codes.slice(0, 20).every((c) => c === 200 || c === 409)).toBe(true);
    expect(codes[20]).toBe(429);
    expect((await publicOrder('WBT2026TLJ0003', '10.99.0.2')).statusCode).not.toBe(429);
  });
});
