/**
 * Validates each file against the meta-schema its "$schema" names: steps, ui, parts, rates,
 * catalog (through schemas/service.schema.json), or plain draft-07 for data schemas.
 */
import Ajv, { type ErrorObject } from 'ajv';
import type { SchemaFiles } from '../catalog/files';
import { resolvePath } from '../catalog/files';
import { error, type Issue } from '../catalog/issues';
import { isRecord, pointerToJsonPath } from '../catalog/json';
import { acceptMessage, maxBytesMessage, MISSING_KEY } from './check-steps';

/** The kinds of file the meta-schema describes. */
export type FileKind = 'data' | 'steps' | 'ui' | 'parts' | 'rates' | 'catalog';

const entryFiles: Record<Exclude<FileKind, 'data'>, string> = {
  steps: 'steps.schema.json',
  ui: 'ui.schema.json',
  parts: 'parts.schema.json',
  rates: 'rates.schema.json',
  catalog: 'catalog.schema.json',
};

/** The meta-schema files themselves (at the top of schemas/). */
export const metaFiles = new Set(['service.schema.json', ...Object.values(entryFiles)]);

const DRAFT_07 = /^https?:\/\/json-schema\.org\/draft-07\/schema#?$/;

/** The kind a file declares through "$schema" (`from` is the file's path), or undefined. */
export function kindOf(file: string, json: unknown, from = file): FileKind | undefined {
  if (!isRecord(json) || typeof json.$schema !== 'string') return undefined;
  if (DRAFT_07.test(json.$schema)) return 'data';
  const target = resolvePath(from, json.$schema);
  return (Object.keys(entryFiles) as (keyof typeof entryFiles)[]).find(
    (k) => entryFiles[k] === target,
  );
}

/** Validates files against the meta-schemas found in `files`. */
export class MetaValidator {
  private readonly ajv: Ajv;

  constructor(files: SchemaFiles) {
    // verbose: an error carries the value, so a message can say what to write instead.
    this.ajv = new Ajv({ allErrors: true, strict: false, verbose: true });
    for (const name of metaFiles) {
      if (isRecord(files[name])) this.ajv.addSchema(files[name] as object, name);
    }
  }

  /** The issues of `json` (the contents of `file`) against the meta-schema of `kind`. */
  validate(file: string, json: unknown, kind: FileKind): Issue[] {
    if (kind === 'data') {
      if (this.ajv.validateSchema(json as object) === true) return [];
      return toIssues(file, this.ajv.errors ?? []);
    }
    const validate = this.ajv.getSchema(entryFiles[kind]);
    if (!validate) return [error(entryFiles[kind], '$', 'meta-schema missing')];
    return validate(json) ? [] : toIssues(file, validate.errors ?? []);
  }
}

/** Turns ajv errors into issues, leaving out the noise of `$ref`-or-object alternatives. */
export function toIssues(file: string, errors: readonly ErrorObject[]): Issue[] {
  const specific = errors.filter(
    (e) =>
      !e.schemaPath.includes('/definitions/ref/') &&
      e.keyword !== 'anyOf' &&
      e.keyword !== 'oneOf' &&
      // The "$ref or the part itself" alternatives: a part written out is not missing a $ref.
      !(
        e.keyword === 'required' &&
        (e.params as { missingProperty?: string }).missingProperty === '$ref'
      ),
  );
  const kept = specific.length > 0 ? specific : errors;
  const seen = new Set<string>();
  const out: Issue[] = [];
  for (const e of kept) {
    const issue = error(file, pointerToJsonPath(e.instancePath), describe(e));
    const key = `${issue.path}|${issue.message}`;
    if (!seen.has(key)) out.push(issue);
    seen.add(key);
  }
  return out;
}

function describe(e: ErrorObject): string {
  const p = e.params as Record<string, unknown>;
  // An upload slot's mistakes, said as check-steps.ts says them (the two are then one line).
  if (/^\/uploads\/\d+\/accept\/\d+$/.test(e.instancePath) && e.keyword === 'pattern')
    return acceptMessage(e.data);
  if (/^\/uploads\/\d+\/maxBytes$/.test(e.instancePath) && e.keyword === 'type')
    return maxBytesMessage(e.data);
  if (
    /^\/uploads\/\d+$/.test(e.instancePath) &&
    e.keyword === 'required' &&
    p.missingProperty === 'key'
  )
    return MISSING_KEY;
  if (e.keyword === 'additionalProperties')
    return `unknown property "${String(p.additionalProperty)}"`;
  if (e.keyword === 'required') return `missing property "${String(p.missingProperty)}"`;
  if (e.keyword === 'enum')
    return `${e.message ?? 'not allowed'}: ${JSON.stringify(p.allowedValues)}`;
  if (e.keyword === 'const') return `must be ${JSON.stringify(p.allowedValue)}`;
  return e.message ?? e.keyword;
}
