/**
 * Draft migration: a draft saved on schema version N is opened with version M. Answers under a
 * field's former name move to it (`renamedFrom`, renames.ts). Answers that still fit are kept;
 * the ones that do not — a question no longer asked, a value no longer allowed, a condition that
 * now hides the field, a declaration whose text changed — are taken out of the answers and
 * reported (path, old value, reason): the server keeps them with the draft, set aside, and the
 * stepper lists them, so none is dropped silently. A draft on the current version goes through
 * the same checks.
 */
import type { ErrorObject } from 'ajv';
import {
  cloneJson,
  getAtPointer,
  getAtSegments,
  isRecord,
  parsePointer,
  type JsonObject,
} from '../catalog/json';
import { DECLARATIONS } from '../catalog/inject';
import type { LoadedService } from '../catalog/types';
import { compiledValidator } from '../validation/validate-data';
import { clearHiddenFields } from './hidden-fields';
import {
  declarationChanged,
  migrationReason,
  noLongerAsked,
  plainReasons,
  type MigrationReason,
  type MigrationWhy,
} from './migration-reasons';
import { applyRenames, type MovedAnswer } from './renames';

/** A draft as stored: its answers and the version of the service it was saved on. */
export interface StoredDraft {
  version: number;
  data: unknown;
  /** Versions of the declarations accepted (id → version), when the store records them. */
  declarationVersions?: Readonly<Record<string, number>>;
}

/** An answer that did not fit the current version and was removed. */
export interface MigrationIssue {
  path: string;
  oldValue: unknown;
  /** Why, in English (kept with the draft; the browser shows `why` in the user's language). */
  reason: string;
  why?: MigrationWhy;
  /** How the field read on the form the answer was given on (its titles), when known. */
  label?: string;
}

/** An issue as the server keeps it with the draft: set aside on a change of version, and when. */
export interface SetAsideRecord extends MigrationIssue {
  fromVersion: number;
  toVersion: number;
  at: string;
}

/** The migrated draft: answers that fit the current version, and what was removed. */
export interface DraftMigration {
  fromVersion: number;
  toVersion: number;
  data: JsonObject;
  issues: MigrationIssue[];
  /** Answers that moved to a field's new name (declared with `renamedFrom`). */
  moved: MovedAnswer[];
}

/** An issue's reason: in English, and with its code when asked for. */
type IssueReason = Pick<MigrationIssue, 'reason' | 'why'>;
type Because = (reason: MigrationReason) => IssueReason;

/** What migrateDraft adds to each issue. */
export interface MigrationOptions {
  /** Give each issue its reason's code (`why`), for a list shown in the user's language. */
  codes?: boolean;
}

/** Migrates a stored draft to the service's current version. */
export function migrateDraft(
  service: LoadedService,
  draft: StoredDraft,
  { codes = false }: MigrationOptions = {},
): DraftMigration {
  const issues: MigrationIssue[] = [];
  const because: Because = (r) => (codes ? r : { reason: r.reason });
  const to = service.version;
  if (!isRecord(draft.data)) {
    if (draft.data !== undefined && draft.data !== null) {
      issues.push({ path: '', oldValue: draft.data, ...because(plainReasons.notReadable) });
    }
    return { fromVersion: draft.version, toVersion: to, data: {}, issues, moved: [] };
  }
  const unknown = draft.version === to ? plainReasons.notAField : noLongerAsked(to);
  const renamed = applyRenames(service.schema, draft.data as JsonObject);
  const structural = clearHiddenFields(service.schema, renamed.data);
  for (const c of structural.cleared) {
    const reason = c.reason === 'unknown' ? unknown : plainReasons.hidden;
    issues.push({ path: c.path, oldValue: c.value, ...because(reason) });
  }
  let data = structural.data as JsonObject;
  data = dropStaleDeclarations(service, data, draft.declarationVersions, issues, because);
  data = dropInvalid(service, data, issues, because);
  return { fromVersion: draft.version, toVersion: to, data, issues, moved: renamed.moved };
}

