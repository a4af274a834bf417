/**
 * The signed-in water-bill screen's data: a plot's bills with their receipts, who may list them
 * (the plot's account; a sub-user only with the water right), and one open transaction per bill
 * however many clicks arrive together.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from './support/pdf-text.ts';
import { addUser, client, RANJANGAON, TALOJA } from './support/engine.ts';
import { createTestApp, DEMO_ACCOUNTS } from './support/test-app.ts';
import type { LoggedIn, TestApp } from './support/test-app.ts';

let t: TestApp;
let investor: LoggedIn;
beforeAll(async () => {
  t = await createTestApp();
  investor = await t.login(DEMO_ACCOUNTS.investor.email);
});
afterAll(() => t.close());

const bills = (who: LoggedIn | null, plotId = TALOJA) =>
  t.app.inject({
    method: 'GET',
    url: `/api/plots/${plotId}/water-bills`,
    ...(who ? { headers: who.headers } : {}),
  });

describe("a plot's water bills", () => {
  it('lists the bills newest first; the paid one opens its receipt', async () => {
    const res = await bills(investor);
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json().Data;
    expect(list.map((b: { TrackingId: string }) => b.TrackingId)).toEqual([
      'WBT2026TLJ0003',
      'WBT2026TLJ0002',
      'WBT2026TLJ0001',
    ]);
    expect(list[2]).toMatchObject({
      BillNumber: 'WB-TLJ-2026-0001',
      ConsumerNo: 'TLJ/IND/004512',
      DueDate: '2026-07-21',
      Amount: 18452.5,
      Status: 'Paid',
      ReceiptTransactionID: 'TXN20260715000001',
      PendingTransactionID: null,
    });
    expect(list[0]).toMatchObject({ Status: 'Unpaid', ReceiptTransactionID: null });
    const receipt = await client(t.app, investor).get(
      '/PaymentGateWay/GetWaterBillPGRespInfo?TransactionNumber=TXN20260715000001',
    );
    expect(receipt.json().Data).toMatchObject({
      PaymentStatus: 'Success',
      Amount: 18452.5,
      TrackingId: 'WBT2026TLJ0001',
      Kind: 'WaterBill',
    });
    expect((await bills(investor, RANJANGAON)).json().Data).toEqual([]);
  });

  it('lets only the plot account list them: sub-users need the water right', async () => {
    const txuser = await t.login(DEMO_ACCOUNTS.txuser.email);
    expect((await bills(txuser)).statusCode).toBe(200);
    const noWater = await addUser(t, { role: 3, parentUserId: investor.userId, rights: '0' });
    const refused = await bills(noWater);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().Message).toMatch(/department rights do not include .*\(2\)/);
    expect((await bills(await addUser(t, { role: 1 }))).statusCode).toBe(404);
    expect((await bills(await t.login(DEMO_ACCOUNTS.midc.email))).statusCode).toBe(403);
    expect((await bills(null)).statusCode).toBe(401);
  });

  it('opens one transaction for clicks that arrive together, and lists it as open', async () => {
    const confirm = () =>
      client(t.app, investor).post(
        `/PaymentGateWay/ConfirmWaterBillPayment?userId=${investor.userId}`,
        { TrackingId: 'WBT2026TLJ0002' },
      );
    const answers = await Promise.all([confirm(), confirm(), confirm()]);
    const ids = new Set(answers.map((a) => a.json().Data.TransactionID));
    expect(ids.size).toBe(1);
    expect(answers[0]!.json().Data.Amount).toBe(21275.75);
    const [txn] = [...ids];
    const open = (await bills(investor)).json().Data[1];
    expect(open).toMatchObject({ Status: 'Unpaid', PendingTransactionID: txn });
  });

  it('downloads the PDF receipt of a paid bill; none for an open payment or for strangers', async () => {
    const url = '/PaymentGateWay/ReceiptPdf?TransactionNumber=TXN20260715000001';
    const res = await t.app.inject({ method: 'GET', url, headers: investor.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="receipt-TXN20260715000001.pdf"',
    );
    expect(res.rawPayload.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
    // The text as a PDF reader extracts it: the rupee sign and two decimals, as on the screens.
    const text = await pdfText(res.rawPayload);
    for (const line of [
      'Payment Receipt',
      'Application ID / Tracking ID: WBT2026TLJ0001',
      'Amount: ₹18,452.50',
      'Payment Date: 15-07-2026 11:00 AM',
      'Payment Status: Success',
    ])
      expect(text).toContain(line);
    const stranger = await addUser(t, { role: 1 });
    expect((await t.app.inject({ method: 'GET', url, headers: stranger.headers })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(403);
    const open = (await bills(investor)).json().Data[1].PendingTransactionID;
    const pending = await client(t.app, investor).get(
      `/PaymentGateWay/ReceiptPdf?TransactionNumber=${open}`,
    );
    expect(pending.statusCode).toBe(409);
    expect(pending.json().Message).toBe('A receipt is issued only for a successful payment.');
  });

  it("writes the receipt in the signed-in payer's language, chosen on their profile", async () => {
    const url = '/PaymentGateWay/ReceiptPdf?TransactionNumber=TXN20260715000001';
    const speak = (Language: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/account/language',
        headers: investor.headers,
        payload: { Language },
      });
    expect((await speak('hi')).statusCode).toBe(200);
    try {
      const res = await t.app.inject({ method: 'GET', url, headers: investor.headers });
      expect(res.statusCode).toBe(200);
      const text = await pdfText(res.rawPayload);
      for (const line of [
        'भुगतान रसीद',
        'आवेदन आईडी / ट्रैकिंग आईडी: WBT2026TLJ0001',
        'सेवा का नाम: जल बिल',
        'राशि: ₹18,452.50',
        'भुगतान तिथि: 15-07-2026 11:00 पूर्वाह्न',
        'भुगतान स्थिति: सफल',
      ])
        expect(text).toContain(line);
      expect(text).not.toContain('Payment Receipt');
    } finally {
      await speak('en');
    }
  });
});
