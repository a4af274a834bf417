/**
 * Loads a transaction's payment data (spec §3). A failure is only logged (spec §8), and the page
 * says it could not load; an unknown number and a payment a signed-out visitor must sign in to see
 * say so instead. 'Check again' asks the server to re-check with the gateway.
 */
import { useCallback, useState } from 'react';
import { getPaymentResponse, recheckPayment, type PaymentInfo } from '@/api/payments';
import { paymentRefusalReason } from '@/domain/payment-lookup';
import { useLoad } from '@/lib/use-load';

/** Loading, loaded, or why not: unknown number, sign-in needed, or a failure to try again. */
export type PaymentLoad =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'unknown' }
  | { status: 'signInRequired' }
  | { status: 'ready'; info: PaymentInfo };

type Loaded = Exclude<PaymentLoad, { status: 'loading' }>;

/** Logs why the payment data could not be loaded and says so. */
function loadFailed(reason: unknown): { status: 'error' } {
  console.error('Payment details could not be loaded', reason);
  return { status: 'error' };
}

export function usePaymentInfo(txnNo: string | null, waterBill = false) {
  const { state: load, replace } = useLoad<Loaded>(
    txnNo ? `${txnNo}|${waterBill}` : null,
    () =>
      getPaymentResponse(txnNo!, waterBill).then((res): Loaded => {
        if (res.IsSuccess) return { status: 'ready', info: res.Data };
        const reason = paymentRefusalReason(res.Data);
        return reason ? { status: reason } : loadFailed(res.Message);
      }),
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
