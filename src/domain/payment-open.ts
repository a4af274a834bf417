/**
 * ConfirmPayment's refusal when the application already has an open payment on other terms (another
 * TDS section, so another amount) that the gateway may still take: shared by the server that
 * refuses (409) and the Pay button, which offers to continue that payment at its own amount.
 */

/** The refusal's Data: the open payment as it will be charged. */
export interface OpenPaymentRefusal {
  Reason: 'paymentOpen';
  TransactionID: string;
  /** What the open payment charges (the fee less its TDS). */
  Amount: number;
  TDSSection: string | null;
}

/** The open payment in a refused ConfirmPayment's Data, or null when the refusal is another. */
export function openPaymentOf(data: unknown): OpenPaymentRefusal | null {
  const d = data as Partial<OpenPaymentRefusal> | null;
  if (d?.Reason !== 'paymentOpen' || typeof d.TransactionID !== 'string') return null;
  if (typeof d.Amount !== 'number') return null;
  const section = typeof d.TDSSection === 'string' ? d.TDSSection : null;
  return {
    Reason: 'paymentOpen',
    TransactionID: d.TransactionID,
    Amount: d.Amount,
    TDSSection: section,
  };
}
