/**
 * Deletes orphan uploads: files nobody uses — not linked to an application, not the letter of
 * authority of a plot, not referenced by the answers of any application (a draft holds its files
 * only in its answers) nor by its set-aside answers (a file slot a newer form version dropped is
 * kept for the applicant) — older than UPLOAD_ORPHAN_HOURS. index.ts runs it at start and every
 * UPLOAD_PURGE_PERIOD_MS; on PostgreSQL several processes may run it at once, so a transaction
 * advisory lock lets one of them purge and the others skip.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/types.ts';
import type { FileStorage } from '../../lib/storage.ts';

export const UPLOAD_PURGE_PERIOD_MS = 60 * 60 * 1000;
/** Rows deleted per run at most, so one run never holds its transaction long. */
export const UPLOAD_PURGE_BATCH = 1000;
// Any constant shared by all processes of this app (see db/migrate.ts).
export const UPLOAD_PURGE_LOCK_ID = 7_215_004_003;

export interface UploadPurge {
  /** False when another process held the lock and this run did nothing. */
  ran: boolean;
  files: number;
  bytes: number;
}

type Rows<T> = { rows: T[] };

export async function purgeOrphanUploads(
  deps: { db: Db; storage: FileStorage },
  olderThanHours: number,
): Promise<UploadPurge> {
  const deleted = await deps.db.transaction(async (tx) => {
    const lock = (await tx.execute(
      sql`select pg_try_advisory_xact_lock(${UPLOAD_PURGE_LOCK_ID}) as got`,
    )) as unknown as Rows<{ got: boolean }>;
    if (!lock.rows[0]?.got) return null;
    const result = (await tx.execute(sql`
      delete from uploads where file_id in (
        select u.file_id from uploads u
        where u.submission_id is null
          and u.created_at < now() - make_interval(hours => ${olderThanHours})
          and not exists (select 1 from plots p where p.authority_letter_file_id = u.file_id)
          and not exists (
            select 1 from applications a
            where a.state <> 'Deleted'
              and (jsonb_path_exists(a.data, '$.documents.*.id ? (@ == $id)',
                                     jsonb_build_object('id', u.file_id::text))
                or jsonb_path_exists(a.set_aside, '$[*].oldValue.**.id ? (@ == $id)',
                                     jsonb_build_object('id', u.file_id::text)))
          )
        order by u.created_at
        limit ${UPLOAD_PURGE_BATCH}
      )
      returning storage_key, size_bytes`)) as unknown as Rows<{
      storage_key: string;
      size_bytes: number;
    }>;
    return result.rows;
  });
  if (deleted === null) return { ran: false, files: 0, bytes: 0 };
  // The rows are gone first: a file left behind by a failed delete is unreachable, never dangling.
  for (const row of deleted) await deps.storage.delete(row.storage_key);
  const bytes = deleted.reduce((sum, row) => sum + Number(row.size_bytes), 0);
  return { ran: true, files: deleted.length, bytes };
}
