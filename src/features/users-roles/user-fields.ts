/**
 * The checks of a sub-user's details, shared by adding and editing: a name, a valid mobile
 * number, at least one department (and, when adding, a valid e-mail address).
 */
import { isValidEmail, normalizeMobile } from '@/domain/contact';
import { t } from '@/i18n/i18n';
import { nameProblem } from '@/domain/contact-messages';

export type UserField = 'UserName' | 'Email' | 'MobileNo' | 'DepartmentRights';

/**
 * The errors of the details, by field, in the language on screen (call while rendering); `Email`
 * is checked only when given.
 */
export function userFieldErrors(
  values: { UserName: string; MobileNo: string; Email?: string },
  rights: readonly number[],
): Partial<Record<UserField, string>> {
  const errors: Partial<Record<UserField, string>> = {};
  const name = nameProblem(t, values.UserName, 'name');
  if (name) errors.UserName = name;
  if (values.Email !== undefined && !isValidEmail(values.Email))
    errors.Email = t('account.check.invalidEmail');
  if (!normalizeMobile(values.MobileNo)) errors.MobileNo = t('account.check.invalidMobile');
  if (rights.length === 0) errors.DepartmentRights = t('account.check.noDepartment');
  return errors;
}
