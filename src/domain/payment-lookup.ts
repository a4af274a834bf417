/**
 * Why a payment's details were not given (GetPGRespInfo, GetWaterBillPGRespInfo), shared by the
 * server that refuses and the page that explains: an unknown number, or a payment of an account
 * that a signed-out visitor must sign in to see (then the page offers sign-in and comes back).
 */

/** The refusal's reason, in the envelope's Data. */
export type PaymentLookupRefusal = { Reason: 'unknown' } | { Reason: 'signInRequired' };

export const TXN_NOT_FOUND = 'Transaction not found.';
export const TXN_SIGN_IN_REQUIRED = 'Sign in to see this payment.';

/** The reason in a refused lookup's Data, or null when the refusal carries none. */
export function paymentRefusalReason(data: unknown): PaymentLookupRefusal['Reason'] | null {
  const reason = (data as { Reason?: unknown } | null)?.Reason;
  return reason === 'unknown' || reason === 'signInRequired' ? reason : null;
}
