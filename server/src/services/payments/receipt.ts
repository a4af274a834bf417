/**
 * The downloadable PDF receipt of a successful payment: the same rows as the payment details
 * card and the printable page (src/domain/payment-rows.ts), plus the TDS line and the gateway's
 * reference, written by lib/pdf.ts (whose embedded fonts show ₹; amounts with two decimals, as
 * the screens show them).
 */
import { formatDate, formatInr } from '../../../../src/domain/format.ts';
import { paymentRows } from '../../../../src/domain/payment-rows.ts';
import { ApiError } from '../../lib/errors.ts';
import { renderPdf, type TextBlock } from '../../lib/pdf.ts';
import type { Catalog } from '../forms/catalog.ts';
import { paymentResponseData } from './info.ts';
import type { LoadedTransaction } from './store.ts';

export const NO_RECEIPT = 'A receipt is issued only for a successful payment.';
const ISSUER = 'Maharashtra Industrial Development Corporation — Single Window Clearance';

export function receiptPdf(catalog: Catalog, t: LoadedTransaction, now = new Date()): Buffer {
  if (t.txn.status !== 'Success') throw new ApiError(409, NO_RECEIPT);
  const data = paymentResponseData(catalog, t);
  const blocks: TextBlock[] = [
    { kind: 'title', text: 'Payment Receipt' },
    { kind: 'paragraph', text: ISSUER },
    { kind: 'space' },
    ...paymentRows(data).map(([label, value]) => ({
      kind: 'paragraph' as const,
      text: `${label}: ${value}`,
    })),
  ];
  if (data.TDSSection)
    blocks.push({
      kind: 'paragraph',
      text: `Fee ${formatInr(data.FeeAmount)}; TDS under section ${data.TDSSection}: ${formatInr(data.TDSAmount)} deducted by the payer.`,
    });
  if (data.GatewayReference)
    blocks.push({ kind: 'paragraph', text: `Gateway reference: ${data.GatewayReference}` });
  blocks.push(
    { kind: 'space' },
    {
      kind: 'note',
      text: `Issued by the portal on ${formatDate(now, 'dd-MM-yyyy hh:mm a')} (India time). Quote the Transaction ID in any correspondence about this payment.`,
    },
  );
  return renderPdf(`Payment receipt ${data.TransactionID}`, blocks);
}
