/**
 * How much one plot holder may keep uploaded (UPLOAD_QUOTA_MB). The check and the new row share
 * a transaction holding a per-holder advisory lock, so uploads sent together cannot all pass a
 * check made before any of them was counted.
 */
import { eq, sql } from 'drizzle-orm';
import { uploads } from '../../db/schema-engine.ts';
import { LockClass, lockUntilCommit } from '../../db/locks.ts';
import type { Db } from '../../db/types.ts';
import { ApiError } from '../../lib/errors.ts';

const MB = 1024 * 1024;

const megabytes = (bytes: number) => String(Number((bytes / MB).toFixed(2)));

export function quotaExceeded(usedBytes: number, quotaBytes: number): ApiError {
  return new ApiError(
    413,
    `Your uploaded files take ${megabytes(usedBytes)} MB of the ${megabytes(quotaBytes)} MB a plot holder may keep. Delete files you no longer need, then upload again.`,
  );
}

/** Inside `tx`: refuses (413) when `adding` bytes would take the holder past the quota. */
export async function ensureWithinQuota(
  tx: Db,
  ownerUserId: number,
  adding: number,
  quotaBytes: number,
): Promise<void> {
  await lockUntilCommit(tx, LockClass.uploadQuota, ownerUserId);
  const [row] = await tx
    .select({ used: sql<number>`coalesce(sum(${uploads.sizeBytes}), 0)::bigint::float8` })
    .from(uploads)
    .where(eq(uploads.ownerUserId, ownerUserId));
  const used = Number(row?.used ?? 0);
  if (used + adding > quotaBytes) throw quotaExceeded(used, quotaBytes);
}
