import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { PlotWaterBill } from '@/api/payments';
import { renderWithProviders } from '@/testing/render-with-providers';
import { WaterBillsTable } from '../water-bills-table';

const bill = (over: Partial<PlotWaterBill>): PlotWaterBill => ({
  TrackingId: 'WBT1',
  BillNumber: 'WB-1',
  ConsumerNo: 'C/1',
  PeriodFrom: '2026-04-01',
  PeriodTo: '2026-06-30',
  DueDate: '2099-07-21',
  Amount: 18452.5,
  Status: 'Unpaid',
  PaidAt: null,
  ReceiptTransactionID: null,
  PendingTransactionID: null,
  ...over,
});

const bills = [
  bill({ TrackingId: 'A', BillNumber: 'WB-A' }),
  bill({ TrackingId: 'B', BillNumber: 'WB-B', DueDate: '2020-01-01' }),
  bill({ TrackingId: 'C', BillNumber: 'WB-C', PendingTransactionID: 'TXN2' }),
  bill({
    TrackingId: 'D',
    BillNumber: 'WB-D',
    Status: 'Paid',
    PaidAt: '2026-07-14T20:00:00.000Z',
    ReceiptTransactionID: 'TXN1',
  }),
  bill({ TrackingId: 'E', BillNumber: 'WB-E', Status: 'Paid', PaidAt: '2026-07-15T05:30:00Z' }),
];

describe('water bills table', () => {
  it('shows ₹ two decimals, India dates, the status and what can be done with each bill', async () => {
    const onPay = vi.fn();
    const { user } = renderWithProviders(
      <WaterBillsTable bills={bills} busy={false} onPay={onPay} />,
    );
    const row = (id: string) => within(screen.getByTestId(`water-bill-${id}`));
    expect(row('A').getByText('01-04-2026 to 30-06-2026')).toBeTruthy();
    expect(row('A').getByText('₹18,452.50')).toBeTruthy();
    expect(row('A').getByText('Unpaid')).toBeTruthy();
    expect(row('B').getByText('Overdue')).toBeTruthy();
    expect(row('C').getByText('Payment pending')).toBeTruthy();
    expect(
      row('C')
        .getByRole('link', { name: /check its status/ })
        .getAttribute('href'),
    ).toBe('/PlotService/WaterBillResponse?TxnNo=TXN2');
    // Paid at 01:30 on 15 July in India, though 14 July in UTC.
    expect(row('D').getByText('Paid on 15-07-2026')).toBeTruthy();
    expect(row('D').getByRole('link', { name: 'Receipt of bill WB-D' }).getAttribute('href')).toBe(
      '/PlotService/WaterBillResponse?TxnNo=TXN1',
    );
    expect(row('E').getByText('Paid outside the portal: no online receipt')).toBeTruthy();
    expect(row('D').queryByRole('button')).toBeNull();

    await user.click(row('A').getByRole('button', { name: 'Pay bill WB-A, ₹18,452.50' }));
    expect(onPay).toHaveBeenCalledWith(bills[0]);
  });

  it('disables every Pay button while a payment is starting', () => {
    renderWithProviders(<WaterBillsTable bills={bills} busy onPay={vi.fn()} />);
    for (const b of screen.getAllByRole('button', { name: /^Pay bill/ }))
      expect((b as HTMLButtonElement).disabled).toBe(true);
  });
});
