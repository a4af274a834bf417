/**
 * Declared renames: a field whose schema says `"renamedFrom": "oldName"` (or a list of old names)
 * takes the answer a draft saved under the old name, in the same group, so the applicant does not
 * type it again. The answer is moved only when the new name has none; it is then checked like any
 * other answer (a moved value that breaks a new limit is set aside with the reason).
 */
import type { JSONSchema7 } from 'json-schema';
import { escapePointerSegment, isRecord, type JsonObject } from '../catalog/json';
import { asSchema, itemSchema, objectVariants } from '../catalog/schema-walk';

/** The schema keyword that declares a field's former names. */
export const RENAMED_FROM = 'renamedFrom';

/** One answer moved from its old name to its new one (JSON pointers into the answers). */
export interface MovedAnswer {
  from: string;
  to: string;
}

/** The former names a field declares (none when it has no `renamedFrom`). */
export function formerNames(field: JSONSchema7): string[] {
  const value = (field as Record<string, unknown>)[RENAMED_FROM];
  if (typeof value === 'string') return [value];
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

/** The answers with every declared rename applied, and the answers that moved. */
export function applyRenames(
  schema: JSONSchema7,
  data: JsonObject,
): { data: JsonObject; moved: MovedAnswer[] } {
  const moved: MovedAnswer[] = [];
  return { data: renameIn(schema, data, '', moved) as JsonObject, moved };
}

function renameIn(node: JSONSchema7, value: unknown, path: string, moved: MovedAnswer[]): unknown {
  if (Array.isArray(value)) {
    const item = itemSchema(node);
    return item ? value.map((v, i) => renameIn(item, v, `${path}/${i}`, moved)) : value;
  }
  if (!isRecord(value)) return value;
  const out: Record<string, unknown> = { ...value };
  const fields = new Map<string, JSONSchema7[]>();
  for (const variant of objectVariants(node)) {
    for (const [name, def] of Object.entries(variant.properties ?? {})) {
      const field = asSchema(def);
      if (field) fields.set(name, [...(fields.get(name) ?? []), field]);
    }
  }
  for (const [name, defs] of fields) {
    if (out[name] !== undefined) continue;
    const old = defs.flatMap(formerNames).find((o) => out[o] !== undefined && !fields.has(o));
    if (old === undefined) continue;
    out[name] = out[old];
    delete out[old];
    moved.push({
      from: `${path}/${escapePointerSegment(old)}`,
      to: `${path}/${escapePointerSegment(name)}`,
    });
  }
  for (const [name, defs] of fields) {
    if (out[name] === undefined) continue;
    let next: unknown = out[name];
    for (const def of defs)
      next = renameIn(def, next, `${path}/${escapePointerSegment(name)}`, moved);
    out[name] = next;
  }
  return out;
}
