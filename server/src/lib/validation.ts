/**
 * Request validation. Two ajv instances: bodies are checked strictly (no type coercion, unknown
 * fields rejected rather than stripped), while query strings, params and headers — which arrive as
 * text — may be coerced ("5" → 5). Errors become a message that names the field.
 */
import { Ajv } from 'ajv';
import type { ErrorObject, Options, ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import { escapePointerSegment, isRecord } from '../../../src/domain/catalog/json.ts';
import { shownName } from './input-guard.ts';

// ajv-formats is CommonJS; under ESM its default export may arrive wrapped.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ??
  addFormatsModule) as (ajv: Ajv) => Ajv;

function createAjv(options: Options): Ajv {
  const ajv = new Ajv({
    removeAdditional: false,
    useDefaults: true,
    allErrors: true,
    strict: true,
    // OpenAPI annotations that may appear inside route schemas.
    keywords: ['example', 'xml', 'externalDocs', 'discriminator'],
    ...options,
  });
  addFormats(ajv);
  addFiniteKeyword(ajv);
  return ajv;
}

/** The range of the database's `integer` columns, which every integer input ends up in. */
export const INT32 = { minimum: -2147483648, maximum: 2147483647 } as const;

// Values of these keywords are data, not schemas: never rewritten.
const DATA_KEYWORDS = new Set(['enum', 'const', 'default', 'examples', 'example']);

const hasType = (schema: Record<string, unknown>, type: string) =>
  schema.type === type || (Array.isArray(schema.type) && schema.type.includes(type));

/**
 * A copy of the schema in which every number must be finite and every integer without bounds of
 * its own gets the int32 range. ajv coerces the query text "Infinity" (or "1e309") to Infinity and
 * then skips minimum/maximum for it, and 1e300 is an integer to JSON Schema: without this both
 * would reach the database and fail there instead of answering a 400 naming the field.
 */
export function withBoundedNumbers(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withBoundedNumbers);
  if (!schema || typeof schema !== 'object') return schema;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema))
    out[key] = DATA_KEYWORDS.has(key) ? value : withBoundedNumbers(value);
  if (hasType(out, 'integer')) {
    if (out.minimum === undefined && out.exclusiveMinimum === undefined)
      out.minimum = INT32.minimum;
    if (out.maximum === undefined && out.exclusiveMaximum === undefined)
      out.maximum = INT32.maximum;
  }
  if (hasType(out, 'integer') || hasType(out, 'number')) out.finite = true;
  return out;
}

/** `finite: true`: a number (coerced or not) must not be ±Infinity or NaN. */
function addFiniteKeyword(ajv: Ajv) {
  ajv.addKeyword({
    keyword: 'finite',
    schemaType: 'boolean',
    errors: false,
    validate: (wanted: boolean, data: unknown) =>
      !wanted || typeof data !== 'number' || Number.isFinite(data),
  });
}

/**
 * Fastify validator compiler: strict bodies, coerced query strings / params / headers. A schema
 * is compiled when a request first needs it, and once per flavour however many routes carry it (a
 * GET and its HEAD twin, the shared query and path schemas): compiling every route's schemas was
 * a large part of a start, and most routes are not called in a process's first minutes. Sharing a
 * validator is safe: Fastify reads its `errors` right after the synchronous call.
 * server/tests/route-schemas.test.ts compiles them all, so a broken schema still fails the tests.
 */
export function createValidatorCompiler(): FastifySchemaCompiler<unknown> {
  const bodyAjv = createAjv({ coerceTypes: false });
  const textAjv = createAjv({ coerceTypes: 'array' });
  const compiled = new Map<string, ValidateFunction>();
  const compile = (schema: unknown, body: boolean) => {
    const bounded = withBoundedNumbers(schema) as object;
    const key = `${body ? 'body' : 'text'}\0${JSON.stringify(bounded)}`;
    let validate = compiled.get(key);
    if (!validate) {
      validate = (body ? bodyAjv : textAjv).compile(bounded);
      compiled.set(key, validate);
    }
    return validate;
  };
  return ({ schema, httpPart }) =>
    onFirstUse(
      () => compile(schema, httpPart === 'body'),
      httpPart === 'body' ? (data) => manyUnknownFields(schema, data) : undefined,
    );
}

/**
 * A validator that compiles on its first call and then behaves as the compiled one; `refuse`, when
 * given, may answer the errors first, without it.
 */
function onFirstUse(
  compile: () => ValidateFunction,
  refuse?: (data: unknown) => ErrorObject[] | null,
) {
  let compiled: ValidateFunction | undefined;
  const validate = (data: unknown) => {
    const refused = refuse?.(data);
    if (refused) {
      validate.errors = refused;
      return false;
    }
    compiled ??= compile();
    const valid = compiled(data);
    validate.errors = compiled.errors;
    return valid;
  };
  validate.errors = null as ValidateFunction['errors'];
  return validate;
}

/**
 * The first MAX_REPORTED_ERRORS unknown fields of a closed object (`additionalProperties: false`,
 * at the top or under `properties`), when it has more than that many; null otherwise. ajv with
 * allErrors builds an error for every unknown field: ~100 ms for a body of 116,000 of them (issue
 * 17's hostile body), while the 400 names only the first few (describeValidationErrors). Bodies
 * with a few unknown fields are left to ajv, which reports them with every other problem.
 */
