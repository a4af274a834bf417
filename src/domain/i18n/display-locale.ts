/**
 * The Intl locale dates are written in, e.g. 'mr-IN-u-nu-latn' (languages.ts: intlLocale). The
 * browser sets it with the language on screen; the server keeps English. Apart from format.ts so
 * that setting it does not load the date library.
 */
let displayLocale = 'en';

export function setDisplayLocale(locale: string): void {
  displayLocale = locale;
}

export function getDisplayLocale(): string {
  return displayLocale;
}
