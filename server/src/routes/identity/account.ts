/** Account API of spec §7: sign-in, sign-out of the live session, grievance hand-off token. */
import type { FastifyInstance } from 'fastify';
import { currentUser, ensureSelf } from '../../auth/authenticate.ts';
import { authenticateUser, lockMessage } from '../../auth/credentials.ts';
import { HANDOFF_TOKEN_TTL_SECONDS } from '../../auth/policy.ts';
import { revokeSession } from '../../auth/sessions.ts';
import { signHandoffToken } from '../../auth/tokens.ts';
import type { AppContext } from '../context.ts';
import { fail, ok } from '../../lib/envelope.ts';
import { envelopeResponses, SESSION_SECURITY, userIdQuery } from '../../lib/schemas.ts';
import {
  handoffTokenSchema,
  languageBody,
  loginBody,
  loginDataSchema,
  type HandoffToken,
  type LanguageBody,
  type LoginBody,
} from '../../../../src/domain/contract/account.ts';
import { orNull } from '../../../../src/domain/contract/schema.ts';
import { setUserLanguage } from '../../services/identity/language.ts';
import { signedInData, startAccountSession } from './sign-in-answer.ts';

const INVALID_LOGIN = 'Please enter valid Email and password';

export async function accountRoutes(app: FastifyInstance, ctx: AppContext) {
  app.post<{ Body: LoginBody }>(
    '/Account/AuthenticateInvestorUser',
    {
      schema: {
        tags: ['Account'],
        summary: 'Sign in with e-mail and password (any role); starts a live session',
        description: `Wrong credentials answer 200 with IsSuccess false and "${INVALID_LOGIN}".`,
        body: loginBody,
        response: envelopeResponses(orNull(loginDataSchema)),
      },
    },
    async (request, reply) => {
      const { Email, Password } = request.body;
      const result = await authenticateUser(ctx, {
        email: Email,
        password: Password,
        ip: request.ip,
      });
      if (!result.ok && result.reason === 'locked') {
        reply.header('Retry-After', String(result.retryAfterSeconds));
        if (result.scope === 'ip') reply.code(429);
        return fail(lockMessage(result.scope, result.retryAfterSeconds));
      }
      if (!result.ok) return fail(INVALID_LOGIN);

      const { user } = result;
      const tokens = await startAccountSession(ctx, user, request);
      return ok(signedInData(ctx, request, reply, user, tokens), 'Login successful');
    },
  );

  app.post<{ Querystring: { UserId: number } }>(
    '/Account/LogOutLiveSession',
    {
      onRequest: ctx.authenticate,
      schema: {
        tags: ['Account'],
        summary: "End the caller's live session; its tokens then answer 401",
        security: SESSION_SECURITY,
        querystring: userIdQuery('UserId'),
        response: envelopeResponses({ type: 'null' }),
      },
    },
    async (request) => {
      const user = ensureSelf(request, request.query.UserId);
      await revokeSession(ctx.db, user.sessionId, 'logout');
      return ok(null, 'Logged out successfully');
    },
  );

  app.post<{ Querystring: { userId: number } }>(
    '/Account/GenerateToken',
    {
      onRequest: ctx.authenticate,
      schema: {
        tags: ['Account'],
        summary: 'Short-lived signed token for the grievance-management hand-off',
        security: SESSION_SECURITY,
        querystring: userIdQuery('userId'),
        response: envelopeResponses(handoffTokenSchema),
      },
    },
    async (request) => {
      ensureSelf(request, request.query.userId);
      const user = currentUser(request);
      const token = await signHandoffToken(ctx.signer, {
        userId: user.id,
        email: user.email,
        name: user.name,
        role: user.role,
      });
      const data: HandoffToken = {
        Token: token,
        ExpiresIn: HANDOFF_TOKEN_TTL_SECONDS,
        Url: ctx.config.grievanceUrl,
      };
      return ok(data, 'Token generated');
    },
  );

  app.put<{ Body: LanguageBody }>(
    '/api/account/language',
    {
      onRequest: ctx.authenticate,
      schema: {
        tags: ['Account'],
        summary: "Remember the caller's language (en, mr, hi) for sign-ins, messages and receipts",
        security: SESSION_SECURITY,
        body: languageBody,
        response: envelopeResponses(languageBody),
      },
    },
    async (request) => {
      const { Language } = request.body;
      await setUserLanguage(ctx.db, currentUser(request).id, Language);
      return ok({ Language }, 'Language saved');
    },
  );
}
