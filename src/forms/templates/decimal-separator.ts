/**
 * Stands in for @rjsf/utils' getDecimalSeparator in the browser build (build/browser-substitutes.ts
 * swaps it; see src/forms/README.md): the same answer, worked out once per set of languages. RJSF
 * asks on every render of every number field, and the original builds an Intl.NumberFormat each
 * time, which adds up on a long step.
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
