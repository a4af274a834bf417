/** Profile API of spec §7 (so far: read own profile, forgot password, reset password). */
import type { FastifyInstance } from 'fastify';
import { PASSWORD_POLICY_MESSAGE } from '../../../../src/domain/password-policy.ts';
import { ensureSelf } from '../../auth/authenticate.ts';
import { passwordSchema } from '../../../../src/domain/contract/account.ts';
import type { AppContext } from '../context.ts';
import { fail, ok } from '../../lib/envelope.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import {
  envelopeResponses,
  objectSchema,
  SESSION_SECURITY,
  userIdQuery,
} from '../../lib/schemas.ts';
import { getUserAndCompanyInfo } from '../../services/identity/profile.ts';
import { requestPasswordReset, resetPassword } from '../../services/identity/password-reset.ts';
import { userAndCompanyInfoSchema } from '../../../../src/domain/contract/profile.ts';

export const EMAIL_NOT_REGISTERED = 'Email Id is not registered with MIDC';

export async function profileRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get<{ Querystring: { UserId: number } }>(
    '/ManageProfile/GetUserAndCompanyInfobyUserId',
    {
      onRequest: ctx.authenticate,
      schema: {
        tags: ['Profile'],
        summary: "The caller's userData and companyInfo (spec §3); 403 for anyone else's id",
        security: SESSION_SECURITY,
        querystring: userIdQuery('UserId'),
        response: envelopeResponses(userAndCompanyInfoSchema),
      },
    },
    async (request) => {
      const user = ensureSelf(request, request.query.UserId);
      const info = await getUserAndCompanyInfo(ctx.db, user.id, user.sessionToken);
      if (!info) throw notFound('User not found');
      return ok(info);
    },
  );

  app.post<{ Body: { ContactEmail: string } }>(
    '/ManageProfile/GenerateForgotPasswordLink',
    {
      schema: {
        tags: ['Profile'],
        summary: 'E-mail a single-use password reset link (valid 30 minutes)',
        body: objectSchema({
          ContactEmail: { type: 'string', minLength: 1, maxLength: 254, format: 'email' },
        }),
        response: envelopeResponses({ type: 'null' }),
      },
    },
    async (request) => {
      const result = await requestPasswordReset(ctx, request.body.ContactEmail);
      if (result.ok)
        return ok(null, 'Password reset link has been sent to your registered Email Id');
      if (result.reason === 'throttled')
        return fail('A reset link was sent recently. Please check your e-mail or try again later.');
      return fail(EMAIL_NOT_REGISTERED);
    },
  );

  app.post<{ Body: { Token: string; NewPassword: string } }>(
    '/ManageProfile/ResetPassword',
    {
      schema: {
        tags: ['Profile'],
        summary: 'Set a new password with the e-mailed token; ends all sessions of the account',
        description: PASSWORD_POLICY_MESSAGE,
        body: objectSchema({
          Token: { type: 'string', minLength: 1, maxLength: 200 },
          NewPassword: passwordSchema,
        }),
        response: envelopeResponses({ type: 'null' }),
      },
    },
    async (request) => {
      const { Token, NewPassword } = request.body;
      const result = await resetPassword(ctx, Token, NewPassword);
      if (result.ok)
        return ok(null, 'Password has been reset. Please sign in with the new password.');
      if (result.reason === 'weak-password')
        throw badRequest(PASSWORD_POLICY_MESSAGE, {
          errors: [{ path: 'NewPassword', message: PASSWORD_POLICY_MESSAGE }],
        });
      return fail('This password reset link is invalid or has expired. Please request a new one.');
    },
  );
}
