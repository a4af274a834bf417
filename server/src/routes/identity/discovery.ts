/** Discovery (OpenID Connect and RFC 8414) and the public signing keys (what clients read first). */
import type { FastifyInstance } from 'fastify';
import { SIGNING_ALG } from '../../auth/keys.ts';
import { GRANT_TYPES, SERVICE_SCOPE, USER_SCOPES } from '../../auth/policy.ts';
import type { AppContext } from '../context.ts';

/** How the client may authenticate: `none` for the public password and refresh grants. */
const CLIENT_AUTH_METHODS = ['none', 'client_secret_post', 'client_secret_basic'];

export async function identityRoutes(app: FastifyInstance, ctx: AppContext) {
  const issuer = ctx.config.publicUrl;

  // RFC 8414 authorization-server metadata; OpenID Connect discovery is the same document.
  const metadata = {
    issuer,
    token_endpoint: `${issuer}/connect/token`,
    revocation_endpoint: `${issuer}/connect/revocation`,
    jwks_uri: `${issuer}/.well-known/jwks.json`,
    grant_types_supported: [...GRANT_TYPES],
    token_endpoint_auth_methods_supported: CLIENT_AUTH_METHODS,
    revocation_endpoint_auth_methods_supported: CLIENT_AUTH_METHODS,
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
      'sid',
      'auth_time',
    ],
  };
  const documents = [
    ['/.well-known/openid-configuration', 'OpenID Connect discovery document'],
    [
      '/.well-known/oauth-authorization-server',
      'OAuth 2.0 authorization server metadata (RFC 8414)',
    ],
  ] as const;
  for (const [url, summary] of documents)
    app.get(
      url,
      {
        schema: {
          tags: ['Identity'],
          summary,
          response: { 200: { type: 'object', additionalProperties: true } },
        },
      },
      async (_request, reply) => {
        reply.header('Cache-Control', 'public, max-age=300');
        return metadata;
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
