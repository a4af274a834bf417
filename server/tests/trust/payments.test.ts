/**
 * Trust cases of the payment callback (ProcessPaymentResponse, open to anyone): forged, tampered,
 * replayed, duplicated and racing callbacks, another holder's transaction, amounts in odd
 * spellings, and bodies made to break the audit log. Each case asserts the answer and the rows:
 * the transaction, the application and its timeline, the audit events. Nothing may read as paid
 * that was not, nothing is credited twice, nothing answers 5xx.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationEvents } from '../../src/db/schema-engine.ts';
import { paymentEvents, paymentTransactions } from '../../src/db/schema-payments.ts';
import {
  CALLBACK_REFUSALS_PER_WINDOW,
  CALLBACKS_THROTTLED,
} from '../../src/services/payments/callback-log.ts';
import { sign, type GatewayStatus } from '../../src/services/payments/gateway.ts';
import { addUser, client } from '../support/engine.ts';
import { paymentKit, sandboxOf } from '../support/payments.ts';
import { createTestApp, DEMO_ACCOUNTS, nextAddress } from '../support/test-app.ts';
import type { LoggedIn, TestApp } from '../support/test-app.ts';

let t: TestApp;
let investor: LoggedIn;
let kit: ReturnType<typeof paymentKit>;

beforeAll(async () => {
  t = await createTestApp();
  investor = await t.login(DEMO_ACCOUNTS.investor.email);
  kit = paymentKit(t, investor);
});
afterAll(() => t.close());

const REFUSED = {
  IsSuccess: false,
  Message: 'The payment response was refused.',
  Code: 'payments.responseRefused',
  Data: null,
};

/** A fee of ₹1000.00 waiting for payment, and its open transaction. */
async function openPayment(fee = 1000) {
  const submissionId = await kit.pendingApplication(fee);
  const { TransactionID: txn } = (await kit.confirm(submissionId)).json().Data;
  return { submissionId, txn: txn as string };
}

/** Posts a callback as a form from its own address (the per-address throttle stays out of it). */
function post(fields: Record<string, string>, remoteAddress = nextAddress()) {
  return t.app.inject({
    method: 'POST',
    url: '/PaymentGateWay/ProcessPaymentResponse',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
    remoteAddress,
  });
}

/** Posts a raw JSON text (or an object) as the callback body. */
function postJson(payload: string | object) {
  return t.app.inject({
    method: 'POST',
    url: '/PaymentGateWay/ProcessPaymentResponse',
    headers: { 'content-type': 'application/json' },
    payload,
    remoteAddress: nextAddress(),
  });
}

/** The four fields of a ₹1000.00 Success callback, unsigned. */
const successFields = (txn: string, GatewayReference = 'X') => ({
  TransactionID: txn,
  Amount: '1000.00',
  Status: 'Success',
  GatewayReference,
});

const signed = (txn: string, amount: string, status: GatewayStatus) =>
  sandboxOf(t).signed(txn, amount, status);

async function transaction(txn: string) {
  const [row] = await t.database.db
    .select()
    .from(paymentTransactions)
    .where(eq(paymentTransactions.transactionId, txn));
  return row!;
}

async function confirmations(submissionId: string) {
  const rows = await t.database.db
    .select()
    .from(applicationEvents)
    .where(
      and(
        eq(applicationEvents.submissionId, submissionId),
        eq(applicationEvents.action, 'confirmPayment'),
      ),
    );
  return rows.length;
}

async function events(txn: string) {
  return t.database.db
    .select()
    .from(paymentEvents)
    .where(and(eq(paymentEvents.transactionId, txn), eq(paymentEvents.kind, 'callback')));
}

/** Nothing moved: the transaction is open, the fee unpaid, no confirmation in the timeline. */
async function expectUnpaid(p: { submissionId: string; txn: string }) {
  const row = await transaction(p.txn);
  expect(row.status).toBe('Pending');
  expect(row.paidAt).toBeNull();
  expect(await kit.state(p.submissionId)).toBe('PaymentPending');
  expect(await confirmations(p.submissionId)).toBe(0);
  const info = (await kit.info(p.txn)).json().Data;
  expect(info.PaymentStatus).toBe('Pending');
}

/** Paid once: Success, the application under scrutiny, exactly one confirmation. */
async function expectPaidOnce(p: { submissionId: string; txn: string }) {
  const row = await transaction(p.txn);
  expect(row.status).toBe('Success');
  expect(row.paidAt).not.toBeNull();
  expect(await kit.state(p.submissionId)).toBe('UnderScrutiny');
  expect(await confirmations(p.submissionId)).toBe(1);
  expect((await events(p.txn)).filter((e) => e.outcome === 'applied')).toHaveLength(1);
}

