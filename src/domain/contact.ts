/**
 * Checks on contact and company fields, shared by the browser (messages beside the fields) and the
 * server (400 with the field's path). Messages quote spec §5 where it has one.
 */

/** Spec §5: dialogs validate e-mail input with this message. */
export const INVALID_EMAIL = 'Invalid email address';
export const INVALID_MOBILE = 'Enter a 10-digit Indian mobile number (starting with 6, 7, 8 or 9)';

/** One mailbox, no spaces, a dot in the domain; what the portal accepts for sign-in addresses. */
export function isValidEmail(value: string): boolean {
  const email = value.trim();
  return email.length <= 254 && /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(email);
}

/** A 10-digit Indian mobile number; a leading +91 or 0 and spaces or dashes are tolerated. */
export function normalizeMobile(value: string): string | null {
  const digits = value.replace(/[\s-]/g, '').replace(/^(\+91|0091|0)(?=\d{10}$)/, '');
  return /^[6-9]\d{9}$/.test(digits) ? digits : null;
}

/** A field of the company-details form and the rule its value must meet (when not empty). */
export interface FieldRule {
  pattern: RegExp;
  message: string;
  maxLength: number;
}

/** Format rules of companyInfo fields (spec §3); empty values are allowed for every one. */
export const companyFieldRules: Record<string, FieldRule> = {
  CompanyAddress: { pattern: /^[\s\S]*$/, message: '', maxLength: 500 },
  CompanyAddressLine2: { pattern: /^[\s\S]*$/, message: '', maxLength: 500 },
  Pincode: { pattern: /^[1-9]\d{5}$/, message: 'Enter a 6-digit PIN code', maxLength: 6 },
  State: { pattern: /^[\p{L} .'-]*$/u, message: 'Use letters only', maxLength: 100 },
  City: { pattern: /^[\p{L} .'-]*$/u, message: 'Use letters only', maxLength: 100 },
  Town: { pattern: /^[\p{L} .'-]*$/u, message: 'Use letters only', maxLength: 100 },
  CompanyTIN: { pattern: /^\d{11}$/, message: 'Enter the 11-digit TIN', maxLength: 11 },
  CompanyPAN: {
    pattern: /^[A-Z]{5}\d{4}[A-Z]$/,
    message: 'Enter a PAN such as AABCD1234E',
    maxLength: 10,
  },
  CompanyPhoneNo: { pattern: /^\d{6,15}$/, message: 'Use 6 to 15 digits', maxLength: 15 },
  CompanyFaxNo: { pattern: /^\d{6,15}$/, message: 'Use 6 to 15 digits', maxLength: 15 },
  GSTIN: {
    pattern: /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/,
    message: 'Enter a 15-character GSTIN such as 27AABCD1234E1Z5',
    maxLength: 15,
  },
};

/** The companyInfo fields a user may edit with UpdateUserProfile. */
export const companyFields = Object.keys(companyFieldRules);

/** The error of one company field, or null when the value is acceptable. */
export function companyFieldError(field: string, value: string): string | null {
  const rule = companyFieldRules[field];
  if (!rule) return 'Unknown field';
  if (value.length > rule.maxLength) return `At most ${rule.maxLength} characters`;
  if (value !== '' && !rule.pattern.test(value)) return rule.message;
  return null;
}

/** Checks a display name (user or company): not blank, at most `max` characters. */
export function nameError(value: string, label: string, max = 200): string | null {
  if (!value.trim()) return `${label} is required`;
  if (value.trim().length > max) return `${label} must be at most ${max} characters`;
  return null;
}

/**
 * Names travel in the portal's e-mails and SMS ("Dear …", "… added you as a user"), so a name
 * must read as a name, not as a notice with a link in it.
 */
export const PERSON_NAME_MAX = 100;
export const NAME_CHARACTERS =
  'Name may contain only letters, spaces, dots, apostrophes and hyphens';
export const NAME_WEB_ADDRESS = 'Name must not contain a web address (put a space after a dot)';
export const COMPANY_NAME_WEB_ADDRESS =
  'Company name must not contain a web address (put a space after a dot)';

/**
 * Letters of any script with their combining marks (Devanagari vowel signs, virama, nukta), the
 * zero-width joiners Indian scripts need, spaces, dots, apostrophes and hyphens.
 */
const PERSON_NAME = /^(?:[\p{L}\p{M} .'\u2019-]|\u200C|\u200D)+$/u;

/**
 * A scheme, "www." or a host such as "midc-dues.in" (a word of two or more characters, a dot, then
 * two or more letters): what mail and SMS apps turn into a link. Initials ("A.K. Sharma") pass.
 */
export function hasWebAddress(value: string): boolean {
  return /[a-z][a-z\d+.-]*:\/\/|www\.|[\p{L}\p{M}\p{N}-]{2,}\.[\p{L}\p{M}]{2,}/iu.test(value);
}

/** Checks a person's name (one's own, a sub-user's): see PERSON_NAME; no web address. */
export function personNameError(value: string): string | null {
  const basic = nameError(value, 'Name', PERSON_NAME_MAX);
  if (basic) return basic;
  const name = value.trim();
  if (!PERSON_NAME.test(name) || !/\p{L}/u.test(name)) return NAME_CHARACTERS;
  return hasWebAddress(name) ? NAME_WEB_ADDRESS : null;
}

/** Checks a company name: any characters (M/s., &, digits), at most `max`, no web address. */
export function companyNameError(value: string, max = 300): string | null {
  return (
    nameError(value, 'Company name', max) ??
    (hasWebAddress(value) ? COMPANY_NAME_WEB_ADDRESS : null)
  );
}
