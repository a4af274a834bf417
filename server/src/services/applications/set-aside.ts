/**
 * Answers set aside: when a newer version of a form cannot keep an answer of a draft (a question
 * no longer asked, a value no longer allowed…), the answer is kept with the application with its
 * reason, never deleted, and listed to the applicant until they mark the list seen.
 */
import { fieldLabel, migrateDraft } from '../../../../src/domain/service-engine/index.ts';
import type { LoadedService, MigrationIssue } from '../../../../src/domain/service-engine/index.ts';
import type { SetAsideAnswer } from '../../db/schema-engine.ts';
import type { Db } from '../../db/types.ts';
import type { ApplicationRow } from './store.ts';
import { storedDefinition } from '../forms/snapshots.ts';

/** Names an answer's place as the applicant read it. */
export type LabelOf = (path: string) => string;

/**
 * Labels answers by the titles of the definition the row was last saved against (a removed
 * field keeps the title the applicant knew); undefined when no definition is stored for it.
 */
export async function labelsOfSaved(
  db: Db,
  row: ApplicationRow | undefined,
): Promise<LabelOf | undefined> {
  const stored = row?.definitionHash ? await storedDefinition(db, row.definitionHash) : undefined;
  if (!stored) return undefined;
  const form = stored.definition as unknown as Parameters<typeof fieldLabel>[0];
  return (path) => fieldLabel(form, path);
}

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
  return migrateDraft(
    service,
    {
      version: row.schemaVersion,
      data: row.data,
      declarationVersions: Object.fromEntries(
        row.declarationsAccepted.map((d) => [d.id, d.version]),
      ),
    },
    { codes: true },
  );
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
  labelOf?: LabelOf,
): SetAsideAnswer[] {
  const out = [...list];
  const known = new Set(list.map(keyOf));
  for (const issue of issues) {
    const entry: SetAsideAnswer = {
      path: issue.path,
      oldValue: issue.oldValue,
      reason: issue.reason,
      ...(issue.why ? { why: issue.why } : {}),
      ...(labelOf ? { label: labelOf(issue.path) } : {}),
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
    ...(a.why ? { why: a.why } : {}),
    ...(a.label ? { label: a.label } : {}),
    fromVersion: a.fromVersion,
    toVersion: a.toVersion,
    at: a.at,
  };
}

function keyOf(a: Pick<SetAsideAnswer, 'path' | 'oldValue'>): string {
  return `${a.path}\u0000${JSON.stringify(a.oldValue)}`;
}
