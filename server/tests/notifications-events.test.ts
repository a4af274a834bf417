/**
 * Every event of issue 23 writes its messages: each is driven through the API (or the job that
 * raises it) and the recipient's portal list and outbox are read back. Submission, clarification
 * and its answer are in notifications.test.ts; the rest are here.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, outbox } from '../src/db/schema.ts';
import { plots } from '../src/db/schema-engine.ts';
import { noticeOfBillsDue } from '../src/services/notifications/payment-notices.ts';
import { recheckPendingPayments } from '../src/services/payments/recheck.ts';
import {
  addPlot,
  catalog,
  client,
  insertApplication,
  SAMPLE_REGISTRATION,
} from './support/engine.ts';
import { paymentKit, postCallback, sandboxOf } from './support/payments.ts';
import { createTestApp, DEMO_ACCOUNTS } from './support/test-app.ts';
import type { LoggedIn, TestApp } from './support/test-app.ts';

let t: TestApp;
let investor: LoggedIn;
let staffSession: LoggedIn;
let txuser: LoggedIn;
let kit: ReturnType<typeof paymentKit>;

beforeAll(async () => {
  t = await createTestApp();
  investor = await t.login(DEMO_ACCOUNTS.investor.email);
  staffSession = await t.login(DEMO_ACCOUNTS.midc.email);
  txuser = await t.login(DEMO_ACCOUNTS.txuser.email);
  kit = paymentKit(t, investor);
});
afterAll(() => t.close());

const holder = () => client(t.app, investor);
const staff = () => client(t.app, staffSession);

/** Who got a portal notice of `kind` whose parameter `key` is `value`. */
async function toldUsers(kind: string, key: string, value: string): Promise<number[]> {
  const rows = await t.database.db
    .select({ userId: notifications.userId })
    .from(notifications)
    .where(and(eq(notifications.kind, kind), sql`${notifications.params}->>${key} = ${value}`));
  return rows.map((r) => r.userId).sort((a, b) => a - b);
}

/** The outbox rows of `kind` whose parameter `key` is `value`, as "channel:address". */
async function sent(kind: string, key: string, value: string): Promise<string[]> {
  const rows = await t.database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.kind, kind), sql`${outbox.params}->>${key} = ${value}`));
  return rows.map((r) => `${r.channel}:${r.toAddress}`).sort();
}

/** An application of `serviceId` on a fresh plot of the investor, in `state`. */
async function applicationIn(serviceId: string, state: string): Promise<string> {
  const plotId = await addPlot(t, investor.userId, {});
  return insertApplication(t, { plotId, ownerId: investor.userId, serviceId, state });
}

const decide = (id: string, Action: string, Remarks?: string) =>
  staff().post(`/api/applications/${id}/scrutiny`, { Action, ...(Remarks ? { Remarks } : {}) });

/** The holder and the demo clerk, whose rights (0, 2) include the lease department (0). */
const holderAndLeaseClerk = () => [investor.userId, txuser.userId].sort((a, b) => a - b);

