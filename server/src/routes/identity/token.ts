/**
 * POST /connect/token (form-encoded): the OAuth 2.0 token endpoint the SPA's oidc-client-ts calls.
 * Answers are OAuth-shaped (`{access_token…}` or `{error, error_description}`), not envelopes, so
 * this plugin has its own error handler.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { authenticateClient, clientCredentials, requireFormEncoded } from '../../auth/clients.ts';
import { OAuthError } from '../../auth/oauth-errors.ts';
import { GRANT_TYPES } from '../../auth/policy.ts';
import type { AppContext } from '../context.ts';
import { describeValidationErrors } from '../../lib/validation.ts';
import { clientCredentialsGrant, passwordGrant, refreshTokenGrant } from './token-grants.ts';
import type { TokenRequest } from './token-grants.ts';
import { revocationRoute } from './revocation.ts';

const text = (maxLength: number, description?: string) => ({
  type: 'string',
  maxLength,
  ...(description ? { description } : {}),
});

// Every parameter oidc-client-ts may send; anything else is refused (invalid_request).
const tokenRequestSchema = {
  type: 'object',
  required: ['grant_type'],
  additionalProperties: false,
  properties: {
    grant_type: text(100, 'password, refresh_token or client_credentials.'),
    client_id: text(100, 'Always `portal`.'),
    client_secret: text(200, 'client_credentials only (or HTTP Basic).'),
    scope: text(300, 'Space-separated. password: openid profile email offline_access portal-api.'),
    username: text(254, 'password grant: the e-mail address.'),
    password: text(256),
    tenant: text(50, 'password grant: required, must be the configured tenant.'),
    refresh_token: text(200),
    redirect_uri: text(2000, 'Accepted and ignored.'),
    resource: text(2000, 'Accepted and ignored.'),
  },
} as const;

const tokenResponseSchema = {
  type: 'object',
  properties: {
    access_token: { type: 'string' },
    token_type: { type: 'string' },
    expires_in: { type: 'integer' },
    refresh_token: { type: 'string' },
    scope: { type: 'string' },
    id_token: { type: 'string' },
    session_token: { type: 'string' },
    user_id: { type: 'integer' },
    user_type: { type: 'integer' },
    department_rights: { type: 'string' },
  },
} as const;

const oauthErrorSchema = {
  type: 'object',
  required: ['error'],
  properties: { error: { type: 'string' }, error_description: { type: 'string' } },
} as const;

const unsupportedGrant = () =>
  new OAuthError('unsupported_grant_type', `Supported grant types: ${GRANT_TYPES.join(', ')}`);

function sendOAuthError(reply: FastifyReply, error: OAuthError) {
  if (error.statusCode === 401) reply.header('WWW-Authenticate', 'Basic realm="portal"');
  if (error.retryAfterSeconds) reply.header('Retry-After', String(error.retryAfterSeconds));
  return reply
    .code(error.statusCode)
    .header('Cache-Control', 'no-store')
    .send({ error: error.error, error_description: error.description });
}

export async function tokenRoutes(app: FastifyInstance, ctx: AppContext) {
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof OAuthError) return sendOAuthError(reply, error);
    const e = error as { validation?: never[]; validationContext?: string; statusCode?: number };
    if (e.validation) {
      const { message } = describeValidationErrors(e.validation, e.validationContext);
      return sendOAuthError(reply, new OAuthError('invalid_request', message));
    }
    if (e.statusCode && e.statusCode >= 400 && e.statusCode < 500) {
      const message =
        e.statusCode === 415
          ? 'The request must be application/x-www-form-urlencoded'
          : (error as Error).message;
      return sendOAuthError(reply, new OAuthError('invalid_request', message));
    }
    request.log.error(error);
    return reply.code(500).send({ error: 'server_error', error_description: 'Unexpected error' });
  });

  app.post<{ Body: TokenRequest }>(
    '/connect/token',
    {
      onRequest: requireFormEncoded,
      // Before the parameters are checked: an unknown grant brings parameters of its own, and the
      // answer must name the grant (RFC 6749 §5.2), not the first parameter this server lacks.
      preValidation: async (request) => {
        const grant = (request.body as { grant_type?: unknown } | undefined)?.grant_type;
        if (typeof grant === 'string' && !(GRANT_TYPES as readonly string[]).includes(grant))
          throw unsupportedGrant();
      },
      schema: {
        tags: ['Identity'],
        summary: 'OAuth 2.0 token endpoint: password, refresh_token and client_credentials grants',
        consumes: ['application/x-www-form-urlencoded'],
        body: tokenRequestSchema,
        response: { 200: tokenResponseSchema, '4xx': oauthErrorSchema },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const client = clientCredentials(request, body);
      authenticateClient(ctx, client, body.grant_type === 'client_credentials');
      reply.header('Cache-Control', 'no-store').header('Pragma', 'no-cache');
      switch (body.grant_type) {
        case 'password':
          return passwordGrant(ctx, body, client, request, reply);
        case 'refresh_token':
          return refreshTokenGrant(ctx, body, client);
        case 'client_credentials':
          return clientCredentialsGrant(ctx, body, client);
        default:
          throw unsupportedGrant();
      }
    },
  );

  revocationRoute(app, ctx);
}
