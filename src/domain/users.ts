/**
 * Sub-users (Transaction-Users) an investor manages; their wire shapes are in contract/users.ts.
 * Department rights travel as ids (spec §6); screens show department names.
 */
import { departments } from './departments';

/** Spec §8. */
export const EDIT_RIGHTS_FAILED = 'Could not Edit Department Rights, Please try Again';
export const VERIFY_LINK_INVALID =
  'This verification link is invalid or has expired. Ask the main user of your account to send a new one.';

/** Department names of a list of ids, in id order; unknown ids are left out. */
export function departmentNames(ids: readonly number[]): string[] {
  return departments.filter((d) => ids.includes(d.id)).map((d) => d.name);
}
