/** Payment look-ups: bills by tracking id, plot owners, the rate limit and the re-check job. */
import { eq, sql } from 'drizzle-orm';
import { plots } from '../../db/schema-engine.ts';
import { paymentEvents, paymentTransactions, waterBills } from '../../db/schema-payments.ts';
import type { Db } from '../../db/types.ts';

/** How many look-ups and orders without a session an address made in the last ten minutes. */
export async function recentPublicOrders(db: Db, ip: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(paymentEvents)
    .where(
      sql`${paymentEvents.kind} = 'public-attempt' and ${paymentEvents.payload}->>'ip' = ${ip} and ${paymentEvents.at} > now() - interval '10 minutes'`,
    );
  return row?.n ?? 0;
}

/** Whether the transaction was re-checked with the gateway in the last `seconds`. */
export async function recheckedWithin(
  db: Db,
  transactionId: string,
  seconds: number,
): Promise<boolean> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(paymentEvents)
    .where(
      sql`${paymentEvents.transactionId} = ${transactionId} and ${paymentEvents.kind} = 'recheck' and ${paymentEvents.at} > now() - make_interval(secs => ${seconds})`,
    );
  return (row?.n ?? 0) > 0;
}

/** `forUpdate` locks the bill, so two clicks paying it open one transaction, not a race. */
export async function findBillByTracking(db: Db, trackingId: string, forUpdate = false) {
  const query = db.select().from(waterBills).where(eq(waterBills.trackingId, trackingId));
  const [row] = await (forUpdate ? query.for('update') : query);
  return row;
}

export async function plotOwner(db: Db, plotId: string): Promise<number | undefined> {
  const [row] = await db
    .select({ owner: plots.ownerUserId })
    .from(plots)
    .where(eq(plots.plotId, plotId));
  return row?.owner;
}

export async function pendingOlderThan(db: Db, minutes: number): Promise<string[]> {
  const rows = await db
    .select({ id: paymentTransactions.transactionId })
    .from(paymentTransactions)
    .where(
      sql`${paymentTransactions.status} = 'Pending' and ${paymentTransactions.createdAt} < now() - make_interval(mins => ${minutes})`,
    );
  return rows.map((r) => r.id);
}
