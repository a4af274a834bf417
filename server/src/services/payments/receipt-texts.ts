/**
 * The PDF receipt's texts in English, Marathi and Hindi (content/receipt/<language>.json, issue
 * 20). English must have every text (a missing one stops the server at start, caught by the
 * receipt tests); a translation falls back to English text by text.
 */
import { readFileSync } from 'node:fs';
import { LANGUAGES, type Language } from '../../../../src/domain/i18n/languages.ts';

/** The labels of the rows of src/domain/payment-rows.ts, in its order. */
export const ROW_LABELS = [
  'trackingId',
  'serviceName',
  'applicantName',
  'amount',
  'transactionId',
  'paymentDate',
  'paymentStatus',
] as const;

/** The texts a receipt prints, by key (see content/receipt/en.json), in the files' order. */
export const RECEIPT_TEXT_KEYS = [
  'title',
  'issuer',
  ...ROW_LABELS,
  'row',
  'statusSuccess',
  'statusFailure',
  'statusPending',
  'notAvailable',
  'waterBill',
  'dateTimeAm',
  'dateTimePm',
  'tds',
  'gatewayReference',
  'issued',
  'documentTitle',
  'page',
] as const;
export type ReceiptTextKey = (typeof RECEIPT_TEXT_KEYS)[number];
export type ReceiptTexts = Record<ReceiptTextKey, string>;

/** A language's file as written (its keys may be fewer than English's). */
export function readReceiptFile(language: Language): Record<string, unknown> {
  const url = new URL(`../../content/receipt/${language}.json`, import.meta.url);
  return JSON.parse(readFileSync(url, 'utf8')) as Record<string, unknown>;
}

function load(language: Language, english?: ReceiptTexts): ReceiptTexts {
  const raw = readReceiptFile(language);
  const out = {} as ReceiptTexts;
  for (const key of RECEIPT_TEXT_KEYS) {
    const text = raw[key];
    if (typeof text === 'string') out[key] = text;
    else if (english) out[key] = english[key];
    else throw new Error(`content/receipt/${language}.json: '${key}' must be a text`);
  }
  return out;
}

const english = load('en');
const texts = Object.fromEntries(
  LANGUAGES.map((language) => [language, language === 'en' ? english : load(language, english)]),
) as Record<Language, ReceiptTexts>;

/** The receipt's texts in `language`. */
export function receiptTexts(language: Language): ReceiptTexts {
  return texts[language];
}
