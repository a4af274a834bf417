/**
 * Database reads and writes of payments. Functions take a `Db`, so the callers run them on their
 * transaction (`tx`) and never on the outer database (PGlite has one connection).
 */
import { and, eq, sql } from 'drizzle-orm';
import { users } from '../../db/schema.ts';
import { applications, plots } from '../../db/schema-engine.ts';
import {
  paymentEvents,
  paymentTransactions,
  tdsSections,
  waterBills,
} from '../../db/schema-payments.ts';
import type { Db } from '../../db/types.ts';

export type TransactionRow = typeof paymentTransactions.$inferSelect;
export type BillRow = typeof waterBills.$inferSelect;

/** 'TXN' + the India date + a six-digit sequence number: unique, readable on a receipt. */
const NEXT_TXN_ID = sql<string>`'TXN' || to_char(now() at time zone 'Asia/Kolkata', 'YYYYMMDD') || lpad(nextval('payment_txn_seq')::text, 6, '0')`;

/** ₹ × percent ÷ 100, rounded to the paisa (in integer paise, so no binary-fraction drift). */
export function tdsOf(amount: number, percent: number): { tds: number; payable: number } {
  const paise = Math.round(amount * 100);
  const tdsPaise = Math.round((paise * percent) / 100);
  return { tds: tdsPaise / 100, payable: (paise - tdsPaise) / 100 };
}

export async function findTdsSection(db: Db, section: string) {
  const [row] = await db.select().from(tdsSections).where(eq(tdsSections.section, section));
  return row;
}

export async function listTdsSections(db: Db) {
  return db.select().from(tdsSections).orderBy(tdsSections.section);
}

export async function openTransactionFor(
  db: Db,
  target: { submissionId?: string; billId?: number },
) {
  const where = target.submissionId
    ? eq(paymentTransactions.submissionId, target.submissionId)
    : eq(paymentTransactions.billId, target.billId!);
  const [row] = await db
    .select()
    .from(paymentTransactions)
    .where(and(where, eq(paymentTransactions.status, 'Pending')));
  return row;
}

export async function insertTransaction(
  db: Db,
  values: Omit<typeof paymentTransactions.$inferInsert, 'transactionId'>,
): Promise<TransactionRow> {
  const [row] = await db
    .insert(paymentTransactions)
    .values({ ...values, transactionId: NEXT_TXN_ID })
    .returning();
  return row!;
}

/** A transaction with what it pays for, the plot's owner and the names a receipt shows. */
export async function loadTransaction(db: Db, transactionId: string, forUpdate = false) {
  const query = db
    .select({
      txn: paymentTransactions,
      serviceId: applications.serviceId,
      serviceMasterId: applications.serviceMasterId,
      billTrackingId: waterBills.trackingId,
      billNumber: waterBills.billNumber,
      ownerUserId: plots.ownerUserId,
      applicantName: sql<
        string | null
      >`coalesce(${plots.applicantInfo}->>'FullName', ${users.userName})`,
    })
    .from(paymentTransactions)
    .leftJoin(applications, eq(applications.submissionId, paymentTransactions.submissionId))
    .leftJoin(waterBills, eq(waterBills.billId, paymentTransactions.billId))
    .leftJoin(plots, sql`${plots.plotId} = coalesce(${applications.plotId}, ${waterBills.plotId})`)
    .leftJoin(users, eq(users.userId, plots.ownerUserId))
    .where(eq(paymentTransactions.transactionId, transactionId));
  const [row] = await (forUpdate ? query.for('update', { of: paymentTransactions }) : query);
  return row;
}
export type LoadedTransaction = NonNullable<Awaited<ReturnType<typeof loadTransaction>>>;

export async function updateTransaction(
  db: Db,
  transactionId: string,
  values: Partial<typeof paymentTransactions.$inferInsert>,
): Promise<void> {
  await db
    .update(paymentTransactions)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(paymentTransactions.transactionId, transactionId));
}

/** Audit row; `payload` is what the caller chose to keep of what arrived (never a secret). */
export async function logPaymentEvent(
  db: Db,
  e: {
    transactionId: string | null;
    kind: string;
    outcome: string;
    detail?: string;
    payload?: object;
  },
): Promise<void> {
  await db.insert(paymentEvents).values({
    transactionId: e.transactionId?.slice(0, 60) ?? null,
    kind: e.kind,
    outcome: e.outcome,
    detail: e.detail ?? null,
    payload: (e.payload ?? null) as Record<string, unknown> | null,
  });
}

export {
  findBillByTracking,
  pendingOlderThan,
  plotOwner,
  recentPublicOrders,
  recheckedWithin,
} from './lookups.ts';
