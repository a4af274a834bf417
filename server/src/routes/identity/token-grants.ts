/**
 * The three grants of POST /connect/token. Each returns the JSON body of a successful answer or
 * throws an OAuthError; routes/identity/token.ts wires them to HTTP.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ClientCredentials } from '../../auth/clients.ts';
import { authenticateUser, lockMessage } from '../../auth/credentials.ts';
import { startSession } from '../../auth/login.ts';
import { OAuthError } from '../../auth/oauth-errors.ts';
import {
  ACCESS_TOKEN_TTL_SECONDS,
  DEFAULT_USER_SCOPE,
  SERVICE_SCOPE,
  SERVICE_TOKEN_TTL_SECONDS,
  USER_SCOPES,
} from '../../auth/policy.ts';
import { grantScope, parseScope } from '../../auth/scopes.ts';
import { rotateRefreshToken } from '../../auth/sessions.ts';
import { signServiceAccessToken, signUserAccessToken } from '../../auth/tokens.ts';
import { ensureXsrfCookie } from '../../auth/xsrf.ts';
import type { AppContext } from '../context.ts';

export interface TokenRequest {
  grant_type: string;
  client_id?: string;
  client_secret?: string;
  scope?: string;
  username?: string;
  password?: string;
  tenant?: string;
  refresh_token?: string;
  redirect_uri?: string;
  resource?: string;
}

function required(value: string | undefined, name: string): string {
  if (!value) throw new OAuthError('invalid_request', `${name} is required`);
  return value;
}

function checkTenant(ctx: AppContext, tenant: string | undefined, mandatory: boolean): void {
  if (tenant === undefined && !mandatory) return;
  if (required(tenant, 'tenant') !== ctx.config.tenant)
    throw new OAuthError('invalid_request', 'Unknown tenant');
}

export async function passwordGrant(
  ctx: AppContext,
  body: TokenRequest,
  client: ClientCredentials,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const username = required(body.username, 'username');
  const password = required(body.password, 'password');
  checkTenant(ctx, body.tenant, true);
  const scope = grantScope(body.scope, USER_SCOPES, DEFAULT_USER_SCOPE);

  const result = await authenticateUser(ctx, { email: username, password, ip: request.ip });
  if (!result.ok && result.reason === 'locked') {
    const status = result.scope === 'ip' ? 429 : 400;
    const message = lockMessage(result.scope, result.retryAfterSeconds);
    throw new OAuthError('invalid_grant', message, status, result.retryAfterSeconds);
  }
  if (!result.ok) throw new OAuthError('invalid_grant', 'Invalid username or password');

  const { user } = result;
  const tokens = await startSession(ctx, user, {
    clientId: client.clientId,
    scope,
    ip: request.ip,
    userAgent: request.headers['user-agent'],
  });
  ensureXsrfCookie(request, reply, ctx.config);
  return {
    access_token: tokens.accessToken,
    token_type: 'Bearer',
    expires_in: tokens.expiresIn,
    refresh_token: tokens.refreshToken,
    scope,
    ...(tokens.idToken ? { id_token: tokens.idToken } : {}),
    // The SessionToken header of spec §7, handed over with the access token it goes with. It is
    // not in the ID token: that is an identity statement, not a place for bearer secrets.
    session_token: tokens.sessionToken,
    user_id: user.userId,
    user_type: user.roleId,
    department_rights: user.departmentRights,
  };
}

export async function refreshTokenGrant(
  ctx: AppContext,
  body: TokenRequest,
  client: ClientCredentials,
) {
  const presented = required(body.refresh_token, 'refresh_token');
  checkTenant(ctx, body.tenant, false);
  const result = await ctx.db.transaction((tx) => rotateRefreshToken(tx, presented));
  if (!result.ok) throw new OAuthError('invalid_grant', 'Invalid or expired refresh token');
  if (result.session.clientId !== client.clientId)
    throw new OAuthError('invalid_grant', 'Refresh token was issued to another client');

  // RFC 6749 §6: a refresh may narrow the original scope, never widen it.
  const scope = grantScope(body.scope, parseScope(result.scope), result.scope);
  const { user, session } = result;
  const accessToken = await signUserAccessToken(ctx.signer, {
    userId: user.userId,
    sessionId: session.sessionId,
    role: user.roleId,
    scope,
    clientId: client.clientId,
  });
  return {
    access_token: accessToken,
    token_type: 'Bearer',
    expires_in: ACCESS_TOKEN_TTL_SECONDS,
    refresh_token: result.refreshToken,
    scope,
    user_id: user.userId,
    user_type: user.roleId,
    department_rights: user.departmentRights,
  };
}

export async function clientCredentialsGrant(
  ctx: AppContext,
  body: TokenRequest,
  client: ClientCredentials,
) {
  // The route has checked the client's secret (auth/clients.ts): this grant requires one.
  checkTenant(ctx, body.tenant, false);
  const scope = grantScope(body.scope, [SERVICE_SCOPE], SERVICE_SCOPE);
  const accessToken = await signServiceAccessToken(ctx.signer, {
    clientId: client.clientId,
    scope,
    tenant: ctx.config.tenant,
  });
  return {
    access_token: accessToken,
    token_type: 'Bearer',
    expires_in: SERVICE_TOKEN_TTL_SECONDS,
    scope,
  };
}
