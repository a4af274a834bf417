/**
 * The portal's languages (issue 20): English (the default and the fallback), Marathi and Hindi,
 * plus a pseudo-language for tests that shows every translated text accented, so that hard-coded
 * English stands out. Shared by the browser and the server (notification templates, profiles).
 */

/** The languages a user can choose, in the switcher's order. */
export const LANGUAGES = ['en', 'mr', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The default, and the text shown wherever a translation is missing. */
export const DEFAULT_LANGUAGE: Language = 'en';

/** The pseudo-language (BCP 47's private "accented English"); offered only where config allows. */
export const PSEUDO_LANGUAGE = 'en-XA';

/** A language the screens can be shown in: a real one or the pseudo-language. */
export type UiLanguage = Language | typeof PSEUDO_LANGUAGE;

/** Each language named in its own script, as the switcher shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  mr: 'मराठी',
  hi: 'हिंदी',
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function isUiLanguage(value: unknown): value is UiLanguage {
  return isLanguage(value) || value === PSEUDO_LANGUAGE;
}

/** The `<html lang>` / `lang` attribute of a language. */
export function htmlLang(language: UiLanguage): string {
  return language === PSEUDO_LANGUAGE ? 'en-XA' : `${language}-IN`;
}

/**
 * The Intl locale for dates and numbers. Every language writes digits in the international form
 * (0–9, not Devanagari numerals): the Constitution (Art. 343) makes it the official form of Indian
 * numerals, and plot numbers, amounts, OTPs and dates must read as users type them and as receipts
 * and bank statements show them. Money keeps Indian grouping in every language (see money.ts).
 */
export function intlLocale(language: UiLanguage): string {
  // English keeps the portal's established "03:30 PM" (en-IN would write "pm").
  if (language === 'en' || language === PSEUDO_LANGUAGE) return 'en';
  return `${language}-IN-u-nu-latn`;
}
