/**
 * Tables of online payments: the transactions sent to the gateway, an audit trail of every
 * callback (refused ones too), water bills payable with or without signing in, and the TDS
 * sections corporate payers may deduct. Same rules as schema.ts (PostgreSQL-15 SQL, a new
 * drizzle-kit migration after every change).
 */
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './schema.ts';
import { applications, plots } from './schema-engine.ts';

const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' });
const stamp = (name: string) => timestamp(name, { withTimezone: true });

/** Numbers of TransactionIDs ('TXN20261121000042'). */
export const paymentTxnSeq = pgSequence('payment_txn_seq', { startWith: 1 });

/** TDS sections a corporate payer may deduct (rates are master data, never constants in code). */
export const tdsSections = pgTable('tds_sections', {
  section: varchar('section', { length: 10 }).primaryKey(),
  description: varchar('description', { length: 200 }).notNull(),
  percent: numeric('percent', { precision: 5, scale: 2, mode: 'number' }).notNull(),
  source: varchar('source', { length: 20 }).notNull().default('assumed'),
});

/** Water bills of a plot's connection; TrackingId lets anyone pay one without signing in. */
export const waterBills = pgTable(
  'water_bills',
  {
    billId: integer('bill_id').primaryKey().generatedAlwaysAsIdentity(),
    plotId: varchar('plot_id', { length: 40 })
      .notNull()
      .references(() => plots.plotId, { onDelete: 'restrict' }),
    consumerNo: varchar('consumer_no', { length: 30 }).notNull(),
    billNumber: varchar('bill_number', { length: 40 }).notNull().unique('water_bills_number_key'),
    trackingId: varchar('tracking_id', { length: 40 }).notNull().unique('water_bills_tracking_key'),
    periodFrom: date('period_from', { mode: 'string' }).notNull(),
    periodTo: date('period_to', { mode: 'string' }).notNull(),
    amount: money('amount').notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    status: varchar('status', { length: 10 }).notNull().default('Unpaid'),
    paidAt: stamp('paid_at'),
  },
  (t) => [
    index('water_bills_plot_id_idx').on(t.plotId),
    check('water_bills_status_check', sql`${t.status} in ('Unpaid','Paid')`),
  ],
);

/** One attempt to pay an application's fee or a water bill through the gateway. */
export const paymentTransactions = pgTable(
  'payment_transactions',
  {
    transactionId: varchar('transaction_id', { length: 30 }).primaryKey(),
    submissionId: varchar('submission_id', { length: 30 }).references(
      () => applications.submissionId,
      { onDelete: 'restrict' },
    ),
    billId: integer('bill_id').references(() => waterBills.billId, { onDelete: 'restrict' }),
    // Null when a water bill is paid without signing in.
    payerUserId: integer('payer_user_id').references(() => users.userId, { onDelete: 'set null' }),
    amount: money('amount').notNull(),
    tdsSection: varchar('tds_section', { length: 10 }),
    tdsAmount: money('tds_amount').notNull().default(0),
    payableAmount: money('payable_amount').notNull(),
    status: varchar('status', { length: 10 }).notNull().default('Pending'),
    gatewayReference: varchar('gateway_reference', { length: 80 }),
    createdAt: stamp('created_at').notNull().defaultNow(),
    updatedAt: stamp('updated_at').notNull().defaultNow(),
    paidAt: stamp('paid_at'),
  },
  (t) => [
    check('payment_transactions_status_check', sql`${t.status} in ('Pending','Success','Failure')`),
    check(
      'payment_transactions_one_target',
      sql`(${t.submissionId} is null) <> (${t.billId} is null)`,
    ),
    // One open transaction per application or bill: a second click cannot charge twice.
    uniqueIndex('payment_transactions_one_open_app')
      .on(t.submissionId)
      .where(sql`${t.status} = 'Pending' and ${t.submissionId} is not null`),
    uniqueIndex('payment_transactions_one_open_bill')
      .on(t.billId)
      .where(sql`${t.status} = 'Pending' and ${t.billId} is not null`),
    index('payment_transactions_payer_idx').on(t.payerUserId),
    index('payment_transactions_status_idx').on(t.status, t.createdAt),
  ],
);

/** Audit of every gateway exchange: orders, accepted and refused callbacks, re-checks. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    eventId: integer('event_id').primaryKey().generatedAlwaysAsIdentity(),
    // Not a foreign key: a forged callback may name a transaction that does not exist.
    transactionId: varchar('transaction_id', { length: 60 }),
    kind: varchar('kind', { length: 30 }).notNull(),
    outcome: varchar('outcome', { length: 20 }).notNull(),
    detail: text('detail'),
    payload: jsonb('payload').$type<Record<string, unknown>>(),
    at: stamp('at').notNull().defaultNow(),
  },
  (t) => [
    index('payment_events_transaction_idx').on(t.transactionId),
    // The per-address throttles count recent events of one kind (callbacks, public look-ups).
    index('payment_events_kind_at_idx').on(t.kind, t.at),
  ],
);

/**
 * The sandbox gateway's own orders (PG_PROVIDER=sandbox): it plays the bank, and the bank's
 * answer must be the same whichever server process asks. Not a foreign key to
 * payment_transactions: the bank knows orders, not the portal's rows.
 */
export const sandboxGatewayOrders = pgTable(
  'sandbox_gateway_orders',
  {
    transactionId: varchar('transaction_id', { length: 60 }).primaryKey(),
    /** The payer's button, once pressed; null while the order is undecided. */
    decided: varchar('decided', { length: 10 }),
    createdAt: stamp('created_at').notNull().defaultNow(),
  },
  (t) => [
    check(
      'sandbox_gateway_orders_decided_check',
      sql`${t.decided} is null or ${t.decided} in ('Success','Failure','Pending')`,
    ),
  ],
);
