/**
 * Whether the form asks a question for the current answers: every group on the way declares it in
 * a part that applies (the base, the `then` of a condition that holds, …; see conditions.ts). A
 * question a condition hides is not asked, so a fee rule reading it finds it absent, not missing.
 */
import type { JSONSchema7 } from 'json-schema';
import { isRecord } from '../catalog/json';
import { asSchema, rowSchema } from '../catalog/schema-walk';
import { activeVariants } from './conditions';

/** Whether the question at `segments` (property names and row numbers) is asked for `data`. */
export function isAsked(schema: JSONSchema7, data: unknown, segments: readonly string[]): boolean {
  let node: JSONSchema7 | undefined = schema;
  let value: unknown = data;
  for (const segment of segments) {
    if (!node) return false;
    if (node.type === 'array') {
      node = rowSchema(node);
      value = Array.isArray(value) ? value[Number(segment)] : undefined;
      continue;
    }
    const here: unknown = value;
    const defs: JSONSchema7[] = activeVariants(node, isRecord(here) ? here : {})
      .map((v) =>
        Object.hasOwn(v.properties ?? {}, segment) ? asSchema(v.properties?.[segment]) : undefined,
      )
      .filter((d): d is JSONSchema7 => d !== undefined);
    if (defs.length === 0) return false;
    node = defs.length === 1 ? defs[0] : { allOf: defs };
    value = isRecord(here) ? here[segment] : undefined;
  }
  return true;
}