describe('decisions on an application reach the plot holder', () => {
  it('approval, then cancellation of the permission', async () => {
    const id = await applicationIn('SubLetteservice', 'UnderScrutiny');
    expect((await decide(id, 'approve', 'Permission letter attached')).statusCode).toBe(200);
    // Sub-letting is a lease (0) service: the clerk with that right hears of it too.
    expect(await toldUsers('application.approved', 'number', id)).toEqual(holderAndLeaseClerk());
    // By email also to the contacts the plot's registration gives (recipients.ts).
    expect(await sent('application.approved', 'number', id)).toEqual(
      [
        `email:${DEMO_ACCOUNTS.investor.email}`,
        `email:${DEMO_ACCOUNTS.txuser.email}`,
        `email:${SAMPLE_REGISTRATION.applicantInfo.ContactEmail}`,
        `email:${SAMPLE_REGISTRATION.registeredOfficeInfo.ContactEmail1}`,
      ].sort(),
    );
    const res = await holder().post(`/api/applications/${id}/cancel`, { Remarks: 'Not needed' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await toldUsers('application.cancelled', 'number', id)).toEqual(holderAndLeaseClerk());
  });

  it('rejection, with the reason', async () => {
    const id = await applicationIn('FinalFormBService', 'UnderScrutiny');
    expect((await decide(id, 'reject', 'The agency licence has expired')).statusCode).toBe(200);
    expect(await toldUsers('application.rejected', 'number', id)).toEqual([investor.userId]);
    const [row] = await t.database.db
      .select()
      .from(outbox)
      .where(
        and(eq(outbox.kind, 'application.rejected'), sql`${outbox.params}->>'number' = ${id}`),
      );
    expect(row!.params).toMatchObject({ remarks: 'The agency licence has expired' });
  });

  it('withdrawal by the applicant', async () => {
    const id = await applicationIn('FinalFormBService', 'Submitted');
    const res = await holder().post(`/ManageProfile/WithDrawnApplication?SubmissionId=${id}`, {
      Remarks: 'Filed by mistake',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await toldUsers('application.withdrawn', 'number', id)).toEqual([investor.userId]);
  });
});

describe('fee payments', () => {
  // The fee service (time-limit extension) is a lease (0) service.
  it('success tells the holder and puts the application in the office queue', async () => {
    const id = await kit.pendingApplication();
    const { TransactionID: txn } = (await kit.confirm(id)).json().Data;
    expect((await kit.callback(kit.signed(txn, '12345.67', 'Success'))).statusCode).toBe(303);
    expect(await toldUsers('payment.succeeded', 'number', id)).toEqual(holderAndLeaseClerk());
    expect(await toldUsers('staff.new-application', 'number', id)).toEqual([staffSession.userId]);
  });

  it('failure tells the holder, with the transaction', async () => {
    const id = await kit.pendingApplication();
    const { TransactionID: txn } = (await kit.confirm(id)).json().Data;
    await kit.callback(kit.signed(txn, '12345.67', 'Failure'));
    expect(await toldUsers('payment.failed', 'transaction', txn)).toEqual(holderAndLeaseClerk());
    expect(await toldUsers('staff.new-application', 'number', id)).toEqual([]);
  });

  it('a payment the gateway still has pending at the re-check is told once', async () => {
    const id = await kit.pendingApplication();
    const { TransactionID: txn } = (await kit.confirm(id)).json().Data;
    // The payer has not answered the sandbox's page: the gateway says Pending.
    const deps = { db: t.database.db, gateway: t.app.paymentGateway, catalog };
    await recheckPendingPayments(deps, 0);
    await recheckPendingPayments(deps, 0);
    expect(await toldUsers('payment.pending', 'transaction', txn)).toEqual(holderAndLeaseClerk());
  });
});

describe('plot registrations', () => {
  async function pendingPlot(contactEmail: string): Promise<string> {
    const plotId = await addPlot(t, investor.userId, {});
    await t.database.db
      .update(plots)
      .set({
        registrationStatus: 'Pending',
        registeredOfficeInfo: {
          CompanyName: 'Demo Industries Pvt Ltd',
          ContactEmail1: contactEmail,
        },
        applicantInfo: { ContactMobile: '9811122233' },
        unitContactInfo: { ReceiveSMSAlerts: true },
      })
      .where(eq(plots.plotId, plotId));
    return plotId;
  }
  const review = (plotId: string, body: object) =>
    staff().post(`/api/plot-registrations/${plotId}/review`, body);
  const plotName = async (plotId: string) =>
    (await t.database.db.select().from(plots).where(eq(plots.plotId, plotId)))[0]!.plotName;

  it('verified: the holder and the registration’s contact e-mail and mobile hear of it', async () => {
    const plotId = await pendingPlot('works@plot-contact.test');
    const res = await review(plotId, { Action: 'verify' });
    expect(res.statusCode, res.body).toBe(200);
    const name = await plotName(plotId);
    expect(await toldUsers('plot.verified', 'plot', name)).toEqual([investor.userId]);
    expect(await sent('plot.verified', 'plot', name)).toEqual([
      `email:${DEMO_ACCOUNTS.investor.email}`,
      'email:works@plot-contact.test',
      'sms:9811122233',
    ]);
  });

  it('refused, with the reason', async () => {
    const plotId = await pendingPlot('refused@plot-contact.test');
    const res = await review(plotId, { Action: 'reject', Remarks: 'No allotment order' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await toldUsers('plot.refused', 'remarks', 'No allotment order')).toEqual([
      investor.userId,
    ]);
  });
});

describe('transaction users', () => {
  it('adding one tells the holder; changing their rights tells them', async () => {
    const add = await holder().post('/api/users', {
      UserName: 'Ravi Kale',
      Email: 'ravi.kale@demo.test',
      MobileNo: '9898989898',
      DepartmentRights: [1],
    });
    expect(add.statusCode, add.body).toBe(200);
    expect(await toldUsers('users.added', 'subject', 'Ravi Kale <ravi.kale@demo.test>')).toEqual([
      investor.userId,
    ]);
    const change = await t.app.inject({
      method: 'PUT',
      url: '/api/users/rights',
      headers: investor.headers,
      payload: { Users: [{ UserId: txuser.userId, DepartmentRights: [0, 1, 2] }] },
    });
    expect(change.statusCode, change.body).toBe(200);
    const [notice] = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.kind, 'users.rights'), eq(notifications.userId, txuser.userId)));
    expect(notice).toBeDefined();
  });
});

describe('water bills', () => {
  it('a bill falling due is told once, to the holder and the clerk with the water right', async () => {
    expect(await noticeOfBillsDue(t.database.db)).toBeGreaterThanOrEqual(1);
    expect(await noticeOfBillsDue(t.database.db)).toBe(0);
    expect(await toldUsers('bill.due', 'number', 'WB-TLJ-2026-0002')).toEqual(
      [investor.userId, txuser.userId].sort((a, b) => a - b),
    );
  });

  it('a paid bill is told with its plot', async () => {
    const order = await t.app.inject({
      method: 'POST',
      url: '/PaymentGateWay/ConfirmPaymentWithoutLogin',
      payload: { TackingId: 'WBT2026TLJ0002' },
    });
    const { TransactionID: txn } = order.json().Data;
    await postCallback(t, sandboxOf(t).signed(txn, '21275.75', 'Success'));
    expect(await toldUsers('bill.paid', 'transaction', txn)).toContain(investor.userId);
    const [row] = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.kind, 'bill.paid'), eq(notifications.userId, investor.userId)));
    expect(row!.params).toMatchObject({ plot: 'Plot A-12, Taloja MIDC', transaction: txn });
  });
});
