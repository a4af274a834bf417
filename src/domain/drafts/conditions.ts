/**
 * Which parts of an object schema apply to the current answers: the base node, the `then` or
 * `else` of each `if`, every `allOf` entry, the schema dependencies whose key is answered, and
 * the `oneOf`/`anyOf` branch whose fixed values (const / enum) match the answers.
 */
import type { JSONSchema7 } from 'json-schema';
import type { ValidateFunction } from 'ajv';
import { isRecord } from '../catalog/json';
import { asSchema } from '../catalog/schema-walk';
import { sharedAjv } from '../validation/ajv';

const compiled = new WeakMap<object, ValidateFunction>();

/** True when `data` satisfies `schema` (compiled once per schema object). */
export function matches(schema: JSONSchema7, data: unknown): boolean {
  let validate = compiled.get(schema);
  if (!validate) {
    validate = sharedAjv().compile(schema);
    compiled.set(schema, validate);
  }
  return validate(data) === true;
}

/**
 * Whether a condition holds for the answers; undefined when it cannot be told (a form this build
 * has no validator for): then every branch it chooses between counts as shown.
 */
export type ConditionTest = (condition: JSONSchema7, data: unknown) => boolean | undefined;

/** The subschemas of an object node that apply to `data`, the node itself first. */
export function activeVariants(
  node: JSONSchema7,
  data: unknown,
  test: ConditionTest = matches,
): JSONSchema7[] {
  const out: JSONSchema7[] = [];
  const visit = (variant: JSONSchema7 | undefined) => {
    if (!variant) return;
    out.push(variant);
    const cond = asSchema(variant.if);
    const holds = cond ? test(cond, data) : false;
    if (cond && holds !== false) visit(asSchema(variant.then));
    if (cond && holds !== true) visit(asSchema(variant.else));
    for (const entry of variant.allOf ?? []) visit(asSchema(entry));
    for (const [key, dep] of Object.entries(variant.dependencies ?? {})) {
      if (!Array.isArray(dep) && isRecord(data) && data[key] !== undefined) {
        visit(asSchema(dep as JSONSchema7));
      }
    }
    for (const list of [variant.oneOf, variant.anyOf]) {
      const branches = (list ?? []).map(asSchema).filter((b): b is JSONSchema7 => b !== undefined);
      // Without fixed values to tell the branches apart, every branch counts as shown.
      if (branches.every((b) => discriminator(b) === null)) branches.forEach(visit);
      else {
        const tested = branches.map((b) => branchMatches(b, data, test));
        if (tested.includes(undefined)) branches.forEach(visit);
        else visit(branches[tested.indexOf(true)]);
      }
    }
  };
  visit(node);
  return out;
}

const discriminators = new WeakMap<object, JSONSchema7 | null>();

/**
 * The test of the properties a branch fixes (const / enum), or null when it fixes none. Exported
 * for the build step that precompiles every schema `matches` is given (build/validators).
 */
export function discriminator(branch: JSONSchema7): JSONSchema7 | null {
  if (!discriminators.has(branch)) {
    const fixed = Object.entries(branch.properties ?? {}).filter(
      ([, p]) => isRecord(p) && ('const' in p || 'enum' in p),
    );
    discriminators.set(
      branch,
      fixed.length === 0
        ? null
        : {
            type: 'object',
            properties: Object.fromEntries(fixed),
            required: fixed.map(([k]) => k),
          },
    );
  }
  return discriminators.get(branch) ?? null;
}

/** A oneOf/anyOf branch applies when the properties it fixes hold those values. */
function branchMatches(branch: JSONSchema7, data: unknown, test: ConditionTest) {
  const fixed = discriminator(branch);
  return fixed ? test(fixed, data) : false;
}
