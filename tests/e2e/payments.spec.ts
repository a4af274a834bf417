/**
 * Online payments end to end in the browser: the seeded application waiting for its fee is paid
 * through the gateway sandbox (first a failure and a retry, then success), the result page, the
 * /payment details card and the receipt; and a water bill paid without signing in.
 */
import { expect, test, type Page } from '@playwright/test';
import { prepare, submit } from './application-api';
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

test('submits a service with a fee and pays it: result page, details and receipt', async ({
  page,
}) => {
  await signIn(page, demo.investor);
  const body = await prepare(page, 'RAI-TLJ-A12', 'ChangeCompanyNameService');
  await submit(page, body);
  const id = body.SubmissionId;
  await page.goto(`/PlotService/ServiceInformation?SubmissionId=${id}`);
  const pay = page.getByTestId('pay-button').getByRole('button', { name: /^Pay ₹[\d,]+\.\d{2}$/ });
  const label = (await pay.textContent())!.replace(/^Pay /, '');
  await pay.click();
  await expect(page.getByTestId('sandbox-amount')).toHaveText(label);
  await page.getByRole('button', { name: 'Success' }).click();
  await expect(page.getByText('Payment Successful')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Payment receipt' })).toContainText(id);
  const txn = new URL(page.url()).searchParams.get('TxnNo')!;

  await page.goto(`/payment?TxnNo=${txn}`);
  const card = page.getByTestId('payment-details');
  await expect(card.getByTestId('payment-Application ID / Tracking ID')).toHaveText(id);
  await expect(card.getByTestId('payment-Amount')).toHaveText(label);
  await expect(card.getByTestId('payment-Payment Status')).toHaveText('Success');
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

test('pays a water bill signed in, from the plot page, and opens its receipt', async ({ page }) => {
  const shots = process.env.PAYMENTS_SHOTS; // a folder to save screenshots in, when reviewing
  await signIn(page, demo.investor);
  await page.getByRole('button', { name: 'Open plot: Plot A-12, Taloja MIDC' }).click();
  await expect(page).toHaveURL(/\/PlotService$/);
  await page.getByRole('link', { name: 'Water bills', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Water Bills' })).toBeVisible();
  await expect(page.getByText('Water consumer number: TLJ/IND/004512')).toBeVisible();

  const paid = page.getByTestId('water-bill-WBT2026TLJ0001');
  await expect(paid).toContainText('WB-TLJ-2026-0001');
  await expect(paid).toContainText('01-04-2026 to 30-06-2026');
  await expect(paid).toContainText('21-07-2026');
  await expect(paid).toContainText('₹18,452.50');
  await expect(paid).toContainText('Paid');
  const open = page.getByTestId('water-bill-WBT2026TLJ0003');
  await expect(open).toContainText('₹19,840.00');
  if (shots) await page.screenshot({ path: `${shots}/water-bills.png`, fullPage: true });

  await open.getByRole('button', { name: /^Pay bill WB-TLJ-2026-0003/ }).click();
  await expect(page.getByTestId('sandbox-amount')).toHaveText('₹19,840.00');
  await page.getByRole('button', { name: 'Success' }).click();
  await expect(page).toHaveURL(/\/PlotService\/WaterBillResponse\?TxnNo=TXN/);
  await expect(page.getByRole('heading', { name: 'Water Bill Payment' })).toBeVisible();
  await expect(page.getByText('Payment Successful')).toBeVisible();
  const receipt = page.getByRole('region', { name: 'Payment receipt' });
  await expect(receipt).toContainText('WBT2026TLJ0003');
  await expect(receipt).toContainText('Water bill WB-TLJ-2026-0003');
  await expect(receipt).toContainText('₹19,840.00');
  if (shots) await page.screenshot({ path: `${shots}/water-bill-result.png`, fullPage: true });
  const txn = new URL(page.url()).searchParams.get('TxnNo')!;
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download receipt (PDF)' }).click();
  expect((await download).suggestedFilename()).toBe(`receipt-${txn}.pdf`);

  // Back on the list the bill is paid, and its receipt link opens the same transaction.
  await page.goto('/PlotService/WaterBills');
  const nowPaid = page.getByTestId('water-bill-WBT2026TLJ0003');
  await expect(nowPaid).toContainText('Paid');
  await expect(nowPaid.getByRole('button', { name: /^Pay/ })).toHaveCount(0);
  await nowPaid.getByRole('link', { name: 'Receipt of bill WB-TLJ-2026-0003' }).click();
  await expect(page).toHaveURL(new RegExp(`WaterBillResponse\\?TxnNo=${txn}`));
  await expect(page.getByRole('region', { name: 'Payment receipt' })).toContainText(txn);
});

test('a signed-out payment link asks to sign in and comes back to it; an unknown one says so', async ({
  page,
}) => {
  const txn = 'TXN20260715000001'; // the investor's seeded water-bill payment
  await page.goto(`/payment?TxnNo=${txn}`);
  await expect(page.getByText('Sign in to see this payment')).toBeVisible();
  await expect(page.getByText(/could not be loaded/)).toHaveCount(0);
  await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
  await page.getByLabel('Email').fill(demo.investor);
  await page.getByLabel('Password', { exact: true }).fill(demo.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`/payment\\?TxnNo=${txn}$`));
  await expect(
    page.getByTestId('payment-details').getByTestId('payment-Transaction ID'),
  ).toHaveText(txn);

  await page.goto('/payment?TxnNo=TXN20990101999999');
  await expect(page.getByText('Unknown payment number')).toBeVisible();
  await expect(
    page.getByText(/There is no payment with the number TXN20990101999999/),
  ).toBeVisible();
});