/** The declaration versions to store with a draft, so a later text change asks again. */
export function declarationVersions(service: LoadedService): Record<string, number> {
  return Object.fromEntries(service.declarations.map((d) => [d.id, d.version]));
}

function dropStaleDeclarations(
  service: LoadedService,
  data: JsonObject,
  accepted: Readonly<Record<string, number>> | undefined,
  issues: MigrationIssue[],
  because: Because,
): JsonObject {
  const answers = data[DECLARATIONS];
  if (!accepted || !isRecord(answers)) return data;
  const kept: JsonObject = { ...answers };
  for (const d of service.declarations) {
    const was = accepted[d.id];
    if (kept[d.id] === undefined || was === undefined || was === d.version) continue;
    issues.push({
      path: `/${DECLARATIONS}/${d.id}`,
      oldValue: kept[d.id],
      ...because(declarationChanged(was, d.version)),
    });
    delete kept[d.id];
  }
  return { ...data, [DECLARATIONS]: kept };
}

/** Removes values the draft schema rejects, deepest first, until the draft validates. */
function dropInvalid(
  service: LoadedService,
  data: JsonObject,
  issues: MigrationIssue[],
  because: Because,
): JsonObject {
  const validate = compiledValidator(service, 'draft');
  const reasonOf = (e: ErrorObject) => because(migrationReason(service, e));
  let current = cloneJson(data);
  for (let round = 0; round < 10 && !validate(current); round++) {
    const errors = (validate.errors ?? []).filter((e) => e.keyword !== 'if');
    // Cut over-long lists first, so their surplus items are reported whole.
    const long = errors.filter((e) => e.keyword === 'maxItems');
    let changed = false;
    for (const e of long) {
      const limit = Number(e.params.limit);
      changed = truncate(current, e.instancePath, limit, reasonOf(e), issues) || changed;
    }
    if (changed) continue;
    const targets = new Map<string, ErrorObject>();
    for (const e of errors) if (!targets.has(e.instancePath)) targets.set(e.instancePath, e);
    const ordered = [...targets.keys()].sort((a, b) => b.length - a.length || b.localeCompare(a));
    for (const path of ordered) {
      const e = targets.get(path) as ErrorObject;
      if (path === '') {
        issues.push({ path: '', oldValue: current, ...reasonOf(e) });
        return {};
      }
      changed = remove(current, path, reasonOf(e), issues) || changed;
    }
    current = compact(current) as JsonObject;
    if (!changed) break;
  }
  return current;
}

/** Marks an array item for removal; arrays are compacted after each round so indexes stay put. */
const REMOVED = Symbol('removed');

function remove(
  root: JsonObject,
  path: string,
  reason: IssueReason,
  issues: MigrationIssue[],
): boolean {
  const segments = parsePointer(path);
  const key = segments.pop() as string;
  const parent = getAtSegments(root, segments);
  if (Array.isArray(parent)) {
    const index = Number(key);
    if (!(index in parent) || (parent[index] as unknown) === REMOVED) return false;
    issues.push({ path, oldValue: parent[index], ...reason });
    (parent as unknown[])[index] = REMOVED;
    return true;
  }
  if (!isRecord(parent) || !(key in parent)) return false;
  issues.push({ path, oldValue: parent[key], ...reason });
  delete parent[key];
  return true;
}

function compact(node: unknown): unknown {
  if (Array.isArray(node)) return node.filter((v) => v !== REMOVED).map(compact);
  if (!isRecord(node)) return node;
  return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, compact(v)]));
}

function truncate(
  root: JsonObject,
  path: string,
  limit: number,
  reason: IssueReason,
  issues: MigrationIssue[],
): boolean {
  const list = getAtPointer(root, path);
  if (!Array.isArray(list) || list.length <= limit) return false;
  list
    .slice(limit)
    .forEach((value, i) =>
      issues.push({ path: `${path}/${limit + i}`, oldValue: value, ...reason }),
    );
  list.length = limit;
  return true;
}
