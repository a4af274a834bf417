/**
 * Hidden fields clear their data: given the schema and the answers, removes answers to questions
 * a condition (if/then/else, dependencies, oneOf) no longer asks, and answers to fields the
 * schema does not declare at all. Call it on every change in the stepper and before the server
 * validates or stores answers.
 */
import type { JSONSchema7 } from 'json-schema';
import { escapePointerSegment, isRecord } from '../catalog/json';
import { allowsUndeclared, asSchema, propertyNames, rowSchema } from '../catalog/schema-walk';
import { activeVariants } from './conditions';

/** An answer that was removed: where (JSON pointer), what it was, and why. */
export interface ClearedField {
  path: string;
  value: unknown;
  reason: 'hidden' | 'unknown';
}

/** Returns the answers without hidden and undeclared fields, and the list of what was removed. */
export function clearHiddenFields(
  schema: JSONSchema7,
  data: unknown,
  options: { dropUnknown?: boolean } = {},
): { data: unknown; cleared: ClearedField[] } {
  const cleared: ClearedField[] = [];
  const result = clean(schema, data, '', cleared, options.dropUnknown ?? true);
  return { data: result, cleared };
}

/** The JSON pointer of `key` under `path`. */
const pointer = (path: string, key: string) => `${path}/${escapePointerSegment(key)}`;

function clean(
  node: JSONSchema7,
  data: unknown,
  path: string,
  cleared: ClearedField[],
  dropUnknown: boolean,
): unknown {
  if (Array.isArray(data)) {
    const item = rowSchema(node);
    return item ? data.map((d, i) => clean(item, d, `${path}/${i}`, cleared, dropUnknown)) : data;
  }
  const all = propertyNames(node);
  if (!isRecord(data) || all.size === 0) return data;
  const active = activeVariants(node, data);
  const keepsUnknown = !dropUnknown || allowsUndeclared(node);
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(data)) {
    const value = data[key];
    // An undeclared key is settled without looking at the variants: a body of many unknown
    // fields costs one set lookup each.
    if (!all.has(key)) {
      if (keepsUnknown) out[key] = value;
      else cleared.push({ path: pointer(path, key), value, reason: 'unknown' });
      continue;
    }
    const defs = active
      .map((v) =>
        Object.hasOwn(v.properties ?? {}, key) ? asSchema(v.properties?.[key]) : undefined,
      )
      .filter((d): d is JSONSchema7 => d !== undefined);
    if (defs.length > 0) {
      const merged = defs.length === 1 ? (defs[0] as JSONSchema7) : { allOf: defs };
      out[key] = clean(merged, value, pointer(path, key), cleared, dropUnknown);
    } else {
      cleared.push({ path: pointer(path, key), value, reason: 'hidden' });
    }
  }
  return out;
}
