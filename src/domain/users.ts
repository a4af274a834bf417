/**
 * Sub-users (Transaction-Users) an investor manages, as GET /api/users answers them and the user
 * screens send them. Department rights travel as ids (spec §6); screens show department names.
 */
import { departments } from './departments';

/** One sub-user of the signed-in investor. */
export interface SubUser {
  UserId: number;
  UserName: string;
  Email: string;
  MobileNo: string | null;
  /** Comma-separated service-master ids, as spec §3 stores them. */
  DepartmentRights: string;
  /** The same rights by department name, in id order. */
  Departments: string[];
  /** True once the user has followed the verification link and set a password. */
  Verified: boolean;
  CreatedDate: string;
}

/** Body of POST /api/users. */
export interface NewSubUser {
  UserName: string;
  Email: string;
  MobileNo: string;
  DepartmentRights: number[];
}

/** One row of PUT /api/users/rights (the access-management matrix). */
export interface RightsRow {
  UserId: number;
  DepartmentRights: number[];
}

/** Spec §8. */
export const EDIT_RIGHTS_FAILED = 'Could not Edit Department Rights, Please try Again';
export const VERIFY_LINK_INVALID =
  'This verification link is invalid or has expired. Ask the main user of your account to send a new one.';

/** Department names of a list of ids, in id order; unknown ids are left out. */
export function departmentNames(ids: readonly number[]): string[] {
  return departments.filter((d) => ids.includes(d.id)).map((d) => d.name);
}
