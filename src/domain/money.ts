/**
 * The one money format of the portal and its server (spec §9: INR, exactly two decimals): the
 * rupee sign and Indian digit grouping, e.g. ₹1,23,456.50. Screens, timeline remarks written by
 * the server, and the PDF receipt all use it.
 */

/** Shown for a missing value (spec §2 payment details). */
export const NA = 'NA';

const inr = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** ₹ with Indian digit grouping and two decimals, e.g. ₹1,23,456.50; NA when not a number. */
export function formatInr(amount: number | string | null | undefined): string {
  if (amount === null || amount === undefined || amount === '') return NA;
  const value = typeof amount === 'number' ? amount : Number(amount);
  return Number.isFinite(value) ? inr.format(value) : NA;
}