/** The callback was refused with 400 and logged as refused, and changed nothing. */
async function expectRefused(
  res: Awaited<ReturnType<typeof post>>,
  p: { submissionId: string; txn: string },
) {
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual(REFUSED);
  expect(res.headers.location).toBeUndefined();
  await expectUnpaid(p);
}

describe('a genuine callback (the control every refusal below is measured against)', () => {
  it('pays the fee once and sends the browser to the result page', async () => {
    const p = await openPayment();
    const res = await post(signed(p.txn, '1000.00', 'Success'));
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toContain(`TxnNo=${p.txn}`);
    await expectPaidOnce(p);
  });

  it('accepts the amount without decimals or with one decimal (the same paise)', async () => {
    for (const amount of ['1000', '1000.0']) {
      const p = await openPayment();
      expect((await post(signed(p.txn, amount, 'Success'))).statusCode, amount).toBe(303);
      await expectPaidOnce(p);
    }
  });
});

describe('forged callbacks', () => {
  it('refuses a callback signed with another secret', async () => {
    const p = await openPayment();
    const fields = successFields(p.txn);
    await expectRefused(await post({ ...fields, Signature: sign('not-the-secret', fields) }), p);
    const [event] = await events(p.txn);
    expect(event).toMatchObject({ outcome: 'refused', detail: 'Bad signature' });
  });

  it('refuses a callback without a signature, or with a malformed one', async () => {
    const p = await openPayment();
    const fields = successFields(p.txn);
    await expectRefused(await post(fields), p);
    const good = sign(t.config.pgSecret, fields);
    for (const Signature of ['', good.toUpperCase(), `${good}00`, 'z'.repeat(64)])
      await expectRefused(await post({ ...fields, Signature }), p);
  });

  it('refuses a callback for a transaction that does not exist', async () => {
    const p = await openPayment();
    const res = await post(signed('TXN20990101999999', '1000.00', 'Success'));
    expect(res.statusCode).toBe(400);
    const [event] = await events('TXN20990101999999');
    expect(event).toMatchObject({ outcome: 'refused', detail: 'Unknown transaction' });
    await expectUnpaid(p);
  });
});

describe('tampered callbacks', () => {
  it('refuses a signed Failure turned into Success', async () => {
    const p = await openPayment();
    const failure = signed(p.txn, '1000.00', 'Failure');
    await expectRefused(await post({ ...failure, Status: 'Success' }), p);
  });

  it('refuses a signed callback whose amount or transaction was changed', async () => {
    const p = await openPayment();
    const other = await openPayment();
    const good = signed(p.txn, '1000.00', 'Success');
    await expectRefused(await post({ ...good, Amount: '1.00' }), p);
    await expectRefused(await post({ ...good, TransactionID: other.txn }), other);
    await expectUnpaid(p);
  });

  it('refuses a correctly signed callback for less than was ordered', async () => {
    const p = await openPayment();
    await expectRefused(await post(signed(p.txn, '1.00', 'Success')), p);
    const [event] = await events(p.txn);
    expect(event!.detail).toBe('Amount 1.00 differs from 1000.00');
  });
});

describe('replayed and duplicated callbacks', () => {
  it('a replayed Success changes nothing and credits once', async () => {
    const p = await openPayment();
    const success = signed(p.txn, '1000.00', 'Success');
    for (let i = 0; i < 3; i++) expect((await post(success)).statusCode).toBe(303);
    await expectPaidOnce(p);
    const outcomes = (await events(p.txn)).map((e) => e.outcome).sort();
    expect(outcomes).toEqual(['applied', 'no-change', 'no-change']);
  });

  it('a replayed Failure after the Success does not undo the payment', async () => {
    const p = await openPayment();
    const failure = signed(p.txn, '1000.00', 'Failure');
    expect((await post(signed(p.txn, '1000.00', 'Success'))).statusCode).toBe(303);
    expect((await post(failure)).statusCode).toBe(303);
    await expectPaidOnce(p);
  });

  it('a second Success with another gateway reference keeps the first one', async () => {
    const p = await openPayment();
    expect((await post(signed(p.txn, '1000.00', 'Success'))).statusCode).toBe(303);
    const first = (await transaction(p.txn)).gatewayReference;
    const fields = successFields(p.txn, 'SBX-OTHER');
    const other = { ...fields, Signature: sign(t.config.pgSecret, fields) };
    expect((await post(other)).statusCode).toBe(303);
    expect((await transaction(p.txn)).gatewayReference).toBe(first);
    await expectPaidOnce(p);
  });

  it('a Failure settles the transaction; a later Success for it credits nothing', async () => {
    const p = await openPayment();
    expect((await post(signed(p.txn, '1000.00', 'Failure'))).statusCode).toBe(303);
    expect((await post(signed(p.txn, '1000.00', 'Success'))).statusCode).toBe(303);
    expect((await transaction(p.txn)).status).toBe('Failure');
    expect(await kit.state(p.submissionId)).toBe('PaymentPending');
    expect(await confirmations(p.submissionId)).toBe(0);
  });
});

