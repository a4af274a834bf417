/**
 * Runs lifecycle work in one transaction. When two requests race past the "no open twin" check,
 * the database's unique index stops the second one; that violation becomes the same 409 answer
 * the check would have given instead of a 500.
 */
import { lifecycleMessages } from '../../../../src/domain/service-engine/index.ts';
import type { Db } from '../../db/types.ts';
import { ApiError } from '../../lib/errors.ts';

const OPEN_TWIN_INDEX = 'applications_one_open_per_service';

export async function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(work);
  } catch (error) {
    if (violates(error, OPEN_TWIN_INDEX))
      throw new ApiError(409, lifecycleMessages.alreadySubmitted);
    throw error;
  }
}

/** True when the error (or its cause, drizzle wraps driver errors) is a unique violation of `name`. */
function violates(error: unknown, name: string): boolean {
  for (let e = error; typeof e === 'object' && e !== null; e = (e as { cause?: unknown }).cause) {
    const { code, constraint, message } = e as {
      code?: string;
      constraint?: string;
      message?: string;
    };
    if (code === '23505' && (constraint === name || message?.includes(name))) return true;
  }
  return false;
}
