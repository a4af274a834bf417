/**
 * Request validation. Two ajv instances: bodies are checked strictly (no type coercion, unknown
 * fields rejected rather than stripped), while query strings, params and headers — which arrive as
 * text — may be coerced ("5" → 5). Errors become a message that names the field.
 */
import { Ajv } from 'ajv';
import type { ErrorObject, Options } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';

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
  return ajv;
}

/** Fastify validator compiler: strict bodies, coerced query strings / params / headers. */
export function createValidatorCompiler(): FastifySchemaCompiler<unknown> {
  const bodyAjv = createAjv({ coerceTypes: false });
  const textAjv = createAjv({ coerceTypes: 'array' });
  return ({ schema, httpPart }) => {
    const ajv = httpPart === 'body' ? bodyAjv : textAjv;
    return ajv.compile(schema as object);
  };
}

export interface FieldError {
  path: string;
  message: string;
}

const partNames: Record<string, string> = {
  body: 'Field',
  querystring: 'Query parameter',
  params: 'Path parameter',
  headers: 'Header',
};

function joinPath(instancePath: string, child?: unknown): string {
  const parts = instancePath.split('/').filter(Boolean);
  if (typeof child === 'string') parts.push(child);
  return parts.join('.');
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
    case 'enum':
      return {
        path,
        message: `${subject} must be one of: ${(p.allowedValues as unknown[]).join(', ')}`,
      };
    default:
      return { path, message: `${subject} ${error.message ?? 'is invalid'}` };
  }
}

/** Turns ajv errors into `{message, errors}`; message is the first error, naming its field. */
export function describeValidationErrors(
  errors: readonly (FastifySchemaValidationError | ErrorObject)[],
  part: string = 'body',
): { message: string; errors: FieldError[] } {
  const noun = partNames[part] ?? 'Field';
  const described = errors.map((e) => describe(e, noun));
  // ajv with allErrors can report the same problem twice (e.g. via anyOf); keep one of each.
  const unique = described.filter(
    (d, i) => described.findIndex((o) => o.message === d.message) === i,
  );
  return { message: unique[0]?.message ?? 'Invalid request', errors: unique };
}
