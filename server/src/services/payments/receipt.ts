/**
 * The downloadable PDF receipt of a successful payment, in the payer's language (issue 20): the
 * same rows as the payment details card and the printable page (src/domain/payment-rows.ts), plus
 * the TDS line and the gateway's reference, written by lib/pdf.ts (whose embedded fonts show ₹ and
 * shaped Devanagari). Labels come from content/receipt/<language>.json, the service's name from
 * its translation; amounts keep Indian grouping and two decimals, dates are India time with the
 * language's month names, and digits are Latin in every language, as on the screens.
 */
import { formatDate, formatInr, NA } from '../../../../src/domain/format.ts';
import type { Language } from '../../../../src/domain/i18n/languages.ts';
import { paymentRows } from '../../../../src/domain/payment-rows.ts';
import type { PaymentInfo } from '../../../../src/domain/contract/payments.ts';
import { ApiError } from '../../lib/errors.ts';
import { renderPdf, type TextBlock } from '../../lib/pdf.ts';
import type { Catalog } from '../forms/catalog.ts';
import { serviceTitleIn } from '../forms/translations.ts';
import { fill, inLanguage } from '../notifications/templates.ts';
import { paymentResponseData } from './info.ts';
import {
  receiptTexts,
  ROW_LABELS,
  type ReceiptTextKey,
  type ReceiptTexts,
} from './receipt-texts.ts';
import type { LoadedTransaction } from './store.ts';

export const NO_RECEIPT = 'A receipt is issued only for a successful payment.';

const STATUS: Record<string, ReceiptTextKey> = {
  Success: 'statusSuccess',
  Failure: 'statusFailure',
  Pending: 'statusPending',
};

/** A time of day with the language's words for a.m./p.m. (Intl writes them in Latin letters). */
function dateTime(texts: ReceiptTexts, value: string | Date, pattern: string): string {
  const morning = Number(formatDate(value, 'H')) < 12;
  return fill(morning ? texts.dateTimeAm : texts.dateTimePm, { date: formatDate(value, pattern) });
}

/** The service named in the language; a water bill by its number (data). */
function serviceName(
  catalog: Catalog,
  t: LoadedTransaction,
  texts: ReceiptTexts,
  language: Language,
) {
  if (t.txn.billId !== null) return fill(texts.waterBill, { number: t.billNumber ?? '' }).trim();
  return t.serviceId ? serviceTitleIn(t.serviceId, language, catalog) : null;
}

function rows(data: PaymentInfo, texts: ReceiptTexts): TextBlock[] {
  return paymentRows(data).map(([, value], index) => {
    let shown = value === NA ? texts.notAvailable : value;
    if (index === 5 && data.PaymentDate)
      shown = dateTime(texts, data.PaymentDate, 'dd-MM-yyyy hh:mm');
    if (index === 6) shown = STATUS[value] ? texts[STATUS[value]] : value;
    return {
      kind: 'paragraph',
      text: fill(texts.row, { label: texts[ROW_LABELS[index]!], value: shown }),
    };
  });
}

export function receiptPdf(
  catalog: Catalog,
  t: LoadedTransaction,
  language: Language = 'en',
  now = new Date(),
): Buffer {
  if (t.txn.status !== 'Success') throw new ApiError(409, NO_RECEIPT);
  const texts = receiptTexts(language);
  const data = {
    ...paymentResponseData(catalog, t),
    ServiceName: serviceName(catalog, t, texts, language),
  };
  const blocks: TextBlock[] = [
    { kind: 'title', text: texts.title },
    { kind: 'paragraph', text: texts.issuer },
    { kind: 'space' },
    ...rows(data, texts),
  ];
  if (data.TDSSection)
    blocks.push({
      kind: 'paragraph',
      text: fill(texts.tds, {
        fee: formatInr(data.FeeAmount),
        section: data.TDSSection,
        tds: formatInr(data.TDSAmount),
      }),
    });
  if (data.GatewayReference)
    blocks.push({
      kind: 'paragraph',
      text: fill(texts.gatewayReference, { reference: data.GatewayReference }),
    });
  const issued = inLanguage(language, () => dateTime(texts, now, 'd MMMM yyyy, hh:mm'));
  blocks.push({ kind: 'space' }, { kind: 'note', text: fill(texts.issued, { date: issued }) });
  return renderPdf(fill(texts.documentTitle, { transaction: data.TransactionID }), blocks, {
    pageLabel: (page, pages) => fill(texts.page, { page: String(page), pages: String(pages) }),
  });
}
