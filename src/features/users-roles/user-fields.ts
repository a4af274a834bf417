/**
 * The checks of a sub-user's details, shared by adding and editing: a name, a valid mobile
 * number, at least one department (and, when adding, a valid e-mail address).
 */
import {
  INVALID_EMAIL,
  INVALID_MOBILE,
  isValidEmail,
  nameError,
  normalizeMobile,
} from '@/domain/contact';

export type UserField = 'UserName' | 'Email' | 'MobileNo' | 'DepartmentRights';

export const NO_DEPARTMENT = 'Choose at least one department';

/** The errors of the details, by field; `Email` is checked only when given. */
export function userFieldErrors(
  values: { UserName: string; MobileNo: string; Email?: string },
  rights: readonly number[],
): Partial<Record<UserField, string>> {
  const errors: Partial<Record<UserField, string>> = {};
  const name = nameError(values.UserName, 'Name');
  if (name) errors.UserName = name;
  if (values.Email !== undefined && !isValidEmail(values.Email)) errors.Email = INVALID_EMAIL;
  if (!normalizeMobile(values.MobileNo)) errors.MobileNo = INVALID_MOBILE;
  if (rights.length === 0) errors.DepartmentRights = NO_DEPARTMENT;
  return errors;
}
