/**
 * The wire contract of the payment routes (server/src/routes/payments/): spec §7 paths, the
 * signed-in calls, the calls open without a session (payment lookup, re-check, paying a water
 * bill by its tracking id) and the plot's water-bill list. Why a lookup is refused (the
 * envelope's Data of a 403/404) is in ../payment-lookup.ts.
 */
import { submissionIdField } from './applications.ts';
import { list, nonEmpty, nullable, num, objectSchema, str, type Wire } from './schema.ts';

const submission = submissionIdField;
const section = nonEmpty(10);
const tracking = nonEmpty(40);

/** A transaction by its number (GetPGRespInfo, RecheckStatus, ReceiptPdf). */
export const transactionQuery = objectSchema({
  TransactionNumber: nonEmpty(30),
});

/** A water bill by its tracking id, without signing in (TackingId spelled so by spec §7). */
export const trackingQuery = objectSchema({ TackingId: tracking });
export const trackingBody = trackingQuery;

/** Pay an application's fee, with the TDS section a corporate payer deducts. */
export const confirmPaymentBody = objectSchema({ SubmissionId: submission, TDSSection: section }, [
  'SubmissionId',
]);
export const tdsDeductionBody = objectSchema({ SubmissionId: submission, TDSSection: section });
export const waterBillPaymentBody = objectSchema({ TrackingId: tracking });

export const tdsSectionSchema = objectSchema({ Section: str, Description: str, Percent: num });

/** The fee, the TDS deduction (to the paisa) and what is left to pay. */
export const tdsDeductionSchema = objectSchema({
  Amount: num,
  TDSSection: str,
  TDSAmount: num,
  PayableAmount: num,
});

/** What the gateway needs: where to send the browser. */
export const paymentOrderSchema = objectSchema({
  TransactionID: str,
  Amount: num,
  RedirectUrl: str,
});

/**
 * Spec §3 payment response data, plus what a receipt and a TDS certificate need. ServiceId and
 * BillNumber name what ServiceName says in English ('Water bill <number>', a service's title), as
 * data the browser words in the user's language; they are additions, so optional.
 */
export const paymentInfoSchema = objectSchema(
  {
    TransactionID: str,
    Amount: num,
    /** The application's SubmissionId, or the bill's tracking id. */
    TrackingId: nullable('string'),
    PaymentDate: nullable('string', { format: 'date-time' }),
    /** Pending, Success or Failure. */
    PaymentStatus: str,
    ApplicantName: nullable('string'),
    ServiceName: nullable('string'),
    FeeAmount: num,
    TDSSection: nullable('string'),
    TDSAmount: num,
    GatewayReference: nullable('string'),
    Kind: { type: 'string', enum: ['Application', 'WaterBill'] },
    ServiceId: nullable('string'),
    BillNumber: nullable('string'),
  },
  [
    'TransactionID',
    'Amount',
    'TrackingId',
    'PaymentDate',
    'PaymentStatus',
    'ApplicantName',
    'ServiceName',
    'FeeAmount',
    'TDSSection',
    'TDSAmount',
    'GatewayReference',
    'Kind',
  ],
);

const billFields = {
  TrackingId: str,
  BillNumber: str,
  ConsumerNo: str,
  PeriodFrom: str,
  PeriodTo: str,
  DueDate: str,
  Amount: num,
  /** Unpaid or Paid. */
  Status: str,
} as const;

/** A water bill as GetPaymentInfo shows it. */
export const waterBillSchema = objectSchema(billFields);

/** A bill as the plot's list shows it: with the receipt of its payment or its open transaction. */
export const plotWaterBillSchema = objectSchema({
  ...billFields,
  PaidAt: nullable('string', { format: 'date-time' }),
  ReceiptTransactionID: nullable('string'),
  PendingTransactionID: nullable('string'),
});

export const tdsSectionsSchema = list(tdsSectionSchema);
export const plotWaterBillsSchema = list(plotWaterBillSchema);

export type TransactionQuery = Wire<typeof transactionQuery>;
export type TrackingQuery = Wire<typeof trackingQuery>;
export type ConfirmPaymentBody = Wire<typeof confirmPaymentBody>;
export type TdsDeductionBody = Wire<typeof tdsDeductionBody>;
export type WaterBillPaymentBody = Wire<typeof waterBillPaymentBody>;
export type TdsSection = Wire<typeof tdsSectionSchema>;
export type TdsDeduction = Wire<typeof tdsDeductionSchema>;
export type PaymentOrder = Wire<typeof paymentOrderSchema>;
export type PaymentInfo = Wire<typeof paymentInfoSchema>;
export type WaterBillInfo = Wire<typeof waterBillSchema>;
export type PlotWaterBill = Wire<typeof plotWaterBillSchema>;
