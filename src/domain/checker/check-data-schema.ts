/**
 * Checks a resolved data schema: it compiles with strict ajv; the root is an object of
 * properties without conditions (conditions go inside a step's object, so each step can be its
 * own form); `required` names declared properties; every `if` says which fields it needs
 * (otherwise it also holds when they are empty); and an object with conditions does not set
 * `additionalProperties: false` (draft-07 would then reject the conditional fields); and every list
 * has `maxItems` (validation looks at no row past it: validation/clip-lists.ts).
 */
import type { JSONSchema7 } from 'json-schema';
import { error, warning, type Issue } from '../catalog/issues';
import { isRecord, toJsonPath } from '../catalog/json';
import { asSchema, propertyNames, propertySchemas } from '../catalog/schema-walk';
import { createAjv } from '../validation/ajv';

type Path = (string | number)[];

const rootConditions = [
  'if',
  'then',
  'else',
  'allOf',
  'anyOf',
  'oneOf',
  'dependencies',
  'not',
] as const;

/** The issues of a resolved data schema (`file` is where to report them). */
export function checkDataSchema(file: string, schema: JSONSchema7): Issue[] {
  const issues: Issue[] = [];
  try {
    createAjv({ strict: true }).compile(schema);
  } catch (e) {
    issues.push(error(file, '$', `does not compile: ${(e as Error).message}`));
  }
  if (schema.type !== 'object' || !isRecord(schema.properties)) {
    issues.push(error(file, '$', 'the root must be {"type": "object", "properties": {…}}'));
  }
  for (const key of rootConditions) {
    if (key in schema) {
      issues.push(
        error(file, toJsonPath([key]), 'no conditions at the root: put them inside a property'),
      );
    }
  }
  walk(schema, [], file, issues, new Set());
  return issues;
}

function walk(
  node: JSONSchema7,
  path: Path,
  file: string,
  issues: Issue[],
  inherited: Set<string>,
  owner: JSONSchema7 = node,
): void {
  const names = new Set([...inherited, ...propertyNames(node)]);
  for (const name of node.required ?? []) {
    if (!names.has(name)) {
      issues.push(
        error(file, toJsonPath([...path, 'required']), `"${name}" is required but not declared`),
      );
    }
  }
  const hasConditions =
    ['if', 'dependencies', 'oneOf', 'anyOf'].some((k) => k in node) ||
    (node.allOf ?? []).some((s) => isRecord(s) && 'if' in s);
  if (hasConditions && node.additionalProperties === false) {
    issues.push(
      error(
        file,
        toJsonPath([...path, 'additionalProperties']),
        'leave out additionalProperties: false on an object with conditions (it would reject the conditional fields)',
      ),
    );
  }
  if (node.type === 'array' && node.maxItems === undefined) {
    issues.push(
      error(
        file,
        toJsonPath(path),
        'a list needs "maxItems": the most rows the form offers (for choices with "uniqueItems", the number of choices)',
      ),
    );
  }
  const cond = asSchema(node.if);
  if (cond) checkIf(cond, [...path, 'if'], file, issues, owner);
  for (const key of Object.keys(node.dependencies ?? {})) {
    if (!propertyNames(owner).has(key)) {
      issues.push(
        error(
          file,
          toJsonPath([...path, 'dependencies', key]),
          `"${key}" is not a question of this group, so what depends on it never appears; the questions are: ${[...propertyNames(owner)].join(', ')}`,
        ),
      );
    }
  }
  for (const [key, value] of Object.entries(node.properties ?? {})) {
    const child = asSchema(value);
    if (!child) continue;
    if (!child.title && path.length === 0) {
      issues.push(
        warning(
          file,
          toJsonPath([...path, 'properties', key]),
          'a step property should have a title',
        ),
      );
    }
    walk(child, [...path, 'properties', key], file, issues, new Set());
  }
  const items = Array.isArray(node.items) ? node.items : node.items ? [node.items] : [];
  items.forEach((item, i) => {
    const s = asSchema(item);
    if (s)
      walk(
        s,
        Array.isArray(node.items) ? [...path, 'items', i] : [...path, 'items'],
        file,
        issues,
        new Set(),
      );
  });
  const branches: [string, JSONSchema7Like][] = [
    ['then', node.then],
    ['else', node.else],
    ...(node.allOf ?? []).map((s, i): [string, JSONSchema7Like] => [`allOf/${i}`, s]),
    ...(node.oneOf ?? []).map((s, i): [string, JSONSchema7Like] => [`oneOf/${i}`, s]),
    ...(node.anyOf ?? []).map((s, i): [string, JSONSchema7Like] => [`anyOf/${i}`, s]),
    ...Object.entries(node.dependencies ?? {}).map(([k, s]): [string, JSONSchema7Like] => [
      `dependencies/${k}`,
      Array.isArray(s) ? undefined : s,
    ]),
  ];
  for (const [where, branch] of branches) {
    const s = asSchema(branch as JSONSchema7 | undefined);
    if (s) walk(s, [...path, ...where.split('/')], file, issues, names, owner);
  }
}

