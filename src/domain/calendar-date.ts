/**
 * Calendar dates as people type them and as the data stores them: 'dd-mm-yyyy' on screen (like
 * every other date of the portal), ISO 'yyyy-mm-dd' in the answers. Typing accepts '-', '/' or
 * '.' between the parts, one-digit days and months, and an ISO date as it is.
 */

/** '2027-07-15' → '15-07-2027'; anything that is not an ISO date is shown as it is. */
export function toDayMonthYear(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return m ? `${m[3]}-${m[2]}-${m[1]}` : iso;
}

/** The ISO date of what was typed ('15-7-2027', '15/07/2027', '2027-07-15'), or null. */
export function parseDayMonthYear(text: string): string | null {
  const t = text.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(t);
  const dmy = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(t);
  const [y, m, d] = iso
    ? [iso[1], iso[2], iso[3]]
    : dmy
      ? [dmy[3], dmy[2], dmy[1]]
      : [undefined, undefined, undefined];
  if (!y || !m || !d) return null;
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  const real =
    date.getUTCFullYear() === Number(y) &&
    date.getUTCMonth() === Number(m) - 1 &&
    date.getUTCDate() === Number(d);
  return real ? `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}` : null;
}
