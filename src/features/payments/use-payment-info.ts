/**
 * Loads a transaction's payment data (spec §3). A failure is only logged (spec §8), and the page
 * says it could not load. 'Check again' asks the server to re-check with the gateway.
 */
import { useCallback, useState } from 'react';
import { getPaymentResponse, recheckPayment, type PaymentInfo } from '@/api/payments';
import { useLoad } from '@/lib/use-load';

export const LOAD_FAILED = 'The payment details could not be loaded. Please try again later.';

export type PaymentLoad =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; info: PaymentInfo };

/** Logs why the payment data could not be loaded and says so. */
function loadFailed(reason: unknown): { status: 'error' } {
  console.error('Payment details could not be loaded', reason);
  return { status: 'error' };
}

export function usePaymentInfo(txnNo: string | null, waterBill = false) {
  const { state: load, replace } = useLoad<Exclude<PaymentLoad, { status: 'loading' }>>(
    txnNo ? `${txnNo}|${waterBill}` : null,
    () =>
      getPaymentResponse(txnNo!, waterBill).then((res) =>
        res.IsSuccess ? { status: 'ready', info: res.Data } : loadFailed(res.Message),
      ),
    loadFailed,
  );
  const [busy, setBusy] = useState(false);

  const recheck = useCallback(async () => {
    if (!txnNo) return;
    setBusy(true);
    try {
      const res = await recheckPayment(txnNo);
      if (res.IsSuccess) replace({ status: 'ready', info: res.Data });
      else console.error('Payment re-check failed', res.Message);
    } catch (error) {
      console.error('Payment re-check failed', error);
    } finally {
      setBusy(false);
    }
  }, [txnNo, replace]);

  return { load, recheck, busy, setBusy };
}
