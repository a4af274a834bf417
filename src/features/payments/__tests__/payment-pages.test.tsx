import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { getPaymentResponse, recheckPayment, type PaymentInfo } from '@/api/payments';
import { renderWithProviders } from '@/testing/render-with-providers';
import { PaymentPage } from '../payment-page';
import { PaymentResultPage } from '../payment-result-page';

vi.mock('@/api/payments', () => ({ getPaymentResponse: vi.fn(), recheckPayment: vi.fn() }));
const load = vi.mocked(getPaymentResponse);
const recheck = vi.mocked(recheckPayment);

const info = (over: Partial<PaymentInfo> = {}): PaymentInfo => ({
  TransactionID: 'TXN20261121000001',
  Amount: 1234.5,
  TrackingId: 'SWC-2025-000002',
  PaymentDate: '2026-11-21T11:12:00.000Z',
  PaymentStatus: 'Success',
  ApplicantName: null,
  ServiceName: 'No-dues certificate',
  FeeAmount: 1234.5,
  TDSSection: null,
  TDSAmount: 0,
  GatewayReference: null,
  Kind: 'Application',
  ...over,
});
const ok = (data: PaymentInfo) => ({ IsSuccess: true, Message: 'Success', Data: data });

beforeEach(() => vi.clearAllMocks());
afterEach(() => vi.restoreAllMocks());

describe('/payment details card (spec §2)', () => {
  it('shows the seven rows: ₹ two decimals, India time, NA for missing', async () => {
    load.mockResolvedValue(ok(info()));
    renderWithProviders(<PaymentPage />, { route: '/payment?TxnNo=TXN20261121000001' });
    expect(await screen.findByTestId('payment-Amount')).toHaveTextContent('₹1,234.50');
    expect(screen.getByTestId('payment-Payment Date')).toHaveTextContent('21-11-2026 04:42 PM');
    expect(screen.getByTestId('payment-Applicant Name')).toHaveTextContent('NA');
    expect(screen.getByTestId('payment-Application ID / Tracking ID')).toHaveTextContent(
      'SWC-2025-000002',
    );
  });

  it('only logs a failed fetch and says it could not load (spec §8)', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    load.mockRejectedValue(new Error('down'));
    renderWithProviders(<PaymentPage />, { route: '/payment?TxnNo=TXN1' });
    expect(await screen.findByText(/could not be loaded/)).toBeInTheDocument();
    expect(log).toHaveBeenCalled();
  });

  it('offers the water bill form without a TxnNo', () => {
    renderWithProviders(<PaymentPage />, { route: '/payment' });
    expect(screen.getByLabelText(/Tracking ID/)).toBeInTheDocument();
  });
});

describe('payment result page (spec §4, §8)', () => {
  it("says 'Payment Failed' with the advice and a retry", async () => {
    load.mockResolvedValue(ok(info({ PaymentStatus: 'Failure', PaymentDate: null })));
    renderWithProviders(<PaymentResultPage />, { route: '/PaymentResponse?TxnNo=TXN1' });
    expect(await screen.findByText('Payment Failed')).toBeInTheDocument();
    expect(screen.getByText(/use another payment method/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry payment' })).toBeInTheDocument();
  });

  it('re-checks a pending payment and shows the receipt once paid', async () => {
    load.mockResolvedValue(ok(info({ PaymentStatus: 'Pending', PaymentDate: null })));
    recheck.mockResolvedValue(ok(info()));
    const { user } = renderWithProviders(<PaymentResultPage />, {
      route: '/PaymentResponse?TxnNo=TXN1',
    });
    await user.click(await screen.findByRole('button', { name: 'Check again' }));
    expect(await screen.findByText('Payment Successful')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Payment receipt' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print receipt' })).toBeInTheDocument();
  });
});
