/**
 * POST /connect/revocation — OAuth 2.0 token revocation (RFC 7009). The SPA calls it at logout
 * with its refresh token. Revoking either kind of token ends the session it belongs to, with all
 * of its access and refresh tokens (RFC 7009 §2.1 lets a server do so), in the database, so every
 * server process refuses them from the next request on. An unknown, expired or foreign token is
 * answered 200 like a revoked one (§2.2): the client cannot do anything else with it anyway.
 */
import type { FastifyInstance } from 'fastify';
import { authenticateClient, clientCredentials, requireFormEncoded } from '../../auth/clients.ts';
import { findSessionOfRefreshToken, revokeSession } from '../../auth/sessions.ts';
import { verifyAccessToken } from '../../auth/tokens.ts';
import type { AppContext } from '../context.ts';

interface RevocationRequest {
  token: string;
  token_type_hint?: string;
  client_id?: string;
  client_secret?: string;
}

const revocationRequestSchema = {
  type: 'object',
  required: ['token'],
  additionalProperties: false,
  properties: {
    token: { type: 'string', maxLength: 4000, description: 'An access or a refresh token.' },
    token_type_hint: {
      type: 'string',
      maxLength: 100,
      description: 'access_token or refresh_token; both kinds are looked for either way.',
    },
    client_id: { type: 'string', maxLength: 100, description: 'Always `portal`.' },
    client_secret: { type: 'string', maxLength: 200 },
  },
} as const;

/** The session a token of this client names, if it is one of ours. */
async function sessionOf(ctx: AppContext, token: string, clientId: string) {
  // Access tokens are JWTs (three dot-separated parts); refresh tokens are opaque.
  if (token.split('.').length === 3) {
    const claims = await verifyAccessToken(ctx.signer, token).catch(() => undefined);
    return claims?.sid && claims.client_id === clientId ? claims.sid : undefined;
  }
  const session = await findSessionOfRefreshToken(ctx.db, token);
  return session?.clientId === clientId ? session.sessionId : undefined;
}

/** Registered inside the token plugin, whose error handler answers in OAuth's shape. */
export function revocationRoute(app: FastifyInstance, ctx: AppContext) {
  app.post<{ Body: RevocationRequest }>(
    '/connect/revocation',
    {
      onRequest: requireFormEncoded,
      schema: {
        tags: ['Identity'],
        summary: 'OAuth 2.0 token revocation (RFC 7009): ends the session of the token',
        consumes: ['application/x-www-form-urlencoded'],
        body: revocationRequestSchema,
      },
    },
    async (request, reply) => {
      const client = clientCredentials(request, request.body);
      authenticateClient(ctx, client, false);
      const sessionId = await sessionOf(ctx, request.body.token, client.clientId);
      if (sessionId) await revokeSession(ctx.db, sessionId, 'token revoked');
      return reply.code(200).header('Cache-Control', 'no-store').send();
    },
  );
}
