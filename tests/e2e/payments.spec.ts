/**
 * Online payments end to end in the browser: the seeded application waiting for its fee is paid
 * through the gateway sandbox (first a failure and a retry, then success), the result page, the
 * /payment details card and the receipt; and a water bill paid without signing in.
 */
import { expect, test, type Page } from '@playwright/test';
import { demo, signIn } from './support';

async function sessionHeaders(page: Page): Promise<Record<string, string>> {
  const [token, session, userId] = await page.evaluate(() => [
    sessionStorage.getItem('access_token'),
    sessionStorage.getItem('SessionToken'),
    sessionStorage.getItem('UserId'),
  ]);
  return {
    Authorization: `Bearer ${token ?? ''}`,
    SessionToken: session ?? '',
    UserId: userId ?? '',
  };
}

/** The Taloja plot's application the seed left waiting for payment. */
async function pendingApplication(page: Page): Promise<string> {
  const res = await page.request.get('/api/plots/RAI-TLJ-A12/applications', {
    headers: await sessionHeaders(page),
  });
  const rows = ((await res.json()) as { Data: { SubmissionId: string; Status: string }[] }).Data;
  const row = rows.find((r) => r.Status === 'PaymentPending');
  if (!row) throw new Error('no application waiting for payment');
  return row.SubmissionId;
}

test('pays an application fee: failure and retry, then success, details and receipt', async ({
  page,
}) => {
  await signIn(page, demo.investor);
  const id = await pendingApplication(page);
  await page.goto(`/PlotService/ServiceInformation?SubmissionId=${id}`);
  await page.getByTestId('pay-button').getByRole('button', { name: /^Pay/ }).click();

  await expect(
    page.getByRole('heading', { name: /Payment gateway sandbox — no real money moves/ }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Failure' }).click();
  await expect(page).toHaveURL(/PaymentConfirmation\/PaymentResponse\?TxnNo=TXN/);
  await expect(page.getByText('Payment Failed')).toBeVisible();
  await expect(page.getByText(/use another payment method/)).toBeVisible();

  await page.getByRole('button', { name: 'Retry payment' }).click();
  await expect(page.getByRole('heading', { name: /Payment gateway sandbox/ })).toBeVisible();
  await page.getByRole('button', { name: 'Success' }).click();
  await expect(page.getByText('Payment Successful')).toBeVisible();
  const receipt = page.getByRole('region', { name: 'Payment receipt' });
  await expect(receipt).toContainText(id);
  await expect(receipt).toContainText('Success');
  await expect(page.getByRole('button', { name: 'Print receipt' })).toBeVisible();
  const txn = new URL(page.url()).searchParams.get('TxnNo')!;

  await page.getByRole('button', { name: 'Payment details' }).click();
  await expect(page).toHaveURL(new RegExp(`/payment\\?TxnNo=${txn}`));
  const card = page.getByTestId('payment-details');
  for (const label of [
    'Application ID / Tracking ID',
    'Service Name',
    'Applicant Name',
    'Amount',
    'Transaction ID',
    'Payment Date',
    'Payment Status',
  ])
    await expect(card).toContainText(label);
  await expect(card.getByTestId('payment-Transaction ID')).toHaveText(txn);
  await expect(card.getByTestId('payment-Amount')).toHaveText(/^₹[\d,]+\.\d{2}$/);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/PlotService$/);

  await page.goto(`/PlotService/ServiceInformation?SubmissionId=${id}`);
  await expect(page.getByTestId('pay-button')).toHaveCount(0);
});

test('pays a water bill without signing in', async ({ page }) => {
  await page.goto('/payment');
  await page.getByLabel('Tracking ID').fill('WBT2026TLJ0002');
  await page.getByRole('button', { name: 'Find bill' }).click();
  const bill = page.getByTestId('water-bill');
  await expect(bill).toContainText('₹21,275.75');
  await bill.getByRole('button', { name: /^Pay/ }).click();
  await expect(page.getByTestId('sandbox-amount')).toHaveText('₹21,275.75');
  await page.getByRole('button', { name: 'Success' }).click();
  await expect(page.getByText('Payment Successful')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Payment receipt' })).toContainText(
    'WBT2026TLJ0002',
  );
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/$/);
});
