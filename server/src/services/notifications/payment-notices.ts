/**
 * Payment messages: a failed fee payment, a fee payment the gateway has not confirmed for long,
 * a water bill paid, and water bills falling due. Written on the transaction that settles the
 * payment (or, for the periodic ones, in one transaction that also proves they were not sent yet).
 */
import { and, eq, sql } from 'drizzle-orm';
import { notifications } from '../../db/schema.ts';
import { plots } from '../../db/schema-engine.ts';
import { waterBills } from '../../db/schema-payments.ts';
import type { Db } from '../../db/types.ts';
import { noticeOfPayment } from './application-notices.ts';
import { notify } from './enqueue.ts';

/** The water department's right (spec §6): transaction users with it hear of bills. */
const WATER_RIGHT = 2;
const WATER_BILLS_PATH = '/PlotService/WaterBills';

/** Bills are announced this many days before they fall due. */
export const BILL_NOTICE_DAYS = 7;

export interface SettledPayment {
  transactionId: string;
  submissionId: string | null;
  billNumber: string | null;
  ownerUserId: number | null;
}

/** After a payment settled: failure of a fee payment, or a water bill paid. */
export async function noticeOfSettlement(db: Db, p: SettledPayment, status: string) {
  if (p.submissionId && status === 'Failure')
    await noticeOfPayment(db, {
      submissionId: p.submissionId,
      transactionId: p.transactionId,
      kind: 'payment.failed',
    });
  if (p.billNumber && p.ownerUserId !== null && status === 'Success') {
    const [bill] = await db
      .select({ plotId: plots.plotId, plotName: plots.plotName })
      .from(waterBills)
      .innerJoin(plots, eq(plots.plotId, waterBills.plotId))
      .where(eq(waterBills.billNumber, p.billNumber));
    await notify(db, {
      kind: 'bill.paid',
      audience: { to: 'holder', ownerUserId: p.ownerUserId, serviceMasterId: WATER_RIGHT },
      ...(bill ? { plotId: bill.plotId } : {}),
      params: {
        number: p.billNumber,
        plot: bill?.plotName,
        transaction: p.transactionId,
        link: WATER_BILLS_PATH,
      },
    });
  }
}

/** Whether the portal list already holds a message of `kind` whose `key` parameter is `value`. */
async function alreadyTold(db: Db, kind: string, key: string, value: string) {
  const [row] = await db
    .select({ id: notifications.notificationId })
    .from(notifications)
    .where(and(eq(notifications.kind, kind), sql`${notifications.params}->>${key} = ${value}`))
    .limit(1);
  return row !== undefined;
}

/** A fee payment still pending after the re-check: told once per transaction. */
export async function noticeOfPendingPayment(db: Db, p: SettledPayment) {
  if (!p.submissionId) return;
  if (await alreadyTold(db, 'payment.pending', 'transaction', p.transactionId)) return;
  await noticeOfPayment(db, {
    submissionId: p.submissionId,
    transactionId: p.transactionId,
    kind: 'payment.pending',
  });
}

/**
 * Unpaid water bills due within BILL_NOTICE_DAYS, each told once. One transaction under an
 * advisory lock, so processes running this together tell each bill once.
 */
export async function noticeOfBillsDue(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('notify-bills-due'))`);
    const due = await tx
      .select({
        billNumber: waterBills.billNumber,
        dueDate: waterBills.dueDate,
        amount: waterBills.amount,
        plotId: plots.plotId,
        plotName: plots.plotName,
        ownerUserId: plots.ownerUserId,
      })
      .from(waterBills)
      .innerJoin(plots, eq(plots.plotId, waterBills.plotId))
      .where(
        sql`${waterBills.status} = 'Unpaid' and ${waterBills.dueDate} <= current_date + ${BILL_NOTICE_DAYS}::int`,
      );
    let told = 0;
    for (const bill of due) {
      if (await alreadyTold(tx, 'bill.due', 'number', bill.billNumber)) continue;
      await notify(tx, {
        kind: 'bill.due',
        audience: { to: 'holder', ownerUserId: bill.ownerUserId, serviceMasterId: WATER_RIGHT },
        plotId: bill.plotId,
        params: {
          number: bill.billNumber,
          plot: bill.plotName,
          amount: String(bill.amount),
          due: String(bill.dueDate),
          link: WATER_BILLS_PATH,
        },
      });
      told += 1;
    }
    return told;
  });
}
