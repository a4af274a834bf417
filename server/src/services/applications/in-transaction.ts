/**
 * Runs lifecycle work in one transaction. When two requests race past the "no open twin" check,
 * the database's unique index stops the second one; that violation becomes the same 409 answer
 * the check would have given instead of a 500.
 */
import { lifecycleMessages } from '../../../../src/domain/service-engine/index.ts';
import { violatesUnique } from '../../db/locks.ts';
import type { Db } from '../../db/types.ts';
import { ApiError } from '../../lib/errors.ts';

const OPEN_TWIN_INDEX = 'applications_one_open_per_service';

export async function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(work);
  } catch (error) {
    if (violatesUnique(error, OPEN_TWIN_INDEX))
      throw new ApiError(409, lifecycleMessages.alreadySubmitted);
    throw error;
  }
}
