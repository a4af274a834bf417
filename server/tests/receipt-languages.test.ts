/**
 * The PDF payment receipt in the payer's language (issue 20): the three text files have the same
 * texts with the same placeholders, and a receipt reads in Marathi or Hindi — labels, status,
 * the service's translated name, money as ₹1,00,000.00 and the month named in the language — as a
 * PDF reader extracts it.
 */
import { describe, expect, it } from 'vitest';
import { getCatalog } from '../src/services/forms/catalog.ts';
import { serviceTitleIn } from '../src/services/forms/translations.ts';
import { receiptPdf } from '../src/services/payments/receipt.ts';
import { readReceiptFile, RECEIPT_TEXT_KEYS } from '../src/services/payments/receipt-texts.ts';
import type { LoadedTransaction } from '../src/services/payments/store.ts';
import { pdfText } from './support/pdf-text.ts';

const placeholders = (text: unknown) =>
  [...String(text).matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('the receipt text files', () => {
  it('have every text, with the same placeholders, in English, Marathi and Hindi', () => {
    const en = readReceiptFile('en');
    expect(Object.keys(en).filter((k) => k !== '$comment')).toEqual([...RECEIPT_TEXT_KEYS]);
    for (const language of ['mr', 'hi'] as const) {
      const other = readReceiptFile(language);
      expect(Object.keys(other), language).toEqual([...RECEIPT_TEXT_KEYS]);
      for (const key of RECEIPT_TEXT_KEYS) {
        expect(placeholders(other[key]), `${language} ${key}`).toEqual(placeholders(en[key]));
        // Translated, not copied: no English words left (TDS is written टीडीएस).
        const words = String(other[key]).replace(/\{\{\w+\}\}/g, '');
        expect(words, `${language} ${key}`).not.toMatch(/[A-Za-z]{2,}/);
      }
    }
  });
});

const transaction = {
  txn: {
    transactionId: 'TXN20261127000042',
    status: 'Success',
    payableAmount: 100000,
    amount: 110000,
    submissionId: 'SWC-2026-000042',
    paidAt: new Date('2026-11-27T04:45:00Z'),
    tdsSection: '194C',
    tdsAmount: 10000,
    gatewayReference: 'GW-7781',
    billId: null,
    payerUserId: 1,
  },
  serviceId: 'TransferPlotService',
  serviceMasterId: 1,
  billTrackingId: null,
  billNumber: null,
  ownerUserId: 1,
  applicantName: 'Shree Industries',
} as unknown as LoadedTransaction;
const issuedAt = new Date('2026-11-27T11:05:00Z');

describe('receiptPdf', () => {
  it('writes a Hindi receipt in Hindi, names and ids as they are', async () => {
    const text = await pdfText(receiptPdf(getCatalog(), transaction, 'hi', issuedAt));
    const service = serviceTitleIn('TransferPlotService', 'hi');
    expect(service).toContain('हस्तांतरण');
    for (const line of [
      'भुगतान रसीद',
      'महाराष्ट्र औद्योगिक विकास निगम',
      'आवेदन आईडी / ट्रैकिंग आईडी: SWC-2026-000042',
      `सेवा का नाम: ${service}`,
      'आवेदक का नाम: Shree Industries',
      'राशि: ₹1,00,000.00',
      'लेनदेन आईडी: TXN20261127000042',
      'भुगतान तिथि: 27-11-2026 10:15 पूर्वाह्न',
      'भुगतान स्थिति: सफल',
      'शुल्क ₹1,10,000.00; धारा 194C के अंतर्गत टीडीएस: ₹10,000.00 भुगतानकर्ता द्वारा काटा गया।',
      'पोर्टल द्वारा 27 नवंबर 2026, 04:35 अपराह्न (भारतीय समय) को जारी की गई।',
      'पृष्ठ 1 / 1',
    ])
      expect(text).toContain(line);
    expect(text).not.toMatch(/Payment|Amount|Page/);
  });

  it('writes a Marathi receipt in Marathi', async () => {
    const text = await pdfText(receiptPdf(getCatalog(), transaction, 'mr', issuedAt));
    for (const line of [
      'भरण्याची पावती',
      `सेवेचे नाव: ${serviceTitleIn('TransferPlotService', 'mr')}`,
      'रक्कम: ₹1,00,000.00',
      'भरण्याचा दिनांक: 27-11-2026 10:15 म.पू.',
      'भरण्याची स्थिती: यशस्वी',
      'पोर्टलद्वारे 27 नोव्हेंबर 2026, 04:35 म.उ. (भारतीय वेळ) रोजी जारी केली.',
    ])
      expect(text).toContain(line);
  });

  it('keeps English for English', async () => {
    const text = await pdfText(receiptPdf(getCatalog(), transaction, 'en', issuedAt));
    expect(text).toContain('Service Name: Transfer of leasehold rights');
    expect(text).toContain('Issued by the portal on 27 November 2026, 04:35 PM (India time).');
    expect(text).toContain('Page 1 of 1');
  });
});
