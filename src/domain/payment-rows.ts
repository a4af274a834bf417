/**
 * The rows of the payment details card of spec §2, in its order, with NA for anything missing,
 * ₹ with two decimals and the date in India time. One list for the card, the printable receipt
 * and the server's PDF receipt, so they never disagree.
 */
import { formatDate, formatInr, NA } from './format';

/** The spec §3 payment response fields the rows show. */
export interface PaymentRowsSource {
  TrackingId: string | null;
  ServiceName: string | null;
  ApplicantName: string | null;
  Amount: number | null;
  TransactionID: string;
  PaymentDate: string | null;
  PaymentStatus: string;
}

const text = (v: string | null | undefined) => (v === null || v === undefined || v === '' ? NA : v);

export function paymentRows(info: PaymentRowsSource | null): [string, string][] {
  return [
    ['Application ID / Tracking ID', text(info?.TrackingId)],
    ['Service Name', text(info?.ServiceName)],
    ['Applicant Name', text(info?.ApplicantName)],
    ['Amount', formatInr(info?.Amount)],
    ['Transaction ID', text(info?.TransactionID)],
    ['Payment Date', formatDate(info?.PaymentDate, 'dd-MM-yyyy hh:mm a')],
    ['Payment Status', text(info?.PaymentStatus)],
  ];
}
