/**
 * Profile editing calls of spec §7: company name (read, save, change), company details and the
 * user's name (UpdateUserProfile), and the password (UpdatePassWord). Always the caller's own
 * account: a userId in the query that is not the caller's is refused with 403.
 */
import type { FastifyInstance } from 'fastify';
import { PASSWORD_POLICY_MESSAGE } from '../../../../src/domain/password-policy.ts';
import { currentUser, ensureSelf } from '../../auth/authenticate.ts';
import { lockMessage } from '../../auth/credentials.ts';
import { passwordSchema } from '../../../../src/domain/contract/account.ts';
import type { AppContext } from '../context.ts';
import { fail, ok } from '../../lib/envelope.ts';
import { badRequest } from '../../lib/errors.ts';
import {
  envelopeResponses,
  objectSchema,
  SESSION_SECURITY,
  userIdQuery,
} from '../../lib/schemas.ts';
import {
  changeCompanyName,
  companyNameFor,
  saveCompanyName,
  updateProfile,
} from '../../services/identity/company.ts';
import type { ProfileUpdate } from '../../services/identity/company.ts';
import { changePassword } from '../../services/identity/password-change.ts';
import { getUserAndCompanyInfo } from '../../services/identity/profile.ts';
import {
  companyNameSchema,
  profileUpdateSchema,
} from '../../../../src/domain/contract/profile-edit.ts';
import { userAndCompanyInfoSchema } from '../../../../src/domain/contract/profile.ts';
import { fieldErrorsSchema } from '../../../../src/domain/contract/schema.ts';

type Q = { Querystring: { userId: number } };
const nameBody = objectSchema({ CompanyName: { type: 'string', minLength: 1, maxLength: 300 } });

export async function profileEditRoutes(app: FastifyInstance, ctx: AppContext) {
  const common = { tags: ['Profile'], security: SESSION_SECURITY };
  const onRequest = ctx.authenticate;

  app.get<{ Querystring: { UserId: number; PlotId?: string } }>(
    '/ManageProfile/GetCompanyName',
    {
      onRequest,
      schema: {
        ...common,
        summary: "The account's company name (a plot, if given, must be the account's)",
        querystring: objectSchema(
          {
            UserId: { type: 'integer', minimum: 1, maximum: 2147483647 },
            PlotId: { type: 'string', minLength: 1, maxLength: 40 },
          },
          ['UserId'],
        ),
        response: envelopeResponses(companyNameSchema),
      },
    },
    async (request) => {
      const user = ensureSelf(request, request.query.UserId);
      return ok(await companyNameFor(ctx.db, user, request.query.PlotId));
    },
  );

  app.post<Q & { Body: { CompanyName: string } }>(
    '/ManageProfile/SaveCompanyName',
    {
      onRequest,
      schema: {
        ...common,
        summary: "Save an investor's first company name (IsSuccess false when one exists)",
        querystring: userIdQuery('userId'),
        body: nameBody,
        response: envelopeResponses({ type: 'null' }),
      },
    },
    async (request) => {
      const user = ensureSelf(request, request.query.userId);
      if (await saveCompanyName(ctx.db, user, request.body.CompanyName))
        return ok(null, 'Company name saved.');
      return fail('A company name is already saved for this account. Change it instead.');
    },
  );

  app.put<Q & { Body: { CompanyName: string } }>(
    '/ManageProfile/ChangeCompanyName',
    {
      onRequest,
      schema: {
        ...common,
        summary: "Change an investor's company name (IsSuccess false when none is saved)",
        querystring: userIdQuery('userId'),
        body: nameBody,
        response: envelopeResponses({ type: 'null' }),
      },
    },
    async (request) => {
      const user = ensureSelf(request, request.query.userId);
      if (await changeCompanyName(ctx.db, user, request.body.CompanyName))
        return ok(null, 'Company name changed.');
      return fail('No company name is saved for this account yet. Save one first.');
    },
  );

  app.post<Q & { Body: ProfileUpdate }>(
    '/ManageProfile/UpdateUserProfile',
    {
      onRequest,
      schema: {
        ...common,
        summary: "Update the caller's name and (investors) company details; answers the profile",
        description: 'Only the fields sent change; an empty string clears a company field.',
        querystring: userIdQuery('userId'),
        body: profileUpdateSchema,
        response: envelopeResponses(userAndCompanyInfoSchema),
      },
    },
    async (request) => {
      const user = ensureSelf(request, request.query.userId);
      await updateProfile(ctx.db, user, request.body);
      const info = await getUserAndCompanyInfo(ctx.db, user.id, user.sessionToken);
      return ok(info, 'Profile updated.');
    },
  );

  app.post<{ Body: { CurrentPassword: string; NewPassword: string } }>(
    '/ManageProfile/UpdatePassWord',
    {
      onRequest,
      schema: {
        ...common,
        summary: "Change the caller's password; the current one is required",
        description: `${PASSWORD_POLICY_MESSAGE} Other sessions of the account end.`,
        body: objectSchema({ CurrentPassword: passwordSchema, NewPassword: passwordSchema }),
        response: envelopeResponses(fieldErrorsSchema),
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { CurrentPassword: current, NewPassword: next } = request.body;
      const result = await changePassword(ctx, user, { current, next, ip: request.ip });
      if (result.ok) return ok(null, 'Password changed. Your other sessions have been signed out.');
      const field = (path: string, message: string) =>
        badRequest(message, { errors: [{ path, message }] });
      switch (result.reason) {
        case 'weak':
          throw field('NewPassword', PASSWORD_POLICY_MESSAGE);
        case 'same':
          throw field('NewPassword', 'The new password must differ from the current one.');
        case 'locked':
          return fail(lockMessage('account', result.retryAfter));
        default:
          return fail('The current password is incorrect.', {
            errors: [{ path: 'CurrentPassword', message: 'The current password is incorrect.' }],
          });
      }
    },
  );
}
