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
import { asSchema, propertyNames } from '../catalog/schema-walk';
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
  if (cond) checkIf(cond, [...path, 'if'], file, issues);
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
    if (s) walk(s, [...path, ...where.split('/')], file, issues, names);
  }
}

type JSONSchema7Like = JSONSchema7 | boolean | string[] | undefined;

function checkIf(cond: JSONSchema7, path: Path, file: string, issues: Issue[]): void {
  const tested = Object.keys(cond.properties ?? {});
  const required = new Set(cond.required ?? []);
  for (const name of tested) {
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
