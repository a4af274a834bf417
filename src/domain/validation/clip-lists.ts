/**
 * The answers as validation looks at them: every list cut to its schema's `maxItems`. A list that
 * is too long is wrong for its length alone, and the rows past the limit need no look: without
 * this, a body of 60,000 empty rows (the form never sends more than the limit) costed a check and
 * an error for each row, seconds of a server's time and megabytes of answer.
 */
import type { JSONSchema7 } from 'json-schema';
import { isRecord } from '../catalog/json';
import { asSchema, propertySchemas, rowSchema } from '../catalog/schema-walk';

/** A list that was cut: where (data path) and to how many rows. */
export interface ClippedList {
  path: (string | number)[];
  limit: number;
}

const holdsLists = new WeakMap<JSONSchema7, boolean>();

/**
 * Whether a schema or anything under it describes a list; kept per node (schemas do not change
 * once loaded), so that the answers are walked only where a list can be.
 */
function canHoldList(node: JSONSchema7): boolean {
  let known = holdsLists.get(node);
  if (known === undefined) {
    holdsLists.set(node, false); // a schema that refers back to itself adds nothing
    const under = [
      ...Object.values(node.properties ?? {}),
      ...(Array.isArray(node.items) ? node.items : [node.items]),
      node.then,
      node.else,
      ...(node.allOf ?? []),
      ...(node.anyOf ?? []),
      ...(node.oneOf ?? []),
      ...Object.values(node.dependencies ?? {}).filter((d) => !Array.isArray(d)),
    ];
    known =
      node.type === 'array' ||
      under.some((s) => {
        const schema = asSchema(s as JSONSchema7 | undefined);
        return schema !== undefined && canHoldList(schema);
      });
    holdsLists.set(node, known);
  }
  return known;
}

/** The limit a schema (with its allOf entries, which always apply) sets on a list. */
function limitOf(node: JSONSchema7): number {
  const parts = [node, ...(node.allOf ?? []).map(asSchema)];
  return Math.min(...parts.map((s) => s?.maxItems ?? Infinity));
}

/**
 * `data` with every list longer than its `maxItems` cut to it, and the lists cut; `data` itself
 * (not a copy) when nothing was.
 */
export function clipLists(
  schema: JSONSchema7,
  data: unknown,
): { data: unknown; clipped: ClippedList[] } {
  const clipped: ClippedList[] = [];
  return { data: clip([schema], data, [], clipped), clipped };
}

/**
 * `defs` are the schemas that may describe `data` (a property can be defined in several branches
 * of a condition): a list is cut only past the largest of their limits, so that it is never cut
 * below the one that applies (validation names that one).
 */
function clip(
  defs: JSONSchema7[],
  data: unknown,
  path: (string | number)[],
  clipped: ClippedList[],
): unknown {
  if (Array.isArray(data)) {
    const limit = Math.max(...defs.map(limitOf));
    const rows = data.length > limit ? data.slice(0, limit) : data;
    if (rows !== data) clipped.push({ path, limit });
    const items = defs.map(rowSchema).filter((s): s is JSONSchema7 => s !== undefined);
    if (items.length === 0) return rows;
    let out: unknown[] | undefined;
    rows.forEach((row, i) => {
      const seen = clip(items, row, [...path, i], clipped);
      if (seen !== row) (out ??= [...rows])[i] = seen;
    });
    return out ?? rows;
  }
  if (!isRecord(data) || !defs.some(canHoldList)) return data;
  let out: Record<string, unknown> | undefined;
  for (const key of Object.keys(data)) {
    const value = data[key];
    // Only what can hold a list is walked: the text and numbers of the answers are not.
    if (value === null || typeof value !== 'object') continue;
    const found = defs.flatMap((def) => propertySchemas(def, key));
    if (found.length === 0) continue;
    const seen = clip(found, value, [...path, key], clipped);
    if (seen !== value) (out ??= { ...data })[key] = seen;
  }
  return out ?? data;
}
