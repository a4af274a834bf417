import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { getPaymentResponse, type PaymentInfo } from '@/api/payments';
import { activateLanguage, loadCatalogsNow } from '@/i18n/i18n';
import { renderWithProviders } from '@/testing/render-with-providers';
import { PaymentResultPage } from '../payment-result-page';

vi.mock('@/api/payments', () => ({ getPaymentResponse: vi.fn(), recheckPayment: vi.fn() }));
const load = vi.mocked(getPaymentResponse);

const catalogs = {
  mr: import.meta.glob('../../../i18n/catalogs/mr/*.json', {
    query: '?catalog',
    import: 'default',
    eager: true,
  }),
  hi: import.meta.glob('../../../i18n/catalogs/hi/*.json', {
    query: '?catalog',
    import: 'default',
    eager: true,
  }),
};

async function speak(language: 'mr' | 'hi') {
  loadCatalogsNow(language, catalogs[language]);
  await activateLanguage(language);
}

const paid: PaymentInfo = {
  TransactionID: 'TXN20261121000001',
  Amount: 100000,
  TrackingId: 'SWC-2025-000002',
  PaymentDate: '2026-11-21T11:12:00.000Z',
  PaymentStatus: 'Success',
  ApplicantName: null,
  ServiceName: 'No-dues certificate',
  FeeAmount: 110000,
  TDSSection: '194C',
  TDSAmount: 10000,
  GatewayReference: 'GW-77',
  Kind: 'Application',
};

/** Latin words on screen that are not data of the payment (ids, the service name, PDF). */
const data = new Set(['TXN', 'SWC', 'No', 'dues', 'certificate', 'GW', 'PDF', 'IST']);
const english = (text: string) =>
  (text.match(/[A-Za-z]{2,}/g) ?? []).filter((word) => !data.has(word));

beforeEach(() => {
  vi.clearAllMocks();
  load.mockResolvedValue({ IsSuccess: true, Message: 'Success', Data: paid });
});
afterEach(() => activateLanguage('en'));

describe('the payment receipt in the chosen language (issue 20)', () => {
  it('reads fully in Hindi, with the amount as ₹1,00,000.00', async () => {
    await speak('hi');
    renderWithProviders(<PaymentResultPage />, { route: '/PaymentResponse?TxnNo=TXN1' });
    const receipt = await screen.findByRole('region', { name: 'भुगतान रसीद' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('भुगतान परिणाम');
    expect(screen.getByText('भुगतान सफल')).toBeInTheDocument();
    expect(within(receipt).getByText('महाराष्ट्र औद्योगिक विकास निगम — भुगतान रसीद')).toBeVisible();
    expect(within(receipt).getByText('राशि')).toBeInTheDocument();
    expect(screen.getByTestId('payment-Amount')).toHaveTextContent('₹1,00,000.00');
    expect(screen.getByTestId('payment-Payment Status')).toHaveTextContent('सफल');
    expect(screen.getByTestId('payment-Applicant Name')).toHaveTextContent('लागू नहीं');
    expect(
      within(receipt).getByText(
        'शुल्क ₹1,10,000.00; धारा 194C के अंतर्गत टीडीएस: ₹10,000.00 भुगतानकर्ता द्वारा काटा गया।',
      ),
    ).toBeInTheDocument();
    expect(english(receipt.textContent ?? '')).toEqual([]);
    expect(screen.getByRole('button', { name: 'रसीद प्रिंट करें' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'रसीद डाउनलोड करें (PDF)' })).toBeInTheDocument();
  });

  it('reads in Marathi, with the amount as ₹1,00,000.00', async () => {
    await speak('mr');
    renderWithProviders(<PaymentResultPage />, { route: '/PaymentResponse?TxnNo=TXN1' });
    const receipt = await screen.findByRole('region', { name: 'भरण्याची पावती' });
    expect(screen.getByText('भरणा यशस्वी')).toBeInTheDocument();
    expect(within(receipt).getByText('रक्कम')).toBeInTheDocument();
    expect(screen.getByTestId('payment-Amount')).toHaveTextContent('₹1,00,000.00');
    expect(english(receipt.textContent ?? '')).toEqual([]);
    expect(screen.getByRole('button', { name: 'पुढे चला' })).toBeInTheDocument();
  });

  it('names a water bill in the language, its number as data', async () => {
    load.mockResolvedValue({
      IsSuccess: true,
      Message: 'Success',
      Data: {
        ...paid,
        Kind: 'WaterBill',
        ServiceName: 'Water bill WB-TLJ-2026-0001',
        BillNumber: 'WB-TLJ-2026-0001',
      },
    });
    await speak('hi');
    renderWithProviders(<PaymentResultPage waterBill />, { route: '/WaterBillResponse?TxnNo=T' });
    expect(await screen.findByTestId('payment-Service Name')).toHaveTextContent(
      'जल बिल WB-TLJ-2026-0001',
    );
    expect(screen.getByTestId('payment-Payment Date')).toHaveTextContent('21-11-2026 04:42 अपराह्न');
  });
});
