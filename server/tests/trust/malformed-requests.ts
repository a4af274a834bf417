/**
 * fast-check arbitraries of malformed requests for one route, built from the route's own options
 * (method, URL, JSON Schemas): wrong types, missing and extra fields, huge strings, NUL and lone
 * surrogates, non-finite and out-of-range numbers, deep nesting, prototype-pollution keys, path
 * tricks, wrong content types and broken multipart bodies. Values near the schema are mixed in, so
 * requests also get past validation into the handlers.
 */
import fc from 'fast-check';
import type { Arbitrary } from 'fast-check';

/** What a test knows of a route: the options Fastify's onRoute hook saw. */
export interface RouteUnderTest {
  method: string;
  url: string;
  schema?: { body?: unknown; querystring?: unknown; params?: unknown; consumes?: string[] };
}

/** A request to send with app.inject; `identity` says whose session headers to add. */
export interface MalformedRequest {
  method: string;
  url: string;
  identity: 'anonymous' | 'investor';
  /** Session headers are replaced by these where given (a broken token, a wrong UserId…). */
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** One line saying what kind of request this is, for failure reports. */
  kind: string;
}

/** A JSON number literal JSON.stringify cannot write (1e309 parses to Infinity). */
class RawNumber {
  constructor(readonly text: string) {}
}

type Schema = Record<string, unknown>;
const asSchema = (v: unknown): Schema =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Schema) : {};

export const HUGE = 100_000;

const specialTexts = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfff',
  '\udc00\ud800',
  '😀\ud83d',
  '\u202e\u200b',
  '../../etc/passwd',
  '..\\..\\windows',
  '%00',
  '%',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '${7*7}',
  '__proto__',
  'constructor',
  '1e309',
  'Infinity',
  '-Infinity',
  'NaN',
  '2147483648',
  '-2147483649',
  '9007199254740993',
  '0x7fffffff',
  '-0',
  '1.5',
  'null',
  'true',
  '[]',
  '{}',
];

/** Any text, often hostile: arbitrary code points (lone surrogates included) or a known trick. */
export const hostileText: Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...specialTexts) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ maxLength: 20 }) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom('x', 'é', '😀', '\u0000', '%'), fc.constantFrom(300, 5_000, HUGE))
      .map(([unit, n]) => unit.repeat(n)),
  },
);

const rawNumbers = ['1e309', '-1e309', '1e300', '-1e300', '2147483648', '-2147483649', '1e-400'];

/** Numbers that break naive code: non-finite (as JSON text), huge, negative, fractional. */
const hostileNumber: Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...rawNumbers).map((t) => new RawNumber(t)),
  fc.constantFrom(0, -1, 1.5, -0, 2 ** 31, 2 ** 53 + 2, Number.MAX_SAFE_INTEGER, 1e21),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

const protoKeys = ['__proto__', 'constructor', 'prototype', 'hasOwnProperty', 'toString'];

