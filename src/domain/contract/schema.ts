/**
 * Builders of the wire contract's JSON Schemas, and the two types read from them.
 *
 * Every schema is a literal (`as const` through these builders), so one object is at once the
 * server's validation and OpenAPI text (Fastify route schemas) and, through json-schema-to-ts, the
 * TypeScript type of the same payload. The browser imports only types from this folder
 * (`import type`), so no schema object reaches its bundle.
 */
import type { FromSchema, JSONSchema } from 'json-schema-to-ts';

// Loose on purpose: a route may pass a schema that is not a literal; only a type read through
// Wire<> needs literals all the way down.
type Properties = Record<string, object>;

/** What travels on the wire for a schema: the type the browser reads and sends. */
export type Wire<S extends JSONSchema> = FromSchema<S>;

export const str = { type: 'string' } as const;
export const int = { type: 'integer' } as const;
export const num = { type: 'number' } as const;
export const bool = { type: 'boolean' } as const;
export const dateTime = { type: 'string', format: 'date-time' } as const;
/** A string that may not be empty, at most `maxLength` characters (ids, names, tokens). */
export const nonEmpty = <const M extends number>(maxLength: M) =>
  ({ type: 'string', minLength: 1, maxLength }) as const;
/** An object whose keys the contract does not fix (answers, master facts). */
export const freeObject = { type: 'object', additionalProperties: true } as const;

export const list = <const I extends object>(items: I) => ({ type: 'array', items }) as const;

export const nullable = <const T extends string, const E extends object = object>(
  type: T,
  extra?: E,
) => ({ type: [type, 'null'], ...extra }) as { readonly type: readonly [T, 'null'] } & E;

/**
 * An object with exactly these properties (unknown ones are refused in a request and never
 * serialised in an answer); all of them required unless `required` names fewer.
 */
export function objectSchema<const P extends Properties>(
  properties: P,
): { type: 'object'; additionalProperties: false; required: (keyof P & string)[]; properties: P };
export function objectSchema<
  const P extends Properties,
  const R extends readonly (keyof P & string)[],
>(
  properties: P,
  required: R,
): { type: 'object'; additionalProperties: false; required: R; properties: P };
export function objectSchema(properties: Properties, required = Object.keys(properties)) {
  return { type: 'object', additionalProperties: false, required, properties };
}

/** The same object, or null (answers whose Data may be empty). */
export function orNull<const S extends { type: 'object'; properties: Properties }>(schema: S) {
  return { ...schema, type: ['object', 'null'] } as Omit<S, 'type'> & {
    readonly type: readonly ['object', 'null'];
  };
}

/** A query with one positive int32 id, under the name the route spells it with. */
export const userIdQuery = <const N extends string>(name: N) =>
  objectSchema({ [name]: { type: 'integer', minimum: 1, maximum: 2147483647 } } as {
    [K in N]: { type: 'integer'; minimum: 1; maximum: 2147483647 };
  });

/** Values of a message's variable parts (a field's name, a limit). */
export const messageParamsSchema = {
  type: 'object',
  additionalProperties: { type: ['string', 'number'] },
} as const;

/**
 * One field error of a refused body: `Data.errors[{path, message, code?, params?}]`; `code` is
 * the message's stable code (see messages.ts) when it has one. An answer of a service form also
 * names the rule it broke — `keyword` and its `ruleParams`, or the cross-field `check` — so the
 * browser words the definition's own message in the user's language (validation/messages.ts).
 */
export const fieldErrorSchema = objectSchema(
  {
    path: str,
    message: str,
    code: str,
    params: messageParamsSchema,
    keyword: str,
    ruleParams: messageParamsSchema,
    check: str,
  },
  ['path', 'message'],
);

/** Data of a refusal that names fields, or null. */
export const fieldErrorsSchema = {
  type: ['object', 'null'],
  additionalProperties: false,
  required: [],
  properties: { errors: list(fieldErrorSchema) },
} as const;

export type FieldError = Wire<typeof fieldErrorSchema>;
/** Field errors a refused call names in Data. */
export type FieldErrors = NonNullable<Wire<typeof fieldErrorsSchema>>;
