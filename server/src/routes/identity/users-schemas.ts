/** JSON Schemas of the user-management routes (validation and OpenAPI). */
import { departmentIds } from '../../../../src/domain/departments.ts';
import { nullable, objectSchema } from '../../lib/schemas.ts';

const int32 = { type: 'integer', minimum: 1, maximum: 2147483647 };

/** Department rights as service-master ids of spec §6 (no duplicates). */
export const rightsSchema = {
  type: 'array',
  items: { type: 'integer', enum: [...departmentIds] },
  uniqueItems: true,
  maxItems: departmentIds.length,
};

export const userIdParams = objectSchema({ id: int32 });

export const newUserBody = objectSchema({
  UserName: { type: 'string', minLength: 1, maxLength: 200 },
  Email: { type: 'string', minLength: 1, maxLength: 254 },
  MobileNo: { type: 'string', minLength: 1, maxLength: 20 },
  DepartmentRights: rightsSchema,
});

export const rightsBody = objectSchema({ DepartmentRights: rightsSchema });

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
  Password: { type: 'string', minLength: 1, maxLength: 256 },
});

/** One sub-user (src/domain/users.ts SubUser). */
export const subUserSchema = {
  type: 'object',
  properties: {
    UserId: { type: 'integer' },
    UserName: { type: 'string' },
    Email: { type: 'string' },
    MobileNo: nullable('string'),
    DepartmentRights: { type: 'string', description: 'Comma-separated service-master ids' },
    Departments: { type: 'array', items: { type: 'string' } },
    Verified: { type: 'boolean' },
    CreatedDate: { type: 'string', format: 'date-time' },
  },
};

/** Data of a refusal that names fields, or null. */
export const maybeErrors = {
  type: ['object', 'null'],
  properties: { errors: { type: 'array', items: { type: 'object', additionalProperties: true } } },
};

/** Data of POST /api/users: the new sub-user, or the field errors of a refusal. */
export const addedUserSchema = {
  type: ['object', 'null'],
  properties: { ...subUserSchema.properties, ...maybeErrors.properties },
};
