/**
 * Answers set aside: when a newer version of a form cannot keep an answer of a draft (a question
 * no longer asked, a value no longer allowed…), the answer is kept with the application with its
 * reason, never deleted, and listed to the applicant until they mark the list seen.
 */
import { migrateDraft } from '../../../src/domain/service-engine.ts';
import type { LoadedService, MigrationIssue } from '../../../src/domain/service-engine.ts';
import type { SetAsideAnswer } from '../db/schema-engine.ts';
import type { ApplicationRow } from './application-store.ts';

/**
 * The stored answers migrated to the current version, when they were saved on an older version
 * than the answers replacing them (`replacedOn`): what the new version cannot keep of them is
 * still to be set aside. Answers replaced by answers of the same version need not be.
 */
export function migrateStored(
  service: LoadedService,
  row: ApplicationRow | undefined,
  replacedOn = service.version,
) {
  if (!row || row.schemaVersion >= Math.min(replacedOn, service.version)) return undefined;
  return migrateDraft(service, {
    version: row.schemaVersion,
    data: row.data,
    declarationVersions: Object.fromEntries(row.declarationsAccepted.map((d) => [d.id, d.version])),
  });
}

/**
 * The list with the new issues added. An answer already listed (same place, same value) is not
 * listed twice: an open tab on the old form sends the same answers at every save.
 */
export function addSetAside(
  list: readonly SetAsideAnswer[],
  issues: readonly MigrationIssue[],
  versions: { from: number; to: number },
  now: Date,
): SetAsideAnswer[] {
  const out = [...list];
  const known = new Set(list.map(keyOf));
  for (const issue of issues) {
    const entry: SetAsideAnswer = {
      path: issue.path,
      oldValue: issue.oldValue,
      reason: issue.reason,
      fromVersion: versions.from,
      toVersion: versions.to,
      at: now.toISOString(),
      seenAt: null,
    };
    if (known.has(keyOf(entry))) continue;
    known.add(keyOf(entry));
    out.push(entry);
  }
  return out;
}

/** The answers the applicant has not yet marked seen. */
export function unseen(list: readonly SetAsideAnswer[]): SetAsideAnswer[] {
  return list.filter((a) => a.seenAt === null);
}

/** Marks every listed answer seen (kept, with when). */
export function markSeen(list: readonly SetAsideAnswer[], now: Date): SetAsideAnswer[] {
  return list.map((a) => (a.seenAt === null ? { ...a, seenAt: now.toISOString() } : a));
}

/** What the API answers for one set-aside answer. */
export function setAsideView(a: SetAsideAnswer) {
  return {
    path: a.path,
    oldValue: a.oldValue,
    reason: a.reason,
    fromVersion: a.fromVersion,
    toVersion: a.toVersion,
    at: a.at,
  };
}

function keyOf(a: Pick<SetAsideAnswer, 'path' | 'oldValue'>): string {
  return `${a.path}\u0000${JSON.stringify(a.oldValue)}`;
}
