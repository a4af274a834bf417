/**
 * A plot's water bills as the signed-in water-bill screen lists them: each bill with the
 * transaction that paid it (its receipt) or the one still open at the gateway. Only the account
 * holding the plot may list them, a Transaction-User only with the water right (spec §6, id 2).
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { AuthUser } from '../../auth/authenticate.ts';
import { paymentTransactions, waterBills } from '../../db/schema-payments.ts';
import type { Db } from '../../db/types.ts';
import { notFound } from '../../lib/errors.ts';
import type { PlotWaterBill, WaterBillInfo } from '../../../../src/domain/contract/payments.ts';
import { accountOwnerOf, ensureServiceRight } from '../identity/access.ts';
import { PLOT_NOT_FOUND } from '../applications/target.ts';
import type { BillRow } from './store.ts';
import { plotOwner } from './lookups.ts';
import { WATER_RIGHT } from './start.ts';

/** The bill fields every answer shows (GetPaymentInfo and the plot's list). */
export function billView(bill: BillRow): WaterBillInfo {
  return {
    TrackingId: bill.trackingId,
    BillNumber: bill.billNumber,
    ConsumerNo: bill.consumerNo,
    PeriodFrom: bill.periodFrom,
    PeriodTo: bill.periodTo,
    DueDate: bill.dueDate,
    Amount: bill.amount,
    Status: bill.status,
  };
}

/** The plot's bills, newest period first, each with its receipt or open transaction. */
export async function plotWaterBills(
  db: Db,
  user: AuthUser,
  plotId: string,
): Promise<PlotWaterBill[]> {
  const owner = await plotOwner(db, plotId);
  if (owner === undefined || owner !== accountOwnerOf(user)) throw notFound(PLOT_NOT_FOUND);
  ensureServiceRight(user, WATER_RIGHT);
  const bills = await db
    .select()
    .from(waterBills)
    .where(eq(waterBills.plotId, plotId))
    .orderBy(desc(waterBills.periodFrom));
  const ids = bills.map((b) => b.billId);
  const txns = ids.length
    ? await db
        .select({
          billId: paymentTransactions.billId,
          id: paymentTransactions.transactionId,
          status: paymentTransactions.status,
        })
        .from(paymentTransactions)
        .where(
          and(
            inArray(paymentTransactions.billId, ids),
            inArray(paymentTransactions.status, ['Success', 'Pending']),
          ),
        )
        .orderBy(desc(paymentTransactions.createdAt))
    : [];
  const latest = (billId: number, status: string) =>
    txns.find((t) => t.billId === billId && t.status === status)?.id ?? null;
  return bills.map((bill) => ({
    ...billView(bill),
    PaidAt: bill.paidAt ? bill.paidAt.toISOString() : null,
    ReceiptTransactionID: latest(bill.billId, 'Success'),
    PendingTransactionID: bill.status === 'Unpaid' ? latest(bill.billId, 'Pending') : null,
  }));
}