/** A deeply nested array or object, as JSON text (too deep to build as a value cheaply). */
const deepJson: Arbitrary<string> = fc
  .tuple(fc.constantFrom(40, 1_000, 100_000), fc.boolean())
  .map(([depth, arrays]) =>
    arrays
      ? `${'['.repeat(depth)}${']'.repeat(depth)}`
      : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`,
  );

/** Any JSON-ish value, hostile at every level. */
const hostileValue: Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileText,
    hostileNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(hostileText, fc.constantFrom(...protoKeys)), tie('value'), {
      maxKeys: 4,
    }),
  ),
})).value;

/** A value for one schema: mostly near it (so validation passes), sometimes anything at all. */
function valueFor(schemaValue: unknown): Arbitrary<unknown> {
  const schema = asSchema(schemaValue);
  return fc.oneof(
    { weight: 3, arbitrary: nearValue(schema) },
    { weight: 2, arbitrary: hostileValue },
  );
}

function nearValue(schema: Schema): Arbitrary<unknown> {
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  const types = Array.isArray(schema.type) ? (schema.type as string[]) : [schema.type];
  const type = types.find((t) => t !== 'null') ?? types[0];
  switch (type) {
    case 'string': {
      const maxLength = typeof schema.maxLength === 'number' ? schema.maxLength : 40;
      if (schema.format === 'email')
        return fc.emailAddress().filter((e) => !e.endsWith('demo.test'));
      return fc.oneof(
        fc.string({ minLength: 1, maxLength: Math.min(maxLength, 40) }),
        fc.string({ unit: 'binary', minLength: 1, maxLength: Math.min(maxLength, 20) }),
        fc.constantFrom('1', '2', 'Demo@12345', 'A'.repeat(Math.min(maxLength, 200)), '\u0000'),
        fc.nat({ max: 10_000 }).map(String),
      );
    }
    case 'integer':
      return fc.oneof(fc.integer({ min: -2, max: 5_000 }), hostileNumber);
    case 'number':
      return fc.oneof(fc.double({ min: -1, max: 1e6, noNaN: true }), hostileNumber);
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(valueFor(schema.items), { maxLength: 4 });
    case 'object':
      return objectFor(schema);
    default:
      return hostileValue;
  }
}

/** An object for an object schema: its fields (some missing, some wrong), plus extra keys. */
function objectFor(schema: Schema): Arbitrary<Record<string, unknown>> {
  const properties = Object.entries(asSchema(schema.properties));
  if (properties.length === 0) return fc.dictionary(hostileText, hostileValue, { maxKeys: 4 });
  const known = fc.record(
    Object.fromEntries(properties.map(([key, child]) => [key, valueFor(child)])),
    { requiredKeys: [] },
  );
  const extra = fc.dictionary(
    fc.oneof(fc.constantFrom(...protoKeys, 'IsAdmin'), hostileText),
    hostileValue,
    {
      maxKeys: 2,
    },
  );
  return fc
    .tuple(known, fc.option(extra, { freq: 3 }))
    .map(([fields, more]) => (more ? Object.assign({}, fields, more) : fields));
}

/** JSON text of a value, with RawNumber written as its literal. */
export function toJsonText(value: unknown): string {
  if (value instanceof RawNumber) return value.text;
  if (Array.isArray(value)) return `[${value.map(toJsonText).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.entries(value)
      .map(([k, v]) => `${JSON.stringify(k)}:${toJsonText(v)}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}

/** Percent-encodes any text, lone surrogates included (as the bytes a broken encoder sends). */
export function percent(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return [...text]
      .map((c) => {
        const code = c.charCodeAt(0);
        if (code < 0xd800 || code > 0xdfff || c.length > 1) return encodeURIComponent(c);
        const bytes = [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)];
        return bytes.map((b) => `%${b.toString(16).toUpperCase()}`).join('');
      })
      .join('');
  }
}

const asText = (value: unknown): string =>
  typeof value === 'string' ? value : value instanceof RawNumber ? value.text : toJsonText(value);

/** A query string (or form body) from field values; arrays repeat the key. */
function formEncode(fields: Record<string, unknown>): string {
  return Object.entries(fields)
    .flatMap(([key, value]) =>
      (Array.isArray(value) ? value : [value]).map((v) => `${percent(key)}=${percent(asText(v))}`),
    )
    .join('&');
}

const rawQueryTricks = [
  '%',
  '%zz',
  '%ff',
  '%ED%A0%80',
  'a[b][c]=1',
  '__proto__[x]=1',
  '&&&',
  '=',
  'a=1&a=2',
];

function queryFor(schema: unknown): Arbitrary<string> {
  return fc.oneof(
    // At most 16,000 characters: over HTTP, Node's parser refuses a longer head (16 KiB) before
    // the app sees it, so longer queries only cost the run time.
    {
      weight: 4,
      arbitrary: objectFor(asSchema(schema)).map((q) => formEncode(q).slice(0, 16_000)),
    },
    { weight: 1, arbitrary: fc.constantFrom(...rawQueryTricks) },
    { weight: 1, arbitrary: fc.constant('') },
  );
}

const pathTricks = [
  '..',
  '%2e%2e',
  '%2F',
  '%00',
  '%ff',
  '%ED%A0%80',
  '%',
  '%25',
  '.',
  '~',
  ' ',
  '%20',
];

/** The route's URL with each `:param` filled by a (hostile) segment, sometimes with a tail. */
function urlFor(route: RouteUnderTest): Arbitrary<string> {
  const names = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  const segment = fc.oneof(
    { weight: 2, arbitrary: fc.constantFrom(...pathTricks) },
    { weight: 3, arbitrary: hostileText.map((t) => percent(t.slice(0, 2_000)) || 'x') },
    { weight: 2, arbitrary: fc.nat({ max: 100_000 }).map(String) },
  );
  const tail = fc.constantFrom('', '', '', '/', '//', '/..%2f..%2fetc%2fpasswd', ';x=1', '%00');
  return fc
    .tuple(fc.array(segment, { minLength: names.length, maxLength: names.length }), tail)
    .map(([values, end]) => {
      let i = 0;
      return route.url.replace(/:(\w+)/g, () => values[i++] ?? 'x') + end;
    });
}

const boundary = 'trustboundary';
type MultipartPart = { name: string; value: string; filename?: string };
function multipart(parts: MultipartPart[]): string {
  return (
    parts
      .map(
        (p) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"` +
          (p.filename !== undefined
            ? `; filename="${p.filename}"\r\nContent-Type: application/pdf`
            : '') +
          `\r\n\r\n${p.value}\r\n`,
      )
      .join('') + `--${boundary}--\r\n`
  );
}

/** Content type and payload: JSON near the schema, broken JSON, forms, multipart oddities… */
function bodyFor(
  schema: unknown,
): Arbitrary<{ type?: string; payload?: string | Buffer; kind: string }> {
  const json = fc.oneof(
    { weight: 4, arbitrary: valueFor(schema).map(toJsonText) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '{',
        '{"a":}',
        '[1,]',
        '',
        'null',
        'NaN',
        '1e309',
        '"\\u0000"',
        '{"__proto__":{"isAdmin":true}}',
        '{"constructor":{"prototype":{"isAdmin":true}}}',
        '\ufeff{}',
        `{"a":${'1'.repeat(5_000)}}`,
        '{"a":"\\ud800"}',
      ),
    },
    { weight: 1, arbitrary: deepJson },
  );
  const field = fc.tuple(
    fc.constantFrom('ServiceId', 'Key', 'SubmissionId', 'file', 'x'),
    hostileText,
  );
  return fc.oneof(
    {
      weight: 8,
      arbitrary: json.map((payload) => ({ type: 'application/json', payload, kind: 'json' })),
    },
    {
      weight: 2,
      arbitrary: valueFor(schema).map((v) => ({
        type: 'application/x-www-form-urlencoded',
        payload:
          v && typeof v === 'object' && !Array.isArray(v)
            ? formEncode(v as Record<string, unknown>)
            : asText(v),
        kind: 'form',
      })),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(
          fc.constantFrom(
            'multipart/form-data',
            'multipart/form-data; boundary=',
            `multipart/form-data; boundary=${boundary}`,
            `multipart/form-data; boundary=other`,
            `multipart/form-data; boundary="${boundary}"; charset=utf-16`,
          ),
          fc.array(field, { maxLength: 4 }),
          fc.constantFrom(undefined, 'a.pdf', '', '../../x.pdf', 'a\u0000.pdf'),
          fc.boolean(),
        )
        .map(([type, fields, filename, truncate]) => {
          const parts: MultipartPart[] = fields.map(([name, value]) => ({ name, value }));
          if (filename !== undefined) parts.push({ name: 'file', value: '%PDF-1.4 x', filename });
          const text = multipart(parts);
          return {
            type,
            payload: truncate ? text.slice(0, text.length / 2) : text,
            kind: 'multipart',
          };
        }),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.constantFrom(
            undefined,
            'text/plain',
            'application/xml',
            'application/json; charset=utf-16le',
            'application/json; charset=latin1',
            'application/x-www-form-urlencoded',
            'application/octet-stream',
            'image/png',
            '*/*',
            ';;;',
          ),
          json,
        )
        .map(([type, payload]) => ({ type, payload, kind: `content-type ${String(type)}` })),
    },
    { weight: 1, arbitrary: fc.constant({ kind: 'no body' }) },
  );
}

