/**
 * The audit of the single-window integration (spec §7: after a MAITRI sign-in the browser sends
 * mToken, mServiceID, mApplicationID, mTrackID, mServiceAppID and MAITRIUserID with every
 * request): which portal routes a MAITRI session called, with MAITRI's ids, in
 * integration_requests. It records only what the headers prove: a request of a signed-in user
 * whose mToken MAITRI signed (expired or not), for that user's linked MAITRI id, with the ids the
 * token names. Anyone can send the headers; anonymous requests, unmatched routes (404s), forged
 * or other users' tokens write nothing, and one token writes at most
 * INTEGRATION_REQUESTS_PER_TOKEN rows in any INTEGRATION_REQUEST_WINDOW_MINUTES. Recorded after
 * the answer is sent, so the audit never slows or breaks a request. The headers are also on
 * `request.integration` for route code. The mToken is a credential: only its SHA-256 is stored.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Headers } from '../../../../src/domain/api.ts';
import { and, eq, gt, sql } from 'drizzle-orm';
import { integrationRequests } from '../../db/schema.ts';
import { LockClass, lockUntilCommit } from '../../db/locks.ts';
import type { Db } from '../../db/types.ts';
import { sha256 } from '../../lib/secrets.ts';
import { findMaitriUser, verifyMaitriToken } from './tokens.ts';

/** Rows one MAITRI token may add in any window (a busy page makes a few dozen requests). */
export const INTEGRATION_REQUESTS_PER_TOKEN = 200;
export const INTEGRATION_REQUEST_WINDOW_MINUTES = 10;

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
export function registerIntegrationAudit(
  app: FastifyInstance,
  deps: { db: Db; config: { maitriSecret: string } },
): void {
  app.decorateRequest('integration', null);
  app.addHook('onRequest', async (request) => {
    request.integration = readIntegrationHeaders(request);
  });
  app.addHook('onResponse', async (request, reply) => {
    const found = request.integration;
    const token = found?.token;
    const userId = request.user?.id;
    if (!found || !token || userId === undefined || request.routeOptions.url === undefined) return;
    try {
      if (!(await provenFor(deps, { ...found, token }, userId))) return;
      await recordWithinLimit(deps.db, {
        method: request.method.slice(0, 10),
        // The path only: query strings may carry tokens of their own.
        path: (request.url.split('?')[0] ?? '').slice(0, 500),
        statusCode: reply.statusCode,
        userId,
        maitriUserId: cut(found.maitriUserId),
        serviceId: cut(found.serviceId),
        applicationId: cut(found.applicationId),
        trackId: cut(found.trackId),
        serviceAppId: cut(found.serviceAppId),
        tokenHash: sha256(token),
      });
    } catch (error) {
      request.log.error({ err: error }, 'Could not record the integration headers');
    }
  });
}

/** MAITRI signed the token, for these ids, and for the MAITRI user linked to the signed-in user. */
async function provenFor(
  deps: { db: Db; config: { maitriSecret: string } },
  found: IntegrationHeaders & { token: string },
  userId: number,
): Promise<boolean> {
  if (!found.maitriUserId || !found.serviceId) return false;
  const verified = await verifyMaitriToken(
    deps.config.maitriSecret,
    {
      Token: found.token,
      MaitriUserId: found.maitriUserId,
      ServiceID: found.serviceId,
      ApplicationID: found.applicationId,
      TrackID: found.trackId,
      ServiceAppID: found.serviceAppId,
    },
    { acceptExpired: true },
  );
  if (!verified.ok) return false;
  const linked = await findMaitriUser(deps.db, found.maitriUserId);
  return linked?.userId === userId;
}

type AuditRow = typeof integrationRequests.$inferInsert & { tokenHash: string };

/**
 * Inserts the row unless its token already has INTEGRATION_REQUESTS_PER_TOKEN rows in the window.
 * A per-token lock makes the count and the insert one step, across processes too.
 */
async function recordWithinLimit(db: Db, row: AuditRow): Promise<void> {
  await db.transaction(async (tx) => {
    await lockUntilCommit(tx, LockClass.integrationAudit, row.tokenHash);
    const [recent] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(integrationRequests)
      .where(
        and(
          eq(integrationRequests.tokenHash, row.tokenHash),
          gt(
            integrationRequests.at,
            sql`now() - make_interval(mins => ${INTEGRATION_REQUEST_WINDOW_MINUTES})`,
          ),
        ),
      );
    if ((recent?.n ?? 0) >= INTEGRATION_REQUESTS_PER_TOKEN) return;
    await tx.insert(integrationRequests).values(row);
  });
}
