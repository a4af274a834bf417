/**
 * Payments seen without a session: a bill the holder pays signed in never becomes readable by
 * whoever opened its transaction anonymously first; anonymous look-ups are throttled per address;
 * re-checks never flood the gateway or the audit log.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentEvents, paymentTransactions } from '../src/db/schema-payments.ts';
import { client } from './support/engine.ts';
import { postCallback, sandboxOf } from './support/payments.ts';
import { createTestApp, DEMO_ACCOUNTS, nextAddress } from './support/test-app.ts';
import type { LoggedIn, TestApp } from './support/test-app.ts';

let t: TestApp;
let investor: LoggedIn;
beforeAll(async () => {
  t = await createTestApp();
  investor = await t.login(DEMO_ACCOUNTS.investor.email);
});
afterAll(() => t.close());

const anonymous = (method: 'GET' | 'POST', url: string, remoteAddress: string, payload?: object) =>
  t.app.inject({ method, url, remoteAddress, ...(payload ? { payload } : {}) });
const lookups = (txn: string) =>
  [
    ['GET', `/PaymentGateWay/GetPGRespInfo?TransactionNumber=${txn}`],
    ['GET', `/PaymentGateWay/GetWaterBillPGRespInfo?TransactionNumber=${txn}`],
    ['GET', `/PaymentGateWay/ReceiptPdf?TransactionNumber=${txn}`],
    ['POST', `/PaymentGateWay/RecheckStatus?TransactionNumber=${txn}`],
  ] as const;
const events = async (txn: string) =>
  (
    await t.database.db
      .select({ kind: paymentEvents.kind, outcome: paymentEvents.outcome })
      .from(paymentEvents)
      .where(eq(paymentEvents.transactionId, txn))
  ).length;

/** Counts the gateway's status queries (the sandbox still answers them). */
function countStatusQueries() {
  const gateway = t.app.paymentGateway;
  const status = gateway.status.bind(gateway);
  const asked: string[] = [];
  gateway.status = (txn) => {
    asked.push(txn);
    return status(txn);
  };
  return { asked, restore: () => void (gateway.status = status) };
}

describe('a bill opened anonymously, then paid signed in', () => {
  it('becomes the payer’s: one transaction, their result page, nothing readable anonymously', async () => {
    const visitor = nextAddress();
    const opened = await anonymous('POST', '/PaymentGateWay/ConfirmPaymentWithoutLogin', visitor, {
      TackingId: 'WBT2026TLJ0003',
    });
    expect(opened.statusCode, opened.body).toBe(200);
    const txn = opened.json().Data.TransactionID as string;

    const own = await client(t.app, investor).post(
      `/PaymentGateWay/ConfirmWaterBillPayment?userId=${investor.userId}`,
      { TrackingId: 'WBT2026TLJ0003' },
    );
    expect(own.statusCode, own.body).toBe(200);
    // Still one open transaction for the bill (no second charge), now the holder's.
    expect(own.json().Data.TransactionID).toBe(txn);
    const [row] = await t.database.db
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.transactionId, txn));
    expect(row!.payerUserId).toBe(investor.userId);

    const back = await postCallback(t, sandboxOf(t).signed(txn, '19840.00', 'Success'));
    expect(back.headers.location).toBe(`/PlotService/WaterBillResponse?TxnNo=${txn}`);

    for (const [method, url] of lookups(txn)) {
      const res = await anonymous(method, url, visitor);
      expect(res.statusCode, url).toBe(403);
      expect(res.json(), url).toMatchObject({
        IsSuccess: false,
        Data: { Reason: 'signInRequired' },
      });
      for (const secret of ['Demo Investor', '19840', 'SBX-'])
        expect(res.body, url).not.toContain(secret);
    }
    const seen = await client(t.app, investor).get(
      `/PaymentGateWay/GetPGRespInfo?TransactionNumber=${txn}`,
    );
    expect(seen.json().Data).toMatchObject({ PaymentStatus: 'Success', Kind: 'WaterBill' });
  });
});

describe('anonymous look-ups', () => {
  it('are throttled per address with the public payment look-ups (20 per 10 minutes)', async () => {
    const address = nextAddress();
    const codes: number[] = [];
    for (let i = 0; i < 20; i += 1) {
      const [method, url] = lookups('TXN20260715000001')[i % 4]!;
      codes.push((await anonymous(method, url, address)).statusCode);
    }
    // The seeded receipt was paid signed in: each answers "sign in to see it", and counts.
    expect(codes.every((c) => c === 403)).toBe(true);
    for (const [method, url] of lookups('TXN20260715000001')) {
      const res = await anonymous(method, url, address);
      expect(res.statusCode, url).toBe(429);
      expect(res.headers['retry-after']).toBe('600');
    }
    // GetPaymentInfo shares the count; another address and the signed-in holder are not held.
    const info = await anonymous('GET', '/PaymentGateWay/GetPaymentInfo?TackingId=X', address);
    expect(info.statusCode).toBe(429);
    const [, url] = lookups('TXN20260715000001')[0]!;
    expect((await anonymous('GET', url, nextAddress())).statusCode).toBe(403);
    expect((await client(t.app, investor).get(url)).statusCode).toBe(200);
  });
});

describe('re-checks', () => {
  it('of a settled transaction answer its status without asking the gateway or writing', async () => {
    const spy = countStatusQueries();
    try {
      const txn = 'TXN20260715000001';
      const before = await events(txn);
      for (let i = 0; i < 5; i += 1) {
        const res = await client(t.app, investor).post(
          `/PaymentGateWay/RecheckStatus?TransactionNumber=${txn}`,
        );
        expect(res.json().Data.PaymentStatus).toBe('Success');
      }
      expect(spy.asked).toEqual([]);
      expect(await events(txn)).toBe(before);
    } finally {
      spy.restore();
    }
  });

  it('of a pending one ask the gateway once per interval, however many arrive', async () => {
    const txn = (
      await anonymous('POST', '/PaymentGateWay/ConfirmPaymentWithoutLogin', nextAddress(), {
        TackingId: 'WBT2026TLJ0002',
      })
    ).json().Data.TransactionID as string;
    const recheck = () =>
      anonymous('POST', `/PaymentGateWay/RecheckStatus?TransactionNumber=${txn}`, nextAddress());
    const spy = countStatusQueries();
    try {
      const answers = await Promise.all(Array.from({ length: 8 }, recheck));
      expect(answers.map((a) => a.json().Data.PaymentStatus)).toEqual(Array(8).fill('Pending'));
      expect(spy.asked).toEqual([txn]);
      const written = await events(txn);
      for (let i = 0; i < 5; i += 1) await recheck();
      expect(spy.asked).toEqual([txn]);
      expect(await events(txn)).toBe(written);

      // After the interval the payer's 'Check again' reaches the gateway again.
      await t.database.db
        .update(paymentEvents)
        .set({ at: sql`now() - interval '1 minute'` })
        .where(and(eq(paymentEvents.transactionId, txn), eq(paymentEvents.kind, 'recheck')));
      await sandboxOf(t).record(txn, 'Success');
      expect((await recheck()).json().Data.PaymentStatus).toBe('Success');
      expect(spy.asked).toEqual([txn, txn]);
    } finally {
      spy.restore();
    }
  });
});