/** Header values that ruin a session (the header names are spec §7's). */
const headerTricks: Arbitrary<Record<string, string>> = fc.oneof(
  { weight: 6, arbitrary: fc.constant({}) },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom('1e309', 'Infinity', '-1', '0', 'abc', '', ' 2 ', '99999999999')
      .map((userid) => ({ userid })),
  },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom('Bearer', 'Bearer x.y.z', 'Basic Og==', 'bearer  ')
      .map((authorization) => ({ authorization })),
  },
  {
    weight: 1,
    arbitrary: fc
      .string({ maxLength: 40 })
      .filter((s) => /^[\x20-\x7e]*$/.test(s))
      .map((sessiontoken) => ({ sessiontoken })),
  },
);

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Malformed requests for one route and one identity. */
export function malformedRequest(
  route: RouteUnderTest,
  identity: MalformedRequest['identity'],
): Arbitrary<MalformedRequest> {
  const schema = route.schema ?? {};
  const hasBody = BODY_METHODS.has(route.method);
  return fc
    .record({
      path: urlFor(route),
      query: fc.option(queryFor(schema.querystring), { freq: 4, nil: '' }),
      body: hasBody
        ? bodyFor(schema.body)
        : fc.constant({ kind: 'no body' } as { type?: string; payload?: string; kind: string }),
      headers: headerTricks,
    })
    .map(({ path, query, body, headers }) => ({
      method: route.method,
      url: query ? `${path}?${query}` : path,
      identity,
      headers: body.type ? { ...headers, 'content-type': body.type } : headers,
      ...(body.payload !== undefined ? { payload: body.payload } : {}),
      kind: body.kind,
    }));
}
