/**
 * The targets of the drafts this process saved last, as their save left them. The next save of the
 * same draft starts from its kept target instead of reading it again: its update is conditional on
 * the application's revision and the plot's stamp (draft-store.ts), so a target that any write, on
 * any process, has made stale is not written on; that save then reads (save-draft.ts).
 */
import type { AuthUser } from '../../auth/authenticate.ts';
import type { Db } from '../../db/types.ts';
import { actorFor, plotOwnerScope } from '../identity/access.ts';
import type { Catalog } from '../forms/catalog.ts';
import { serviceFromBody } from './rules.ts';
import type { WrittenApplication } from './store.ts';
import { ensureSameTarget } from './target.ts';
import type { ReadTarget, TargetBody } from './target.ts';

/** Drafts being edited at once on one process; the least recently saved is dropped first. */
const MAX_KEPT = 1_000;

const keptOf = new WeakMap<Db, Map<string, ReadTarget>>();

/** Keeps `target` as its save wrote it: `row` with the answers `data`. */
export function keepTarget(
  db: Db,
  target: ReadTarget,
  row: WrittenApplication,
  data: ReadTarget['existing']['data'],
): void {
  let kept = keptOf.get(db);
  if (!kept) keptOf.set(db, (kept = new Map()));
  kept.delete(row.submissionId);
  kept.set(row.submissionId, { ...target, existing: { ...row, data }, state: row.state });
  if (kept.size > MAX_KEPT) kept.delete(kept.keys().next().value!);
}

export function forgetTarget(db: Db, submissionId: string): void {
  keptOf.get(db)?.delete(submissionId);
}

/**
 * The kept target of this save, for this user, as readTarget answers it when nothing was written
 * since; undefined when none is kept or this user's read would not find it. Throws readTarget's
 * refusals of the body.
 */
export function keptTarget(
  db: Db,
  catalog: Catalog,
  user: AuthUser,
  body: TargetBody & { SubmissionId: string },
): ReadTarget | undefined {
  const kept = keptOf.get(db)?.get(body.SubmissionId);
  if (!kept) return undefined;
  // readTarget's scope: a holder's account reads only the plots it holds.
  const owner = plotOwnerScope(user);
  if (owner !== null && owner !== kept.plotOwnerId) return undefined;
  ensureSameTarget(kept.existing, body);
  return {
    ...kept,
    service: serviceFromBody(catalog, body.ServiceId),
    actor: actorFor(user, kept.plotOwnerId),
  };
}
