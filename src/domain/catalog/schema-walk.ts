/**
 * Walking a resolved data schema: which subschemas define a property (counting if/then/else,
 * allOf, anyOf/oneOf and dependency branches), and which nodes a data path leads to.
 */
import type { JSONSchema7, JSONSchema7Definition } from 'json-schema';

/** The schema of a definition, or undefined for boolean schemas and absent values. */
export function asSchema(def: JSONSchema7Definition | undefined): JSONSchema7 | undefined {
  return typeof def === 'object' && def !== null ? def : undefined;
}

/** Every subschema that can add properties to an object node, the node itself first. */
export function objectVariants(node: JSONSchema7): JSONSchema7[] {
  const out: JSONSchema7[] = [node];
  const branches: (JSONSchema7Definition | undefined)[] = [
    node.then,
    node.else,
    ...(node.allOf ?? []),
    ...(node.anyOf ?? []),
    ...(node.oneOf ?? []),
  ];
  for (const dep of Object.values(node.dependencies ?? {})) {
    if (!Array.isArray(dep)) branches.push(dep as JSONSchema7Definition);
  }
  for (const branch of branches) {
    const schema = asSchema(branch);
    if (schema) out.push(...objectVariants(schema));
  }
  return out;
}

/** All subschemas that define property `name` anywhere in an object node's variants. */
export function propertySchemas(node: JSONSchema7, name: string): JSONSchema7[] {
  const out: JSONSchema7[] = [];
  for (const variant of objectVariants(node)) {
    const prop = asSchema(variant.properties?.[name]);
    if (prop && Object.hasOwn(variant.properties ?? {}, name)) out.push(prop);
  }
  return out;
}

const namesOf = new WeakMap<JSONSchema7, ReadonlySet<string>>();

/**
 * Every property name an object node can have (base, conditional and dependency branches). Kept
 * per node: schemas are not changed once loaded, and the answers are cleaned against them on every
 * change in the stepper and every save on the server (drafts/hidden-fields.ts).
 */
export function propertyNames(node: JSONSchema7): ReadonlySet<string> {
  let names = namesOf.get(node);
  if (!names) {
    const found = new Set<string>();
    for (const variant of objectVariants(node)) {
      for (const name of Object.keys(variant.properties ?? {})) found.add(name);
    }
    namesOf.set(node, (names = found));
  }
  return names;
}

/** The item schema of an array node (the first one when `items` is a tuple). */
export function itemSchema(node: JSONSchema7): JSONSchema7 | undefined {
  const items = node.items;
  if (Array.isArray(items)) return asSchema(items[0]);
  return asSchema(items);
}

/** Whether an object node keeps properties it does not declare (additionalProperties true or a schema). */
export function allowsUndeclared(node: JSONSchema7): boolean {
  const extra = node.additionalProperties;
  return extra === true || (typeof extra === 'object' && extra !== null);
}

/** A list's row schema, from the node or else from one of its allOf entries. */
export function rowSchema(node: JSONSchema7): JSONSchema7 | undefined {
  for (const part of [node, ...(node.allOf ?? []).map(asSchema)]) {
    const item = part && itemSchema(part);
    if (item) return item;
  }
  return undefined;
}

/**
 * The schema nodes a data path leads to ('request', 'extensionMonths'; array indexes as numbers
 * or digit strings); an empty list when the path names no field of the schema.
 */
export function schemasAtPath(
  root: JSONSchema7,
  path: readonly (string | number)[],
): JSONSchema7[] {
  let nodes: JSONSchema7[] = [root];
  for (const segment of path) {
    const next: JSONSchema7[] = [];
    for (const node of nodes) {
      const isIndex = typeof segment === 'number' || /^\d+$/.test(segment);
      const item = itemSchema(node);
      if (isIndex && item) next.push(item);
      else if (!isIndex) next.push(...propertySchemas(node, String(segment)));
    }
    if (next.length === 0) return [];
    nodes = next;
  }
  return nodes;
}

/** True when a schema node is a declaration checkbox: a boolean that must be `true`. */
export function isAcceptance(node: JSONSchema7 | undefined): boolean {
  return (
    node?.type === 'boolean' &&
    Array.isArray(node.enum) &&
    node.enum.length === 1 &&
    node.enum[0] === true
  );
}
