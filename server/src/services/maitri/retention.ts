/**
 * Retention of the single-window records. integration_requests is an audit trail of requests that
 * carried the MAITRI headers: kept INTEGRATION_REQUEST_RETENTION_DAYS, then deleted. A used-token
 * row is only needed while its token could still be presented, so it goes once its `exp` (plus
 * the clock tolerance of the check) has passed. The server runs purgeMaitriRecords at start and
 * every MAITRI_RETENTION_PERIOD_MS (src/index.ts).
 */
import { lt } from 'drizzle-orm';
import { integrationRequests, maitriUsedTokens } from '../../db/schema.ts';
import type { Db } from '../../db/types.ts';
import { CLOCK_TOLERANCE_SECONDS } from './tokens.ts';

/** Age after which an integration_requests row is deleted. */
export const INTEGRATION_REQUEST_RETENTION_DAYS = 90;
/** How often the retention job runs. */
export const MAITRI_RETENTION_PERIOD_MS = 6 * 60 * 60 * 1000;

const DAY_MS = 24 * 60 * 60 * 1000;

export interface MaitriPurge {
  integrationRequests: number;
  usedTokens: number;
}

/** Deletes expired used-token rows and integration requests past retention; returns the counts. */
export async function purgeMaitriRecords(db: Db, now = new Date()): Promise<MaitriPurge> {
  const requestCutoff = new Date(now.getTime() - INTEGRATION_REQUEST_RETENTION_DAYS * DAY_MS);
  // A token is accepted up to CLOCK_TOLERANCE_SECONDS past exp, so its row must outlive that.
  const tokenCutoff = new Date(now.getTime() - CLOCK_TOLERANCE_SECONDS * 1000);
  const requests = await db
    .delete(integrationRequests)
    .where(lt(integrationRequests.at, requestCutoff))
    .returning({ id: integrationRequests.integrationRequestId });
  const tokens = await db
    .delete(maitriUsedTokens)
    .where(lt(maitriUsedTokens.expiresAt, tokenCutoff))
    .returning({ jti: maitriUsedTokens.jti });
  return { integrationRequests: requests.length, usedTokens: tokens.length };
}
