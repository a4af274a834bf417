/** Posts a form-encoded request to /connect/token, the way oidc-client-ts does. */
import type { FastifyInstance } from 'fastify';
import { nextAddress } from './test-app.ts';

export function tokenRequest(
  app: FastifyInstance,
  params: Record<string, string>,
  opts: { remoteAddress?: string; headers?: Record<string, string> } = {},
) {
  return app.inject({
    method: 'POST',
    url: '/connect/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...opts.headers },
    payload: new URLSearchParams(params).toString(),
    remoteAddress: opts.remoteAddress ?? nextAddress(),
  });
}

/** The parameters of signinResourceOwnerCredentials with `extraTokenParams: {tenant}`. */
export function passwordParams(
  username: string,
  password: string,
  extra: Record<string, string> = {},
) {
  return {
    grant_type: 'password',
    scope: 'openid offline_access',
    username,
    password,
    tenant: 'midc',
    client_id: 'portal',
    ...extra,
  };
}
