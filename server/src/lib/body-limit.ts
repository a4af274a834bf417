/**
 * Body limits that fit what each route carries. A route whose body schema bounds every value (closed
 * objects, strings with maxLength, arrays with maxItems) can never need more bytes than that bound,
 * so it gets the bound (with room for whitespace and escapes, at least MIN_BODY_LIMIT): a sign-in
 * body is refused at a few kilobytes instead of being parsed and validated at a megabyte. Routes
 * carrying free-form data (a draft's answers) keep the app's large limit.
 */
import type { RouteOptions } from 'fastify';

/** The smallest limit a route gets: room for any small form, pretty-printed. */
export const MIN_BODY_LIMIT = 4 * 1024;

type Schema = Record<string, unknown>;

const asSchema = (value: unknown): Schema | null =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Schema) : null;

// A JSON number or literal is at most this long (-1.7976931348623157e+308).
const SCALAR_BYTES = 24;
// Each character of a string may arrive escaped as \uXXXX (6 bytes) or, in a form-encoded body,
// as the percent-encoded UTF-8 of a three-byte character (9 bytes).
const ESCAPED_CHAR_BYTES = 9;

/** The largest JSON text (without whitespace) a schema accepts; Infinity when unbounded. */
export function maxJsonBytes(value: unknown): number {
  const schema = asSchema(value);
  if (!schema) return Infinity;
  if (Array.isArray(schema.enum))
    return Math.max(0, ...schema.enum.map((v) => JSON.stringify(v).length));
  if ('const' in schema) return JSON.stringify(schema.const).length;
  const alternatives = (schema.anyOf ?? schema.oneOf) as unknown[] | undefined;
  if (Array.isArray(alternatives)) return Math.max(0, ...alternatives.map(maxJsonBytes));
  const types = Array.isArray(schema.type) ? (schema.type as string[]) : [schema.type];
  return Math.max(...types.map((type) => typeBytes(schema, type)));
}

function typeBytes(schema: Schema, type: unknown): number {
  switch (type) {
    case 'null':
    case 'boolean':
    case 'number':
    case 'integer':
      return SCALAR_BYTES;
    case 'string':
      return typeof schema.maxLength === 'number'
        ? 2 + schema.maxLength * ESCAPED_CHAR_BYTES
        : Infinity;
    case 'array': {
      if (typeof schema.maxItems !== 'number') return Infinity;
      return 2 + schema.maxItems * (maxJsonBytes(schema.items) + 1);
    }
    case 'object': {
      if (schema.additionalProperties !== false) return Infinity;
      const properties = asSchema(schema.properties) ?? {};
      let total = 2;
      for (const [key, child] of Object.entries(properties))
        total += JSON.stringify(key).length + 2 + maxJsonBytes(child);
      return total;
    }
    default:
      return Infinity;
  }
}

/** The limit a route's body schema implies; undefined (the app's limit) when it is unbounded. */
export function bodyLimitForSchema(bodySchema: unknown): number | undefined {
  const bytes = maxJsonBytes(bodySchema);
  if (!Number.isFinite(bytes)) return undefined;
  // Half again plus a kilobyte leaves room for any indentation a client may send.
  return Math.max(MIN_BODY_LIMIT, Math.ceil((bytes * 1.5 + 1024) / 1024) * 1024);
}

/**
 * onRoute hook: a route without its own bodyLimit gets the one its body schema implies, and a
 * route without a body schema reads no body: MIN_BODY_LIMIT. (Parsing a megabyte of JSON holds the
 * event loop ~100 ms, before any hook could refuse the request.) Routes reading a multipart stream
 * are left alone; their parser has limits of its own.
 */
export function applySchemaBodyLimit(route: RouteOptions): void {
  if (route.bodyLimit !== undefined) return;
  const schema = route.schema as { body?: unknown; consumes?: string[] } | undefined;
  if (schema?.consumes?.includes('multipart/form-data')) return;
  const limit = schema?.body ? bodyLimitForSchema(schema.body) : MIN_BODY_LIMIT;
  if (limit !== undefined) route.bodyLimit = limit;
}
