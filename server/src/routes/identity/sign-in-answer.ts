/**
 * What both Account API sign-ins (AuthenticateInvestorUser, AuthenticateMaitriUser) do once the
 * user is known: start a live session with the portal's usual scopes (the Account API has no scope
 * parameter), and answer its identifiers and tokens with the XSRF cookie set and no caching.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LoginData } from '../../../../src/domain/contract/account.ts';
import { isLanguage } from '../../../../src/domain/i18n/languages.ts';
import { startSession } from '../../auth/login.ts';
import type { IssuedTokens } from '../../auth/login.ts';
import { PORTAL_CLIENT_ID } from '../../auth/policy.ts';
import type { UserRow } from '../../auth/sessions.ts';
import { ensureXsrfCookie } from '../../auth/xsrf.ts';
import type { AppContext } from '../context.ts';

const ACCOUNT_SCOPE = 'offline_access portal-api';

export function startAccountSession(
  ctx: AppContext,
  user: UserRow,
  request: FastifyRequest,
): Promise<IssuedTokens> {
  return startSession(ctx, user, {
    clientId: PORTAL_CLIENT_ID,
    scope: ACCOUNT_SCOPE,
    ip: request.ip,
    userAgent: request.headers['user-agent'],
  });
}

export function signedInData(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  user: UserRow,
  tokens: IssuedTokens,
): LoginData {
  ensureXsrfCookie(request, reply, ctx.config);
  reply.header('Cache-Control', 'no-store');
  return {
    UserType: user.roleId,
    UserId: user.userId,
    SessionToken: tokens.sessionToken,
    DepartmentRights: user.departmentRights,
    access_token: tokens.accessToken,
    refresh_token: tokens.refreshToken,
    expires_in: tokens.expiresIn,
    Language: isLanguage(user.language) ? user.language : null,
  };
}
