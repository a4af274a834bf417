/**
 * Records every request to a route of the portal that carries the single-window integration
 * headers (spec §7: mToken, mServiceID, mApplicationID, mTrackID, mServiceAppID, MAITRIUserID) in
 * integration_requests, after the answer is sent, so the audit never slows or breaks a request.
 * A request no route matched (a 404) is not recorded: anyone could fill the table with them. The headers are also on
 * `request.integration` for route code. The mToken is a credential: only its SHA-256 is stored.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Headers } from '../../../../src/domain/api.ts';
import { integrationRequests } from '../../db/schema.ts';
import type { Db } from '../../db/types.ts';
import { sha256 } from '../../lib/secrets.ts';

/** The integration headers of one request (absent ones undefined). */
export interface IntegrationHeaders {
  token?: string;
  serviceId?: string;
  applicationId?: string;
  trackId?: string;
  serviceAppId?: string;
  maitriUserId?: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The single-window headers the request carried; null when it carried none. */
    integration: IntegrationHeaders | null;
  }
}

const keys = ['token', 'serviceId', 'applicationId', 'trackId', 'serviceAppId', 'maitriUserId'];

/** Reads the six headers; null when none is present. */
export function readIntegrationHeaders(request: FastifyRequest): IntegrationHeaders | null {
  const found: Record<string, string> = {};
  Headers.maitri.forEach((name, i) => {
    const value = request.headers[name.toLowerCase()];
    if (typeof value === 'string' && value !== '') found[keys[i]!] = value;
  });
  return Object.keys(found).length > 0 ? (found as IntegrationHeaders) : null;
}

const cut = (value: string | undefined) => value?.slice(0, 100);

/** Adds the hooks at the root, so every route of the app is covered. */
export function registerIntegrationAudit(app: FastifyInstance, db: Db): void {
  app.decorateRequest('integration', null);
  app.addHook('onRequest', async (request) => {
    request.integration = readIntegrationHeaders(request);
  });
  app.addHook('onResponse', async (request, reply) => {
    const found = request.integration;
    if (!found || request.routeOptions.url === undefined) return;
    try {
      await db.insert(integrationRequests).values({
        method: request.method.slice(0, 10),
        // The path only: query strings may carry tokens of their own.
        path: (request.url.split('?')[0] ?? '').slice(0, 500),
        statusCode: reply.statusCode,
        userId: request.user?.id ?? null,
        maitriUserId: cut(found.maitriUserId),
        serviceId: cut(found.serviceId),
        applicationId: cut(found.applicationId),
        trackId: cut(found.trackId),
        serviceAppId: cut(found.serviceAppId),
        tokenHash: found.token ? sha256(found.token) : null,
      });
    } catch (error) {
      request.log.error({ err: error }, 'Could not record the integration headers');
    }
  });
}
