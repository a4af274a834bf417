/**
 * Loads a transaction's payment data (spec §3). A failure is only logged (spec §8), and the page
 * says it could not load. 'Check again' asks the server to re-check with the gateway.
 */
import { useCallback, useEffect, useState } from 'react';
import { getPaymentResponse, recheckPayment, type PaymentInfo } from '@/api/payments';
import { paymentRefusalReason } from '@/domain/payment-lookup';

export const LOAD_FAILED = 'The payment details could not be loaded. Please try again later.';

/** Loading, loaded, or why not: unknown number, sign-in needed, or a failure to try again. */
export type PaymentLoad =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'unknown' }
  | { status: 'signInRequired' }
  | { status: 'ready'; info: PaymentInfo };

export function usePaymentInfo(txnNo: string | null, waterBill = false) {
  const [load, setLoad] = useState<PaymentLoad>({ status: 'loading' });
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!txnNo) return undefined;
    let live = true;
    getPaymentResponse(txnNo, waterBill).then(
      (res) => {
        if (!live) return;
        if (res.IsSuccess) {
          setLoad({ status: 'ready', info: res.Data });
          return;
        }
        const reason = paymentRefusalReason(res.Data);
        if (!reason) console.error('Payment details could not be loaded', res.Message);
        setLoad({ status: reason ?? 'error' });
      },
      (error: unknown) => {
        console.error('Payment details could not be loaded', error);
        if (live) setLoad({ status: 'error' });
      },
    );
    return () => {
      live = false;
    };
  }, [txnNo, waterBill]);

  const recheck = useCallback(async () => {
    if (!txnNo) return;
    setBusy(true);
    try {
      const res = await recheckPayment(txnNo);
      if (res.IsSuccess) setLoad({ status: 'ready', info: res.Data });
      else console.error('Payment re-check failed', res.Message);
    } catch (error) {
      console.error('Payment re-check failed', error);
    } finally {
      setBusy(false);
    }
  }, [txnNo]);

  return { load, recheck, busy, setBusy };
}
