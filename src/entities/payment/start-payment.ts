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
import { browser } from '@/lib/browser';

export type PaymentTarget =
  | { kind: 'Application'; submissionId: string; tdsSection?: string }
  | { kind: 'WaterBill'; trackingId: string };

/** Goes to the gateway; answers the server's message when it refused. */
export async function startPayment(
  target: PaymentTarget,
  userId: string | null,
): Promise<string | null> {
  let res: ApiResponse<PaymentOrder>;
  try {
    if (target.kind === 'Application') {
      if (!userId) return 'Please sign in to pay the application fee.';
      res = await confirmPayment(userId, target.submissionId, target.tdsSection);
    } else {
      res = userId
        ? await confirmWaterBillPayment(userId, target.trackingId)
        : await confirmPaymentWithoutLogin(target.trackingId);
    }
  } catch {
    return 'An error occurred while processing your request.';
  }
  if (!res.IsSuccess || !res.Data?.RedirectUrl)
    return res.Message || 'The payment could not be started.';
  browser.assign(res.Data.RedirectUrl);
  return null;
}
