/**
 * Starting (or retrying) a payment: the server opens or reuses the transaction with the amount it
 * holds, then the whole page goes to the gateway. Nothing here sends an amount.
 */
import {
  confirmPayment,
  confirmPaymentWithoutLogin,
  confirmWaterBillPayment,
  type PaymentOrder,
} from '@/api/payments';
import type { ApiResponse } from '@/domain/api';
import { openPaymentOf, type OpenPaymentRefusal } from '@/domain/payment-open';
import { browser } from '@/lib/browser';
import { t } from '@/i18n/i18n';

export type PaymentTarget =
  | { kind: 'Application'; submissionId: string; tdsSection?: string }
  | { kind: 'WaterBill'; trackingId: string };

/**
 * Goes to the gateway; answers the server's message when it refused. `onOpenPayment` hears of an
 * open payment on other terms (another TDS section) that the server would not replace.
 */
export async function startPayment(
  target: PaymentTarget,
  userId: string | null,
  onOpenPayment?: (open: OpenPaymentRefusal) => void,
): Promise<string | null> {
  let res: ApiResponse<PaymentOrder>;
  try {
    if (target.kind === 'Application') {
      if (!userId) return t('payments.start.signIn');
      res = await confirmPayment(userId, target.submissionId, target.tdsSection);
    } else {
      res = userId
        ? await confirmWaterBillPayment(userId, target.trackingId)
        : await confirmPaymentWithoutLogin(target.trackingId);
    }
  } catch {
    return t('payments.requestFailed');
  }
  const open = res.IsSuccess ? null : openPaymentOf(res.Data);
  if (open) onOpenPayment?.(open);
  if (!res.IsSuccess || !res.Data?.RedirectUrl) return res.Message || t('payments.start.failed');
  browser.assign(res.Data.RedirectUrl);
  return null;
}
