/**
 * Turns the answers a browser sent into the answers the server stores: the read-only plot header
 * is replaced by the server's own plot facts, hidden and unknown fields are cleared, every file
 * reference must name an upload of this plot holder (its name, size and type are taken from the
 * stored file, not from the browser), and then the one validation of src/domain runs.
 */
import { asc, inArray } from 'drizzle-orm';
import {
  clearHiddenFields,
  DOCUMENTS,
  prefillAnswers,
  splitDraftErrors,
  validateData,
} from '../../../../src/domain/service-engine/index.ts';
import type {
  DataError,
  LoadedService,
  PlotStateLike,
  ValidationMode,
} from '../../../../src/domain/service-engine/index.ts';
import { allowsUndeclared, propertyNames } from '../../../../src/domain/catalog/schema-walk.ts';
import { codeOfMessage } from '../../../../src/domain/contract/messages.ts';
import { uploads } from '../../db/schema-engine.ts';
import type { Db } from '../../db/types.ts';
import type { FieldError } from '../../lib/validation.ts';

/** Spec §8 'File link failed'. */
export const FILE_NOT_FOUND = 'File Not found. Please try linking another file';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Who the answers are for: the plot's facts, its registration (for an application on a plot), its
 * holder, and the application (if it exists).
 */
export interface DataContext {
  facts: Readonly<Record<string, unknown>>;
  registration?: Pick<PlotStateLike, 'applicantInfo' | 'registeredOfficeInfo'>;
  ownerUserId: number;
  submissionId?: string;
}

/**
 * The cleaned answers, the files they reference, and what is wrong with them: `errors` refuse
 * them; `notValidYet` (drafts only) are kept and marked (see splitDraftErrors).
 */
export interface PreparedData {
  data: Record<string, unknown>;
  fileIds: string[];
  errors: FieldError[];
  notValidYet: FieldError[];
}

type Ref = { path: string; ref: Record<string, unknown> };

/** Prepares and validates answers for a draft or a submission. */
export async function prepareData(
  db: Db,
  service: LoadedService,
  answers: Record<string, unknown>,
  mode: ValidationMode,
  context: DataContext,
): Promise<PreparedData> {
  const data = clearHiddenFields(service.schema, withRecordedFacts(service, answers, context))
    .data as Record<string, unknown>;
  const refs = fileRefs(service, data);
  const fileErrors = await resolveFiles(db, service, refs, context, mode === 'submit');
  const { errors } = validateData(service, data, mode, context.facts, { rules: true });
  const split = mode === 'draft' ? splitDraftErrors(errors) : { notValidYet: [], refused: errors };
  return {
    data,
    fileIds: [...new Set(refs.map((r) => String(r.ref.id)))],
    errors: [...fileErrors, ...split.refused.map(withRule)],
    notValidYet: split.notValidYet.map(({ path, message }) => ({ path, message })),
  };
}

/**
 * The answers with the form's facts as the server records them, whatever the client sent: the plot
 * from its facts, and on an application the applicant and the company from the plot's registration
 * (the form shows all three read-only, from there).
 */
function withRecordedFacts(
  service: LoadedService,
  answers: Record<string, unknown>,
  { facts, registration }: DataContext,
): Record<string, unknown> {
  const recorded = prefillAnswers(service.schema, registration ?? {}, facts);
  const sections = registration ? (['applicant', 'company', 'plot'] as const) : (['plot'] as const);
  const out = declaredAnswers(service, answers);
  for (const section of sections) if (recorded[section]) out[section] = recorded[section];
  return out;
}

/**
 * A shallow copy of the answers the form's top level declares, or of all of them where it keeps
 * undeclared ones: the others would be cleared as unknown next (clearHiddenFields), and copying a
 * body of many thousands of them first would be most of its cost.
 */
function declaredAnswers(
  { schema }: LoadedService,
  answers: Record<string, unknown>,
): Record<string, unknown> {
  if (allowsUndeclared(schema)) return { ...answers };
  const out: Record<string, unknown> = {};
  for (const key of propertyNames(schema)) if (Object.hasOwn(answers, key)) out[key] = answers[key];
  return out;
}

/**
 * A field error with the rule it broke (issue 20): the message stays the definition's English,
 * and `keyword` with `ruleParams`, or `check`, let the browser word it from the definition in the
 * user's language (src/domain/validation/messages.ts, messageOfRule).
 */
export function withRule({ path, message, keyword, ruleParams, check }: DataError): FieldError {
  // A catalogued message ('This field is required') is translated by its code.
  if (codeOfMessage(message)) return { path, message };
  if (check !== undefined) return { path, message, keyword, check };
  return { path, message, keyword, ...(ruleParams ? { ruleParams } : {}) };
}

/** Every file reference (an object with a string id) under data.documents, with its pointer. */
function fileRefs(service: LoadedService, data: Record<string, unknown>): Ref[] {
  const documents = data[DOCUMENTS];
  if (!isObject(documents)) return [];
  const out: Ref[] = [];
  for (const { key } of service.uploads) {
    const value = documents[key];
    const list = Array.isArray(value) ? value : [value];
    list.forEach((ref, i) => {
      if (isObject(ref) && typeof ref.id === 'string') {
        const path = `/${DOCUMENTS}/${key}${Array.isArray(value) ? `/${i}` : ''}`;
        out.push({ path, ref });
      }
    });
  }
  return out;
}

/**
 * Checks each reference against the uploads table and copies the stored name, size and type into
 * it. A file of another holder, another service, or already linked to another application is
 * reported as not found — the same answer as an unknown id.
 *
 * A submission (`lock`, on its transaction) locks the files it names until it commits: a delete of
 * one, or another submission naming it, sent at the same moment waits and then finds it linked;
 * a file they deleted or linked first is not found here, as it would be one after the other.
 * Locked in the order of their ids, so two submissions sharing files cannot deadlock.
 */
async function resolveFiles(
  db: Db,
  service: LoadedService,
  refs: Ref[],
  context: DataContext,
  lock: boolean,
): Promise<FieldError[]> {
  const ids = [...new Set(refs.map((r) => String(r.ref.id)).filter((id) => UUID.test(id)))];
  const query = db
    .select()
    .from(uploads)
    .where(inArray(uploads.fileId, ids))
    .orderBy(asc(uploads.fileId));
  const rows = ids.length ? await (lock ? query.for('update') : query) : [];
  const byId = new Map(rows.map((r) => [r.fileId, r]));
  const errors: FieldError[] = [];
  for (const { path, ref } of refs) {
    const row = byId.get(String(ref.id).toLowerCase());
    const usable =
      row &&
      row.ownerUserId === context.ownerUserId &&
      row.serviceId === service.id &&
      (row.submissionId === null || row.submissionId === context.submissionId);
    if (!usable) {
      errors.push({ path, message: FILE_NOT_FOUND });
      continue;
    }
    ref.id = row.fileId;
    ref.name = row.fileName;
    ref.size = row.sizeBytes;
    ref.type = row.contentType;
  }
  return errors;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
