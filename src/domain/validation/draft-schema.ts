/**
 * A draft may be incomplete but not wrong: the draft version of a schema drops what only a
 * complete answer needs — `required`, `minItems`, `minProperties`, `minLength`, property
 * dependencies, and the must-be-ticked rule of declarations — and keeps types, formats, patterns, ranges and lists.
 * Conditions (`if`) are kept as written, so a condition still tests what it tested.
 */
import type { JSONSchema7 } from 'json-schema';
import { isAcceptance } from '../catalog/schema-walk';
import { isRecord } from '../catalog/json';

const completeness = new Set(['required', 'minItems', 'minProperties', 'minLength']);

/** The schema a draft is validated against. */
export function draftSchema(schema: JSONSchema7): JSONSchema7 {
  return relax(schema) as JSONSchema7;
}

function relax(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(relax);
  if (!isRecord(node)) return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (completeness.has(key)) continue;
    if (key === 'enum' && isAcceptance(node as JSONSchema7)) continue;
    out[key] = key === 'if' ? value : relaxChild(key, value);
  }
  return out;
}

/** Keywords whose value is a map of names to schemas (a property may be called 'required'). */
function isSchemaMap(key: string): boolean {
  return key === 'properties' || key === 'definitions' || key === 'patternProperties';
}

function relaxChild(key: string, value: unknown): unknown {
  if (isSchemaMap(key) || key === 'dependencies') {
    if (!isRecord(value)) return value;
    // A dependency written as a list of names is a `required` in disguise: drop it too.
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, v]) => !Array.isArray(v))
        .map(([k, v]) => [k, relax(v)]),
    );
  }
  if (['enum', 'const', 'default', 'examples', 'errorMessages', 'type'].includes(key)) return value;
  return relax(value);
}
