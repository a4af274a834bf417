/**
 * Payment master data (TDS sections) and the demo plot's water bills. Idempotent: a second start
 * changes nothing, so a bill paid in the demo stays paid.
 */
import { eq } from 'drizzle-orm';
import { plots } from '../db/schema-engine.ts';
import { paymentTransactions, tdsSections, waterBills } from '../db/schema-payments.ts';
import type { Db } from '../db/types.ts';

/**
 * [assumed] Income-tax sections a corporate payer commonly deducts on fees paid to the
 * corporation; the rates are the statutory ones as we understand them and need confirming.
 */
const TDS_SECTIONS = [
  { section: '194C', description: 'Payments to contractors', percent: 2 },
  {
    section: '194J',
    description: 'Fees for professional or technical services',
    percent: 10,
  },
  { section: '194I', description: 'Rent of land or building', percent: 10 },
];

export async function seedPaymentMaster(db: Db): Promise<void> {
  await db
    .insert(tdsSections)
    .values(TDS_SECTIONS.map((s) => ({ ...s, source: 'assumed' })))
    .onConflictDoNothing({ target: tdsSections.section });
}

/** Three quarterly bills of the Taloja plot's connection: one paid online (with its receipt), two open. */
export async function seedDemoWaterBills(db: Db, plotId: string, consumerNo: string) {
  const bills = [
    { n: 1, from: '2026-04-01', to: '2026-06-30', amount: 18452.5, due: '2026-07-21' },
    { n: 2, from: '2026-07-01', to: '2026-09-30', amount: 21275.75, due: '2026-10-21' },
    { n: 3, from: '2026-10-01', to: '2026-12-31', amount: 19840, due: '2027-01-21' },
  ];
  await db
    .insert(waterBills)
    .values(
      bills.map((b) => ({
        plotId,
        consumerNo,
        billNumber: `WB-TLJ-2026-${String(b.n).padStart(4, '0')}`,
        trackingId: `WBT2026TLJ${String(b.n).padStart(4, '0')}`,
        periodFrom: b.from,
        periodTo: b.to,
        amount: b.amount,
        dueDate: b.due,
        status: b.n === 1 ? 'Paid' : 'Unpaid',
        paidAt: b.n === 1 ? new Date('2026-07-15T05:30:00Z') : null,
      })),
    )
    .onConflictDoNothing({ target: waterBills.billNumber });
  await seedPaidBillTransaction(db, plotId, 'WB-TLJ-2026-0001');
}

/** The online payment of the demo's paid bill, so its receipt opens like any other. */
async function seedPaidBillTransaction(db: Db, plotId: string, billNumber: string) {
  const [bill] = await db.select().from(waterBills).where(eq(waterBills.billNumber, billNumber));
  const [plot] = await db.select().from(plots).where(eq(plots.plotId, plotId));
  if (!bill?.paidAt || !plot) return;
  await db
    .insert(paymentTransactions)
    .values({
      // A fixed id in the TXN format, dated on the payment day (the sequence never makes it).
      transactionId: 'TXN20260715000001',
      billId: bill.billId,
      payerUserId: plot.ownerUserId,
      amount: bill.amount,
      payableAmount: bill.amount,
      status: 'Success',
      gatewayReference: 'DEMO-SEED-0001',
      createdAt: bill.paidAt,
      updatedAt: bill.paidAt,
      paidAt: bill.paidAt,
    })
    .onConflictDoNothing({ target: paymentTransactions.transactionId });
}