type JSONSchema7Like = JSONSchema7 | boolean | string[] | undefined;

/**
 * An `if` names the fields it tests among the group's questions (`owner`, with all its branches),
 * lists them under `required`, and tests only values the field can take: otherwise the condition
 * never holds (or holds while the field is empty) and its questions never appear (or always do).
 */
function checkIf(
  cond: JSONSchema7,
  path: Path,
  file: string,
  issues: Issue[],
  owner: JSONSchema7,
): void {
  const tested = Object.keys(cond.properties ?? {});
  const required = new Set(cond.required ?? []);
  const questions = propertyNames(owner);
  for (const name of tested) {
    const at = [...path, 'properties', name];
    if (!questions.has(name)) {
      issues.push(
        error(
          file,
          toJsonPath(at),
          `the condition tests "${name}", which is not a question of this group, so it never holds and what it asks never appears; the questions are: ${[...questions].join(', ')}`,
        ),
      );
      continue;
    }
    const test = asSchema(cond.properties?.[name]);
    const choices = fieldChoices(propertySchemas(owner, name));
    if (test && choices) {
      const shown = choices.map((c) => JSON.stringify(c)).join(', ');
      const tell = (where: Path, value: unknown) =>
        issues.push(
          error(
            file,
            toJsonPath(where),
            `${JSON.stringify(value)} is not one of the choices of "${name}", so the condition never holds for it; the choices are: ${shown}`,
          ),
        );
      if (test.const !== undefined && !includes(choices, test.const))
        tell([...at, 'const'], test.const);
      (Array.isArray(test.enum) ? test.enum : []).forEach((value, i) => {
        if (!includes(choices, value)) tell([...at, 'enum', i], value);
      });
    }
    if (!required.has(name)) {
      issues.push(
        error(
          file,
          toJsonPath(path),
          `the condition on "${name}" also holds while it is empty: add "required": ["${name}"] to this if`,
        ),
      );
    }
  }
}

/**
 * The values a field can take when it is a choice (enum, const, oneOf/anyOf of consts, yes/no), or
 * undefined when any of its definitions leaves the value open (free text, a number).
 */
function fieldChoices(defs: readonly JSONSchema7[]): unknown[] | undefined {
  if (defs.length === 0) return undefined;
  const out: unknown[] = [];
  for (const def of defs) {
    const own = choicesOf(def);
    if (!own) return undefined;
    out.push(...own.filter((v) => !includes(out, v)));
  }
  return out;
}

function choicesOf(def: JSONSchema7): unknown[] | undefined {
  if (Array.isArray(def.enum)) return def.enum;
  if (def.const !== undefined) return [def.const];
  const list = def.oneOf ?? def.anyOf;
  if (list && list.length > 0) {
    const consts = list.map((b) => asSchema(b)?.const);
    return consts.every((c) => c !== undefined) ? consts : undefined;
  }
  if (def.type === 'boolean') return [true, false];
  return undefined;
}

function includes(list: readonly unknown[], value: unknown): boolean {
  const key = JSON.stringify(value);
  return list.some((v) => JSON.stringify(v) === key);
}
