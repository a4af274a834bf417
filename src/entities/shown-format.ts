/**
 * formatInr and formatDate for a screen: the same formats (₹1,00,000.00 in every language; dates
 * in India time with the chosen language's month names), with a missing value shown as the
 * language's 'NA' rather than the English letters.
 */
import { formatDate, formatInr, NA, type DateInput } from '@/domain/format';
import { t } from '@/i18n/i18n';

const orNa = (text: string) => (text === NA ? t('common.na') : text);

/** An amount in rupees, or NA in the language on screen. */
export function shownInr(amount: number | string | null | undefined): string {
  return orNa(formatInr(amount));
}

/** A date (India time), or NA in the language on screen. */
export function shownDate(value: DateInput | null | undefined, pattern?: string): string {
  return orNa(formatDate(value, pattern));
}
