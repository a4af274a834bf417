/**
 * One validation for both sides: the server validates every saved draft and every submission
 * with this, the stepper shows the same messages. A draft may be incomplete (see draft-schema.ts);
 * a submission must be complete and pass the service's cross-field checks. Clear hidden and
 * unknown fields first (drafts/hidden-fields.ts), as a stored answer must not keep them.
 */
import type { ErrorObject, ValidateFunction } from 'ajv';
import { escapePointerSegment } from '../catalog/json';
import type { LoadedService } from '../catalog/types';
import { sharedAjv } from './ajv';
import { runChecks } from './checks';
import { clipLists } from './clip-lists';
import { draftSchema } from './draft-schema';
import { fromAjvError, messageFor, ruleParamsOf } from './messages';

/** Whether the answers are saved as a draft or submitted. */
export type ValidationMode = 'draft' | 'submit';

/** One problem with the answers: the field (JSON pointer), the keyword that failed, the message. */
export interface DataError {
  path: string;
  keyword: string;
  message: string;
  /** The rule's figures ({limit: 20}), so another language can word the message again. */
  ruleParams?: Record<string, string | number>;
  /** The id of the cross-field check that failed (keyword 'check'). */
  check?: string;
}

/** The outcome of validating answers. */
export interface DataValidation {
  valid: boolean;
  errors: DataError[];
}

const compiled = new WeakMap<LoadedService, Partial<Record<ValidationMode, ValidateFunction>>>();

/** The compiled ajv validator of a service for a mode (cached per loaded service). */
export function compiledValidator(service: LoadedService, mode: ValidationMode): ValidateFunction {
  const cache = compiled.get(service) ?? {};
  compiled.set(service, cache);
  // The draft schema is derived only when compiling: deriving it walked the whole schema per call.
  return (cache[mode] ??= sharedAjv().compile(
    mode === 'draft' ? draftSchema(service.schema) : service.schema,
  ));
}

/** What validateData adds to each error. */
export interface ValidationOptions {
  /**
   * Name the broken rule (`ruleParams`, `check`): the server sends it with its English message so
   * the browser can word it in the user's language (validation/messages.ts, messageOfRule).
   */
  rules?: boolean;
}

/**
 * Validates a service's answers. `plot` (master data) feeds the cross-field checks; pass the
 * server's own plot record, never the copy inside `data`.
 */
export function validateData(
  service: LoadedService,
  data: unknown,
  mode: ValidationMode,
  plot: Readonly<Record<string, unknown>> = {},
  { rules = false }: ValidationOptions = {},
): DataValidation {
  const validate = compiledValidator(service, mode);
  const seen = clipLists(service.schema, data);
  const found = validate(seen.data) ? [] : [...(validate.errors ?? [])];
  for (const { path, limit } of seen.clipped) {
    // A list cut to its limit is still too long: said as ajv says it (unless ajv found a lower
    // limit of a branch that applies, on the rows left).
    const instancePath = toPointer(path);
    if (!found.some((e) => e.keyword === 'maxItems' && e.instancePath === instancePath))
      found.push({
        keyword: 'maxItems',
        instancePath,
        schemaPath: '#/maxItems',
        params: { limit },
        message: `must NOT have more than ${limit} items`,
      });
  }
  const errors: DataError[] = [];
  for (const e of withoutBranchNoise(found)) {
    const like = fromAjvError(e);
    const message = messageFor(service.schema, like, service.messages) ?? e.message ?? e.keyword;
    const path = toPointer(like.path);
    errors.push({
      path,
      keyword: e.keyword,
      message,
      ...(rules ? { ruleParams: ruleParamsOf(e.params) } : {}),
    });
  }
  const failures = mode === 'submit' ? runChecks(service.checks, seen.data, plot) : [];
  for (const failure of failures) {
    errors.push({
      path: failure.path,
      keyword: 'check',
      message: failure.message,
      ...(rules ? { check: failure.id } : {}),
    });
  }
  return { valid: errors.length === 0, errors: dedupe(errors) };
}

/** When a oneOf / anyOf fails, its own message says it; drop the errors of each branch at that field. */
function withoutBranchNoise(errors: readonly ErrorObject[]): ErrorObject[] {
  const combos = errors.filter((e) => e.keyword === 'oneOf' || e.keyword === 'anyOf');
  return errors.filter(
    (e) =>
      !combos.some(
        (c) =>
          c !== e &&
          e.schemaPath.startsWith(`${c.schemaPath}/`) &&
          e.instancePath === c.instancePath,
      ),
  );
}

function toPointer(path: readonly (string | number)[]): string {
  return path.map((s) => `/${escapePointerSegment(s)}`).join('');
}

/** ajv reports an `if` failure next to the failure it explains; keep one message per field. */
function dedupe(errors: DataError[]): DataError[] {
  const seen = new Set<string>();
  return errors.filter((e) => {
    if (e.keyword === 'if') return false;
    const key = `${e.path}|${e.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * What a draft keeps although it is not valid yet: a value of the right type that breaks a rule of
 * its format (pattern, length, range, count). A draft is a draft — what was typed is saved, the
 * field is marked, and the submission refuses it. A value of the wrong type or outside its list
 * is refused even in a draft: the form never produces one.
 */
const NOT_VALID_YET = new Set([
  'pattern',
  'format',
  'maxLength',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'maxItems',
  'uniqueItems',
]);

/** Splits a draft's errors into those the draft keeps (`notValidYet`) and those that refuse it. */
export function splitDraftErrors(errors: readonly DataError[]) {
  return {
    notValidYet: errors.filter((e) => NOT_VALID_YET.has(e.keyword)),
    refused: errors.filter((e) => !NOT_VALID_YET.has(e.keyword)),
  };
}
