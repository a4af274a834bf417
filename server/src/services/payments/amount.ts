/**
 * Amounts a gateway names, compared with the portal's own as exact integer paise. The text must
 * be plain rupees with at most two decimals ("1000", "1000.5", "1000.00"): Number() would also
 * read "1000e0", "+1000", " 1000", "0x3E8" and round "1000.001", so a lenient parse could match
 * an amount the gateway never meant.
 */
const STRICT_RUPEES = /^(0|[1-9][0-9]{0,11})(?:\.([0-9]{1,2}))?$/;

/** The amount in paise, or null when the text is not a plain decimal amount. */
export function parsePaise(text: unknown): number | null {
  if (typeof text !== 'string') return null;
  const match = STRICT_RUPEES.exec(text);
  if (!match) return null;
  const fraction = (match[2] ?? '').padEnd(2, '0');
  return Number(match[1]) * 100 + Number(fraction);
}

/** A stored amount (numeric(14,2), read as a number) in paise. */
export const paiseOf = (rupees: number): number => Math.round(rupees * 100);

/** True only when `text` is a plain decimal amount of exactly `rupees`. */
export const sameAmount = (text: unknown, rupees: number): boolean =>
  parsePaise(text) === paiseOf(rupees);
