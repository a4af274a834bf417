/** OpenID Connect discovery and the public signing keys (what oidc-client-ts reads first). */
import type { FastifyInstance } from 'fastify';
import { SIGNING_ALG } from '../auth/keys.ts';
import { SERVICE_SCOPE, USER_SCOPES } from '../auth/policy.ts';
import type { AppContext } from '../context.ts';

export async function identityRoutes(app: FastifyInstance, ctx: AppContext) {
  const issuer = ctx.config.publicUrl;

  app.get(
    '/.well-known/openid-configuration',
    {
      schema: {
        tags: ['Identity'],
        summary: 'OpenID Connect discovery document',
        response: { 200: { type: 'object', additionalProperties: true } },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'public, max-age=300');
      return {
        issuer,
        token_endpoint: `${issuer}/connect/token`,
        jwks_uri: `${issuer}/.well-known/jwks.json`,
        grant_types_supported: ['password', 'refresh_token', 'client_credentials'],
        token_endpoint_auth_methods_supported: [
          'none',
          'client_secret_post',
          'client_secret_basic',
        ],
        scopes_supported: [...USER_SCOPES, SERVICE_SCOPE],
        // No authorization endpoint: the portal signs in with the password grant only.
        response_types_supported: [],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: [SIGNING_ALG],
        claims_supported: [
          'sub',
          'email',
          'name',
          'role',
          'user_id',
          'user_type',
          'department_rights',
          'session_token',
          'sid',
        ],
      };
    },
  );

  app.get(
    '/.well-known/jwks.json',
    {
      schema: {
        tags: ['Identity'],
        summary: 'Public keys that verify the tokens (RS256, with kid)',
        response: { 200: { type: 'object', additionalProperties: true } },
      },
    },
    async (_request, reply) => {
      await ctx.keys.getSigningKey(); // make sure a key exists before anyone asks for it
      reply.header('Cache-Control', 'public, max-age=300');
      return { keys: await ctx.keys.listPublicJwks() };
    },
  );
}
