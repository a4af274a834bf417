/** A parsed JSON value, as read from a schema file. */
export type JsonValue =
  string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** A parsed JSON object. */
export type JsonObject = { [key: string]: JsonValue };

/** True when `value` is a plain object (not an array, not null). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Splits a JSON pointer ('/a/b~1c') into its unescaped segments (['a', 'b/c']). */
export function parsePointer(pointer: string): string[] {
  const body = pointer.startsWith('#') ? pointer.slice(1) : pointer;
  if (body === '' || body === '/') return [];
  return body
    .replace(/^\//, '')
    .split('/')
    .map((s) => decodeURIComponent(s).replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** The value at a JSON pointer inside `root`, or undefined when the pointer leads nowhere. */
/** Escapes one pointer segment (RFC 6901: '~' → '~0', '/' → '~1'). */
export function escapePointerSegment(segment: string | number): string {
  return String(segment).replace(/~/g, '~0').replace(/\//g, '~1');
}

export function getAtPointer(root: unknown, pointer: string): unknown {
  let node: unknown = root;
  for (const segment of parsePointer(pointer)) {
    if (Array.isArray(node)) node = node[Number(segment)];
    else if (isRecord(node) && Object.hasOwn(node, segment)) node = node[segment];
    else return undefined;
  }
  return node;
}

/** Renders path segments as a JSONPath string ('$.steps[2].fields'), the checker's path format. */
export function toJsonPath(segments: readonly (string | number)[]): string {
  return segments.reduce<string>((acc, s) => {
    if (typeof s === 'number' || /^\d+$/.test(s)) return `${acc}[${s}]`;
    return /^[A-Za-z_$][\w$]*$/.test(s) ? `${acc}.${s}` : `${acc}[${JSON.stringify(s)}]`;
  }, '$');
}

/** Converts an ajv instance path ('/a/0/b') to a JSONPath string ('$.a[0].b'). */
export function pointerToJsonPath(pointer: string): string {
  return toJsonPath(parsePointer(pointer));
}

/** A deep copy of a JSON-compatible value. */
export function cloneJson<T>(value: T): T {
  return value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T);
}

/** The value at already-split path segments inside `root`, or undefined. */
export function getAtSegments(root: unknown, segments: readonly (string | number)[]): unknown {
  let node: unknown = root;
  for (const segment of segments) {
    if (Array.isArray(node)) node = node[Number(segment)];
    else if (isRecord(node) && Object.hasOwn(node, String(segment))) node = node[String(segment)];
    else return undefined;
  }
  return node;
}

/**
 * Whether two sets of answers hold the same content: a missing key, an empty list and an object
 * of nothing but those are all "nothing". A form fills its sections in as `{}` when it opens,
 * which is not something the applicant typed.
 */
export function sameContent(a: unknown, b: unknown): boolean {
  const aEmpty = holdsNothing(a);
  const bEmpty = holdsNothing(b);
  if (aEmpty || bEmpty) return aEmpty && bEmpty;
  if (Array.isArray(a) || Array.isArray(b)) {
    return (
      Array.isArray(a) &&
      Array.isArray(b) &&
      a.length === b.length &&
      a.every((item, index) => sameContent(item, b[index]))
    );
  }
  if (isRecord(a) && isRecord(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((key) => sameContent(a[key], b[key]));
  }
  return a === b;
}

function holdsNothing(value: unknown): boolean {
  if (value === undefined) return true;
  if (Array.isArray(value)) return value.length === 0;
  return isRecord(value) && Object.values(value).every(holdsNothing);
}
