/**
 * User management of an investor (spec §1, §6): sub-users with department rights, the access
 * matrix, and the public verification call behind /VerifyTranUser. Only investors may manage users
 * (403 for every other role); a user who is not one of the caller's active sub-users is 404.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  INVALID_EMAIL,
  INVALID_MOBILE,
  isValidEmail,
  normalizeMobile,
  personNameError,
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
import type { InvitationRefusal } from '../../services/identity/invitation-limits.ts';
import { isUniqueViolation } from './profile-otp.ts';
import * as s from '../../../../src/domain/contract/users.ts';

type Id = { Params: { id: number } };
const ALREADY_EXISTS = 'A user with this e-mail address already exists.';
const fieldError = (path: string, message: string) =>
  badRequest(message, { errors: [{ path, message }] });

const LINK_RECENT = 'A link was sent recently. Please try again later.';
const INVITATION_LIMIT =
  'Too many invitations have been sent from your account. Please try again later.';

/** 429 for an invitation over its limit (services/identity/invitation-limits.ts). */
function tooMany(reply: FastifyReply, refusal: InvitationRefusal) {
  reply.code(429).header('retry-after', String(refusal.retryAfter));
  const message = refusal.limit === 'holder' ? INVITATION_LIMIT : LINK_RECENT;
  return fail(message, { RetryAfter: refusal.retryAfter });
}

/** The name goes into the sub-user's invitation ("Dear …"): a person's name only. */
function checkName(name: string): void {
  const problem = personNameError(name);
  if (problem) throw fieldError('UserName', problem);
}

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
    async (request, reply) => {
      const { Email, MobileNo } = request.body;
      if (!isValidEmail(Email)) throw fieldError('Email', INVALID_EMAIL);
      const mobile = normalizeMobile(MobileNo);
      if (!mobile) throw fieldError('MobileNo', INVALID_MOBILE);
      checkName(request.body.UserName);
      const input = { ...request.body, Email: Email.trim(), MobileNo: mobile };
      try {
        const result = await subUsers.addSubUser(ctx, currentUser(request).id, input);
        if (result.ok) return ok(result.user, `Verification link sent to ${input.Email}.`);
        if (result.reason === 'throttled') return tooMany(reply, result.refusal);
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
      checkName(request.body.UserName);
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
    async (request, reply) => {
      const result = await subUsers.resendVerification(
        ctx,
        currentUser(request).id,
        request.params.id,
      );
      if (result.ok) return ok(null, 'A new verification link has been sent.');
      if (result.reason === 'verified') return fail('This user has already verified the account.');
      // This user's own "3 a window" keeps its earlier answer (200, IsSuccess false).
      if (result.refusal.limit === 'user') return fail(LINK_RECENT);
      return tooMany(reply, result.refusal);
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
