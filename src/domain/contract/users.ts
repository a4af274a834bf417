/**
 * The wire contract of user management (server/src/routes/users.ts): an investor's sub-users,
 * their department rights (spec §6 service-master ids) and a sub-user's verification.
 */
import { departmentIds } from '../departments.ts';
import { passwordSchema } from './account.ts';
import { fieldErrorsSchema, nullable, objectSchema, type Wire } from './schema.ts';

const int32 = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;

/** Department rights as service-master ids of spec §6 (no duplicates). */
export const rightsSchema = {
  type: 'array',
  items: { type: 'integer', enum: [...departmentIds] },
  uniqueItems: true,
  maxItems: departmentIds.length,
} as const;

export const userIdParams = objectSchema({ id: int32 });

/** A sub-user works in at least one department: adding and editing both require one. */
const someRights = { ...rightsSchema, minItems: 1 } as const;

export const newUserBody = objectSchema({
  UserName: { type: 'string', minLength: 1, maxLength: 200 },
  Email: { type: 'string', minLength: 1, maxLength: 254 },
  MobileNo: { type: 'string', minLength: 1, maxLength: 20 },
  DepartmentRights: someRights,
});

/** Editing a sub-user: name, mobile and rights (the e-mail is their sign-in, changed by them). */
export const editUserBody = objectSchema({
  UserName: { type: 'string', minLength: 1, maxLength: 200 },
  MobileNo: { type: 'string', minLength: 1, maxLength: 20 },
  DepartmentRights: someRights,
});

export const rightsBody = objectSchema({ DepartmentRights: someRights });

export const bulkRightsBody = objectSchema({
  Users: {
    type: 'array',
    minItems: 1,
    maxItems: 500,
    items: objectSchema({ UserId: int32, DepartmentRights: rightsSchema }),
  },
});

export const verifyBody = objectSchema({
  Token: { type: 'string', minLength: 1, maxLength: 200 },
  Password: passwordSchema,
});

/** One sub-user of the signed-in investor. */
export const subUserSchema = objectSchema({
  UserId: { type: 'integer' },
  UserName: { type: 'string' },
  Email: { type: 'string' },
  MobileNo: nullable('string'),
  /** Comma-separated service-master ids, as spec §3 stores them. */
  DepartmentRights: { type: 'string', description: 'Comma-separated service-master ids' },
  /** The same rights by department name, in id order. */
  Departments: { type: 'array', items: { type: 'string' } },
  /** True once the user has followed the verification link and set a password. */
  Verified: { type: 'boolean' },
  CreatedDate: { type: 'string', format: 'date-time' },
});

/** Data of POST /api/users: the new sub-user, or the field errors of a refusal. */
export const addedUserSchema = {
  type: ['object', 'null'],
  properties: { ...subUserSchema.properties, ...fieldErrorsSchema.properties },
} as const;

export type SubUser = Wire<typeof subUserSchema>;
/** Body of POST /api/users. */
export type NewSubUser = Wire<typeof newUserBody>;
/** One row of PUT /api/users/rights (the access-management matrix). */
export type RightsRow = Wire<typeof bulkRightsBody>['Users'][number];
export type RightsBody = Wire<typeof rightsBody>;
export type EditUserBody = Wire<typeof editUserBody>;
export type BulkRightsBody = Wire<typeof bulkRightsBody>;
export type VerifyBody = Wire<typeof verifyBody>;