export function manyUnknownFields(schema: unknown, data: unknown, at = ''): ErrorObject[] | null {
  if (!isRecord(schema) || !isRecord(data)) return null;
  const properties = isRecord(schema.properties) ? schema.properties : {};
  if (schema.additionalProperties === false) {
    const unknown: ErrorObject[] = [];
    for (const key of Object.keys(data)) {
      if (Object.hasOwn(properties, key)) continue;
      unknown.push({
        instancePath: at,
        schemaPath: '#/additionalProperties',
        keyword: 'additionalProperties',
        params: { additionalProperty: key },
        message: 'must NOT have additional properties',
      });
      if (unknown.length > MAX_REPORTED_ERRORS) {
        // The object's missing fields first, as ajv reports them.
        const required = Array.isArray(schema.required) ? (schema.required as string[]) : [];
        const missing = required
          .filter((key) => !Object.hasOwn(data, key))
          .map<ErrorObject>((key) => ({
            instancePath: at,
            schemaPath: '#/required',
            keyword: 'required',
            params: { missingProperty: key },
            message: `must have required property '${key}'`,
          }));
        return [...missing, ...unknown].slice(0, MAX_REPORTED_ERRORS);
      }
    }
  }
  for (const key of Object.keys(properties)) {
    if (!Object.hasOwn(data, key)) continue;
    const pointer = `${at}/${escapePointerSegment(key)}`;
    const found = manyUnknownFields(properties[key], data[key], pointer);
    if (found) return found;
  }
  return null;
}

export interface FieldError {
  path: string;
  message: string;
  /** An answer's broken rule (see services/forms/answers.ts, withRule). */
  keyword?: string;
  ruleParams?: Record<string, string | number>;
  check?: string;
}

const partNames: Record<string, string> = {
  body: 'Field',
  querystring: 'Query parameter',
  params: 'Path parameter',
  headers: 'Header',
};

/** The dotted path of a field, as a message may show it (see shownName). */
function joinPath(instancePath: string, child?: unknown): string {
  // ajv writes '~' and '/' inside a key as '~0' and '~1' (JSON Pointer).
  const parts = instancePath
    .split('/')
    .filter(Boolean)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (typeof child === 'string') parts.push(child);
  return shownName(parts.join('.'));
}

function describe(error: FastifySchemaValidationError | ErrorObject, noun: string): FieldError {
  const p = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'additionalProperties': {
      const path = joinPath(error.instancePath, p.additionalProperty);
      return { path, message: `Unknown ${noun.toLowerCase()} '${path}' is not allowed` };
    }
    case 'required': {
      const path = joinPath(error.instancePath, p.missingProperty);
      return { path, message: `${noun} '${path}' is required` };
    }
  }
  const path = joinPath(error.instancePath);
  const subject = path ? `${noun} '${path}'` : noun === 'Field' ? 'Request body' : noun;
  switch (error.keyword) {
    case 'type':
      return { path, message: `${subject} must be of type ${String(p.type)}` };
    case 'minLength':
      return {
        path,
        message:
          p.limit === 1
            ? `${subject} must not be empty`
            : `${subject} must be at least ${String(p.limit)} characters`,
      };
    case 'maxLength':
      return { path, message: `${subject} must be at most ${String(p.limit)} characters` };
    case 'format':
      return { path, message: `${subject} must be a valid ${String(p.format)}` };
    case 'finite':
      return { path, message: `${subject} must be a finite number` };
    case 'minimum':
    case 'maximum':
      return {
        path,
        message: `${subject} must be ${p.comparison === '>=' ? 'at least' : 'at most'} ${String(p.limit)}`,
      };
    case 'enum':
      return {
        path,
        message: `${subject} must be one of: ${(p.allowedValues as unknown[]).join(', ')}`,
      };
    default:
      return { path, message: `${subject} ${error.message ?? 'is invalid'}` };
  }
}

/**
 * How many distinct problems a 400 lists. A hostile body can hold ~100,000 unknown fields; naming
 * the first few tells a client everything it can act on.
 */
export const MAX_REPORTED_ERRORS = 20;

/**
 * Turns ajv errors into `{message, errors}`; message is the first error, naming its field. Linear
 * in the number of errors, and it stops once MAX_REPORTED_ERRORS distinct ones are collected.
 */
export function describeValidationErrors(
  errors: readonly (FastifySchemaValidationError | ErrorObject)[],
  part: string = 'body',
): { message: string; errors: FieldError[] } {
  const noun = partNames[part] ?? 'Field';
  // ajv with allErrors can report the same problem twice (e.g. via anyOf); keep one of each.
  const seen = new Set<string>();
  const unique: FieldError[] = [];
  for (const error of errors) {
    const described = describe(error, noun);
    if (seen.has(described.message)) continue;
    seen.add(described.message);
    unique.push(described);
    if (unique.length === MAX_REPORTED_ERRORS) break;
  }
  return { message: unique[0]?.message ?? 'Invalid request', errors: unique };
}

/**
 * Fastify's schemaErrorFormatter: the error's message is our first message. (Fastify's own
 * formatter writes every error into one string: 100,000 of them for a hostile body.)
 */
export function validationErrorFormatter(
  errors: FastifySchemaValidationError[],
  part: string,
): Error {
  return new Error(describeValidationErrors(errors, part).message);
}
