/**
 * Indian display formats (spec §9): rupee amounts with exactly two decimals, and dates in
 * Asia/Kolkata whatever the browser's own time zone is.
 */
import { DateTime } from 'luxon';
import { NA } from './money';
import { getDisplayLocale } from './i18n/display-locale';

/** The time zone every date is shown in. */
export const INDIA_ZONE = 'Asia/Kolkata';

// Money has one format, shared with the server (timeline remarks, the PDF receipt).
export { formatInr, NA } from './money';

/** A date input: ISO string, JS Date, epoch milliseconds or a luxon DateTime. */
export type DateInput = string | number | Date | DateTime;

function toIndia(value: DateInput | null | undefined): DateTime | null {
  if (value === null || value === undefined || value === '') return null;
  let dt: DateTime;
  if (DateTime.isDateTime(value)) dt = value;
  else if (value instanceof Date) dt = DateTime.fromJSDate(value);
  else if (typeof value === 'number') dt = DateTime.fromMillis(value);
  // A calendar date without a time ('2026-07-21', a bill's due date) is that day in India; a
  // string with an offset keeps its instant.
  else dt = DateTime.fromISO(value, { zone: INDIA_ZONE });
  return dt.isValid ? dt.setZone(INDIA_ZONE).setLocale(getDisplayLocale()) : null;
}

/** Day-month-year in India time, e.g. 05-03-2025; NA when missing or invalid. */
export function formatDate(value: DateInput | null | undefined, pattern = 'dd-MM-yyyy'): string {
  return toIndia(value)?.toFormat(pattern) ?? NA;
}
