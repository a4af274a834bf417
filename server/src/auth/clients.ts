/**
 * What the token and revocation endpoints check about the request: its encoding, and client
 * authentication (RFC 6749 §2.3). The only client is
 * `portal`: public for the password and refresh grants (a browser cannot keep a secret), and
 * confidential for client_credentials. Whenever a secret IS presented it must be the right one,
 * whatever the grant: a wrong secret is a failed client authentication (401 invalid_client), never
 * ignored.
 */
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config/config.ts';
import { safeEqual } from '../lib/secrets.ts';
import { OAuthError } from './oauth-errors.ts';
import { PORTAL_CLIENT_ID } from './policy.ts';

export interface ClientCredentials {
  clientId: string;
  clientSecret?: string;
}

/** Client id and secret from HTTP Basic (client_secret_basic) or the body (client_secret_post). */
export function clientCredentials(
  request: FastifyRequest,
  body: { client_id?: string; client_secret?: string },
): ClientCredentials {
  const auth = request.headers.authorization;
  if (auth?.toLowerCase().startsWith('basic ')) {
    if (body.client_secret !== undefined)
      throw new OAuthError('invalid_request', 'Use one client authentication method, not two');
    const decoded = Buffer.from(auth.slice(6), 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    try {
      if (colon < 0) throw new Error('no colon');
      const clientId = decodeURIComponent(decoded.slice(0, colon));
      if (body.client_id !== undefined && body.client_id !== clientId)
        throw new OAuthError('invalid_client', 'client_id differs from the Basic credentials');
      return { clientId, clientSecret: decodeURIComponent(decoded.slice(colon + 1)) };
    } catch (error) {
      if (error instanceof OAuthError) throw error;
      throw new OAuthError('invalid_client', 'Malformed Basic credentials');
    }
  }
  if (!body.client_id) throw new OAuthError('invalid_request', 'client_id is required');
  return { clientId: body.client_id, clientSecret: body.client_secret };
}

/** RFC 6749 §4.3.2, RFC 7009 §2.1: these requests are form-encoded; refuse JSON rather than guess. */
export async function requireFormEncoded(request: FastifyRequest): Promise<void> {
  const type = request.headers['content-type'] ?? '';
  if (!type.toLowerCase().startsWith('application/x-www-form-urlencoded'))
    throw new OAuthError(
      'invalid_request',
      'The request must be application/x-www-form-urlencoded',
    );
}

/**
 * Checks who the client is: a known id, and the right secret when one is presented or the grant
 * needs one. Throws 401 invalid_client otherwise.
 */
export function authenticateClient(
  ctx: { config: Config },
  client: ClientCredentials,
  secretRequired: boolean,
): void {
  if (client.clientId !== PORTAL_CLIENT_ID)
    throw new OAuthError('invalid_client', 'Unknown client');
  if (client.clientSecret === undefined && !secretRequired) return;
  if (!client.clientSecret || !safeEqual(client.clientSecret, ctx.config.clientSecret))
    throw new OAuthError('invalid_client', 'Client authentication failed');
}
