/**
 * The account forms' checks (contact.ts) with their messages in the language on screen (issue 20).
 * The rules and their English messages stay as they are (the server answers them); these run the
 * rules and say what is wrong through the `account` catalog, with the screen's translate function
 * passed in (domain/ stays free of the i18n runtime). Call them while rendering, so a language
 * switch shows at once.
 */
import type { MessageId } from '@/i18n/message-ids';
import {
  companyFieldError,
  companyFieldRules,
  companyNameError,
  INVALID_EMAIL,
  INVALID_MOBILE,
  NAME_CHARACTERS,
  NAME_WEB_ADDRESS,
  PERSON_NAME_MAX,
  personNameError,
} from './contact';
import type { Translate } from './label-ids';
import { otpMessages } from './otp';

/** Which name a name check is about. */
type NameKind = 'name' | 'companyName';

const nameIds: Record<NameKind, { required: MessageId; tooLong: MessageId }> = {
  name: { required: 'account.check.nameRequired', tooLong: 'account.check.nameTooLong' },
  companyName: {
    required: 'account.check.companyNameRequired',
    tooLong: 'account.check.companyNameTooLong',
  },
};

/**
 * A display name, as the server checks it (domain/contact personNameError, companyNameError): not
 * blank, at most `max` characters (a person's: PERSON_NAME_MAX), no web address; a person's name
 * of letters, spaces, dots, apostrophes and hyphens only.
 */
export function nameProblem(t: Translate, value: string, kind: NameKind, max = 300): string | null {
  const limit = kind === 'name' ? PERSON_NAME_MAX : max;
  if (!value.trim()) return t(nameIds[kind].required);
  if (value.trim().length > limit) return t(nameIds[kind].tooLong, { max: limit });
  const english = kind === 'name' ? personNameError(value) : companyNameError(value, limit);
  if (english === NAME_CHARACTERS) return t('account.check.nameCharacters');
  if (english === NAME_WEB_ADDRESS) return t('account.check.nameWebAddress');
  return english ? t('account.check.companyNameWebAddress') : null;
}

const ruleIds: Record<string, MessageId> = {
  Pincode: 'account.check.pincode',
  State: 'account.check.lettersOnly',
  City: 'account.check.lettersOnly',
  Town: 'account.check.lettersOnly',
  CompanyTIN: 'account.check.tin',
  CompanyPAN: 'account.check.pan',
  CompanyPhoneNo: 'account.check.phoneDigits',
  CompanyFaxNo: 'account.check.phoneDigits',
  GSTIN: 'account.check.gstin',
};

/** The error of one company field (domain/contact companyFieldError), translated. */
export function companyFieldProblem(t: Translate, field: string, value: string): string | null {
  const english = companyFieldError(field, value);
  const rule = companyFieldRules[field];
  if (!english || !rule) return english;
  if (value.length > rule.maxLength) return t('account.check.tooLong', { max: rule.maxLength });
  const id = ruleIds[field];
  return id ? t(id) : english;
}

/** English messages of src/domain that the browser shows, by their catalog id. */
const known: Record<string, MessageId> = {
  [INVALID_EMAIL]: 'account.check.invalidEmail',
  [INVALID_MOBILE]: 'account.check.invalidMobile',
  [otpMessages.incorrect]: 'account.otp.incorrect',
  [otpMessages.resendFailed]: 'account.otp.resendFailed',
  [otpMessages.emailFailed]: 'account.otp.emailFailed',
  [otpMessages.mobileFailed]: 'account.otp.mobileFailed',
  [otpMessages.tooManyAttempts]: 'account.otp.tooManyAttempts',
  'The password does not meet every rule above.': 'account.password.rulesUnmet',
  'Passwords do not match.': 'account.password.mismatch',
  'An error occurred while processing your request.': 'account.error.generic',
  'Could not Edit Department Rights, Please try Again': 'account.users.editRightsFailed',
};

/**
 * A message in the language on screen when it is one of the portal's fixed English texts (a
 * domain check, a spec §8 text the server also answers); any other text (the server's words) as
 * it is.
 */
export function shownMessage(t: Translate, message: string): string;
export function shownMessage(t: Translate, message: string | undefined): string | undefined;
export function shownMessage(t: Translate, message: string | null): string | null;
export function shownMessage(
  t: Translate,
  message: string | null | undefined,
): string | null | undefined;
export function shownMessage(t: Translate, message: string | null | undefined) {
  if (!message) return message;
  const id = known[message];
  return id ? t(id) : message;
}