describe('racing callbacks', () => {
  it('ten identical Success callbacks at once credit exactly once', async () => {
    const p = await openPayment();
    const success = signed(p.txn, '1000.00', 'Success');
    const answers = await Promise.all(Array.from({ length: 10 }, () => post(success)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(10).fill(303));
    await expectPaidOnce(p);
    expect(await events(p.txn)).toHaveLength(10);
  });

  it('Success and Failure at once: one of them wins, and the rows agree with it', async () => {
    const p = await openPayment();
    const [a, b] = await Promise.all([
      post(signed(p.txn, '1000.00', 'Success')),
      post(signed(p.txn, '1000.00', 'Failure')),
    ]);
    expect([a!.statusCode, b!.statusCode]).toEqual([303, 303]);
    const row = await transaction(p.txn);
    const applied = (await events(p.txn)).filter((e) => e.outcome === 'applied');
    expect(applied).toHaveLength(1);
    expect(applied[0]!.detail).toBe(`${row.status} (transaction was Pending)`);
    const paid = row.status === 'Success';
    expect(await kit.state(p.submissionId)).toBe(paid ? 'UnderScrutiny' : 'PaymentPending');
    expect(await confirmations(p.submissionId)).toBe(paid ? 1 : 0);
  });

  it('a callback racing the payer’s re-check credits once', async () => {
    const p = await openPayment();
    await sandboxOf(t).record(p.txn, 'Success');
    const [callback, recheck] = await Promise.all([
      post(signed(p.txn, '1000.00', 'Success')),
      kit.api().post(`/PaymentGateWay/RecheckStatus?TransactionNumber=${p.txn}`),
    ]);
    expect(callback.statusCode).toBe(303);
    expect(recheck.json().Data.PaymentStatus).toBe('Success');
    expect(await confirmations(p.submissionId)).toBe(1);
    expect(await kit.state(p.submissionId)).toBe('UnderScrutiny');
  });
});

describe("another holder's transaction", () => {
  it('another investor can neither read, re-check, nor pay for it, nor reuse its callback', async () => {
    const p = await openPayment();
    const stranger = await addUser(t, { role: 1 });
    const api = client(t.app, stranger);
    for (const url of [
      `/PaymentGateWay/GetPGRespInfo?TransactionNumber=${p.txn}`,
      `/PaymentGateWay/ReceiptPdf?TransactionNumber=${p.txn}`,
    ])
      expect((await api.get(url)).statusCode, url).toBe(404);
    const recheck = await api.post(`/PaymentGateWay/RecheckStatus?TransactionNumber=${p.txn}`);
    expect(recheck.statusCode).toBe(404);
    const confirm = await api.post(`/PaymentGateWay/ConfirmPayment?userId=${stranger.userId}`, {
      SubmissionId: p.submissionId,
    });
    expect([403, 404]).toContain(confirm.statusCode);
    // Without a session, the transaction (made with one) is not shown either: the visitor is
    // asked to sign in (and an unknown number is called unknown).
    const signedOut = await kit.info(p.txn, null);
    expect(signedOut.statusCode).toBe(403);
    expect(signedOut.json()).toMatchObject({
      IsSuccess: false,
      Message: 'Sign in to see this payment.',
      Data: { Reason: 'signInRequired' },
    });
    const unknown = await kit.info('TXN20990101999999', null);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({
      Message: 'Transaction not found.',
      Data: { Reason: 'unknown' },
    });
    await expectUnpaid(p);
  });

  it("a genuine Success of one holder's payment cannot settle another's", async () => {
    const mine = await openPayment(1000);
    const theirs = await openPayment(1000);
    const success = signed(mine.txn, '1000.00', 'Success');
    await expectRefused(await post({ ...success, TransactionID: theirs.txn }), theirs);
    expect((await post(success)).statusCode).toBe(303);
    await expectPaidOnce(mine);
    await expectUnpaid(theirs);
  });
});

describe('amounts in odd spellings', () => {
  // ₹1000.00 is ordered; each text below is signed by the gateway, so only the amount check
  // stands between it and a false success.
  const ODD = ['1000e0', '1000.000', '+1000', ' 1000', '1,000.00', '0x3E8', '1000.001', '1e3'];
  const MORE = [
    '1000.00 ',
    '01000.00',
    '1000.',
    '.1000',
    '1000.0O',
    '१०००.००',
    'Infinity',
    '-1000',
  ];

  it.each([...ODD, ...MORE])('refuses %j for ₹1000.00', async (amount) => {
    const p = await openPayment(1000);
    await expectRefused(await post(signed(p.txn, amount, 'Success')), p);
    const [event] = await events(p.txn);
    expect(event!.outcome).toBe('refused');
    expect(event!.detail).toMatch(/^Amount .* differs from 1000\.00$/);
  });

  it('refuses 999.99 and 1000.01: a paisa either way is another amount', async () => {
    for (const amount of ['999.99', '1000.01']) {
      const p = await openPayment(1000);
      await expectRefused(await post(signed(p.txn, amount, 'Success')), p);
    }
  });
});

describe('bodies made to break the audit log', () => {
  // The input guard refuses unstorable text and deep nesting before the callback handler runs, so
  // such a body never reaches the refused-callback log: nothing is stored.
  it('a NUL byte in every field answers 400 and stores nothing', async () => {
    const p = await openPayment();
    const res = await post({
      TransactionID: `${p.txn}\u0000`,
      Amount: '1000.00\u0000',
      Status: 'Success',
      GatewayReference: '\u0000',
      Signature: '\u0000',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().IsSuccess).toBe(false);
    await expectUnpaid(p);
    expect(await events(p.txn)).toEqual([]);
    const json = await postJson({
      TransactionID: '\u0000\ud800',
      Amount: 1000,
      Status: ['Success'],
      x: '\u0000',
    });
    expect(json.statusCode).toBe(400);
  });

  it('deeply nested JSON answers 400 and stores nothing', async () => {
    const p = await openPayment();
    // 3,000 levels fit the route's body limit; the input guard refuses past 32.
    const deep = `${'['.repeat(3_000)}${']'.repeat(3_000)}`;
    const body = `{"TransactionID":"${p.txn}","Amount":"1000.00","Status":"Success","GatewayReference":${deep},"Junk":${deep}}`;
    const res = await postJson(body);
    expect(res.statusCode).toBe(400);
    await expectUnpaid(p);
    expect(await events(p.txn)).toEqual([]);
    const nested = await postJson(deep);
    expect(nested.statusCode).toBe(400);
    // Deeper still is over the limit: refused unread.
    const deeper = `${'['.repeat(50_000)}${']'.repeat(50_000)}`;
    expect((await postJson(deeper)).statusCode).toBe(413);
    expect(await events(p.txn)).toEqual([]);
  });

  it('long fields are stored cut to 100 characters', async () => {
    const p = await openPayment();
    const res = await post({
      ...signed(p.txn, '1000.00', 'Success'),
      Signature: 'f'.repeat(5000),
      Extra: 'y'.repeat(5000),
    });
    expect(res.statusCode).toBe(400);
    const [event] = await events(p.txn);
    const stored = event!.payload as { fields: Record<string, string> };
    expect(stored.fields.Signature).toHaveLength(100);
    expect(stored.fields).not.toHaveProperty('Extra');
  });
});

describe('per-address throttle of refused callbacks', () => {
  it(`stores at most ${CALLBACK_REFUSALS_PER_WINDOW} refusals from one address, then answers 429`, async () => {
    const p = await openPayment();
    const address = nextAddress();
    const forged = { ...successFields(p.txn), Signature: '0'.repeat(64) };
    for (let i = 0; i < CALLBACK_REFUSALS_PER_WINDOW; i++)
      expect((await post(forged, address)).statusCode).toBe(400);
    const throttled = await post(forged, address);
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json().Message).toBe(CALLBACKS_THROTTLED);
    expect(throttled.headers['retry-after']).toBe('600');
    expect(await events(p.txn)).toHaveLength(CALLBACK_REFUSALS_PER_WINDOW);
    // Another address is not affected: the genuine callback still pays.
    expect((await post(signed(p.txn, '1000.00', 'Success'))).statusCode).toBe(303);
    await expectPaidOnce(p);
  });
});
