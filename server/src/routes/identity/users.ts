/**
 * User management of an investor (spec §1, §6): sub-users with department rights, the access
 * matrix, and the public verification call behind /VerifyTranUser. Only investors may manage users
 * (403 for every other role); a user who is not one of the caller's active sub-users is 404.
 */
import type { FastifyInstance } from 'fastify';
import {
  INVALID_EMAIL,
  INVALID_MOBILE,
  isValidEmail,
  normalizeMobile,
} from '../../../../src/domain/contact.ts';
import { PASSWORD_POLICY_MESSAGE } from '../../../../src/domain/password-policy.ts';
import { Role } from '../../../../src/domain/roles.ts';
import { VERIFY_LINK_INVALID } from '../../../../src/domain/users.ts';
import type { NewSubUser } from '../../../../src/domain/contract/users.ts';
import { currentUser, requireRole } from '../../auth/authenticate.ts';
import type { AppContext } from '../context.ts';
import { fail, ok } from '../../lib/envelope.ts';
import { badRequest } from '../../lib/errors.ts';
import { envelopeResponses, SESSION_SECURITY } from '../../lib/schemas.ts';
import { fieldErrorsSchema } from '../../../../src/domain/contract/schema.ts';
import * as subUsers from '../../services/identity/users.ts';
import { verifyTranUser } from '../../services/identity/user-verification.ts';
import { isUniqueViolation } from './profile-otp.ts';
import * as s from '../../../../src/domain/contract/users.ts';

type Id = { Params: { id: number } };
const ALREADY_EXISTS = 'A user with this e-mail address already exists.';
const fieldError = (path: string, message: string) =>
  badRequest(message, { errors: [{ path, message }] });

export async function userRoutes(app: FastifyInstance, ctx: AppContext) {
  const common = { tags: ['Users'], security: SESSION_SECURITY };
  const onRequest = [ctx.authenticate, requireRole(Role.Investor)];
  const one = envelopeResponses(s.subUserSchema);
  const none = envelopeResponses(fieldErrorsSchema);

  app.get(
    '/api/users',
    {
      onRequest,
      schema: {
        ...common,
        summary: "The caller's active sub-users with their department rights",
        response: envelopeResponses({ type: 'array', items: s.subUserSchema }),
      },
    },
    async (request) => ok(await subUsers.listSubUsers(ctx.db, currentUser(request).id)),
  );

  app.post<{ Body: NewSubUser }>(
    '/api/users',
    {
      onRequest,
      schema: {
        ...common,
        summary: 'Add a sub-user (Transaction-User); e-mails and texts a verification link',
        body: s.newUserBody,
        response: envelopeResponses(s.addedUserSchema),
      },
    },
    async (request) => {
      const { Email, MobileNo } = request.body;
      if (!isValidEmail(Email)) throw fieldError('Email', INVALID_EMAIL);
      const mobile = normalizeMobile(MobileNo);
      if (!mobile) throw fieldError('MobileNo', INVALID_MOBILE);
      if (!request.body.UserName.trim()) throw fieldError('UserName', 'Name is required');
      const input = { ...request.body, Email: Email.trim(), MobileNo: mobile };
      try {
        const result = await subUsers.addSubUser(ctx, currentUser(request).id, input);
        if (result.ok) return ok(result.user, `Verification link sent to ${input.Email}.`);
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
      }
      return fail(ALREADY_EXISTS, { errors: [{ path: 'Email', message: ALREADY_EXISTS }] });
    },
  );

  app.put<{ Body: s.BulkRightsBody }>(
    '/api/users/rights',
    {
      onRequest,
      schema: {
        ...common,
        summary: 'Access matrix: set the rights of several sub-users at once (all or none)',
        body: s.bulkRightsBody,
        response: envelopeResponses({ type: 'array', items: s.subUserSchema }),
      },
    },
    async (request) => {
      const rows = await subUsers.setRightsBulk(
        ctx.db,
        currentUser(request).id,
        request.body.Users,
      );
      return ok(rows, 'Department rights saved.');
    },
  );

  app.put<Id & { Body: s.RightsBody }>(
    '/api/users/:id/rights',
    {
      onRequest,
      schema: {
        ...common,
        summary: "Replace one sub-user's department rights",
        params: s.userIdParams,
        body: s.rightsBody,
        response: one,
      },
    },
    async (request) => {
      const row = { UserId: request.params.id, DepartmentRights: request.body.DepartmentRights };
      return ok(
        await subUsers.setRights(ctx.db, currentUser(request).id, row),
        'Department rights saved.',
      );
    },
  );

  app.put<Id & { Body: Omit<NewSubUser, 'Email'> }>(
    '/api/users/:id',
    {
      onRequest,
      schema: {
        ...common,
        summary: "Edit a sub-user's name, mobile number and department rights",
        params: s.userIdParams,
        body: s.editUserBody,
        response: one,
      },
    },
    async (request) => {
      const mobile = normalizeMobile(request.body.MobileNo);
      if (!mobile) throw fieldError('MobileNo', INVALID_MOBILE);
      if (!request.body.UserName.trim()) throw fieldError('UserName', 'Name is required');
      const input = { ...request.body, MobileNo: mobile };
      return ok(
        await subUsers.updateSubUser(ctx.db, currentUser(request).id, request.params.id, input),
        'User saved.',
      );
    },
  );

  app.delete<Id>(
    '/api/users/:id',
    {
      onRequest,
      schema: {
        ...common,
        summary: 'Delete a sub-user: deactivates it and ends its sessions',
        params: s.userIdParams,
        response: none,
      },
    },
    async (request) => {
      await subUsers.deactivateSubUser(ctx.db, currentUser(request).id, request.params.id);
      return ok(null, 'User deleted.');
    },
  );

  app.post<Id>(
    '/api/users/:id/verification',
    {
      onRequest,
      schema: {
        ...common,
        summary: 'Send a new verification link to a sub-user who has not verified yet',
        params: s.userIdParams,
        response: none,
      },
    },
    async (request) => {
      const result = await subUsers.resendVerification(
        ctx,
        currentUser(request).id,
        request.params.id,
      );
      if (result.ok) return ok(null, 'A new verification link has been sent.');
      return fail(
        result.reason === 'verified'
          ? 'This user has already verified the account.'
          : 'A link was sent recently. Please try again later.',
      );
    },
  );

  app.post<{ Body: s.VerifyBody }>(
    '/api/users/verify',
    {
      schema: {
        tags: ['Users'],
        summary: 'Public: verify a sub-user with the link token and set the first password',
        description: PASSWORD_POLICY_MESSAGE,
        body: s.verifyBody,
        response: none,
      },
    },
    async (request) => {
      const result = await verifyTranUser(ctx, request.body.Token, request.body.Password);
      if (result.ok) return ok(null, 'Your account is verified. You can now sign in.');
      if (result.reason === 'weak') throw fieldError('Password', PASSWORD_POLICY_MESSAGE);
      return fail(VERIFY_LINK_INVALID);
    },
  );
}
