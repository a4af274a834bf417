/**
 * Stands in for @rjsf/utils' getDecimalSeparator in the browser build (vite.config.ts swaps it):
 * the same answer, worked out once per set of languages. RJSF asks on every render of every
 * number field, and each time built an Intl.NumberFormat — ~20 ms per render of a 300-field step.
 */
const separators = new Map<string, string>();

/** The decimal separator of `languages` (default: the browser's languages), '.' when unknown. */
export default function getDecimalSeparator(languages?: string | string[]): string {
  const locales = languages || (typeof navigator !== 'undefined' ? navigator.languages : undefined);
  if (!locales) return '.';
  const key = String(locales);
  let separator = separators.get(key);
  if (separator === undefined) {
    try {
      const parts = new Intl.NumberFormat(locales).formatToParts(1.1);
      separator = parts.find((part) => part.type === 'decimal')?.value || '.';
    } catch {
      separator = '.';
    }
    separators.set(key, separator);
  }
  return separator;
}
