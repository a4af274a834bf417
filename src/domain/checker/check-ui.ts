/**
 * Checks that a UI schema names only fields of the data schema (and ui:order only those), only
 * widgets, fields and templates the form engine has, and that a list laid out as a table can be
 * one.
 */
import type { JSONSchema7 } from 'json-schema';
import { error, type Issue } from '../catalog/issues';
import { isRecord, toJsonPath } from '../catalog/json';
import { itemSchema, propertyNames, propertySchemas } from '../catalog/schema-walk';
import { checkTableLayout } from './check-table-layout';
import { checkUiNames } from './check-ui-names';

type Path = (string | number)[];

/** The issues of a resolved UI schema against the resolved data schema. */
export function checkUi(file: string, ui: unknown, schema: JSONSchema7): Issue[] {
  const issues: Issue[] = [];
  if (isRecord(ui)) walk(ui, [schema], [], file, issues);
  return issues;
}

function walk(
  ui: Record<string, unknown>,
  nodes: JSONSchema7[],
  path: Path,
  file: string,
  issues: Issue[],
) {
  const names = new Set(nodes.flatMap((n) => [...propertyNames(n)]));
  issues.push(...checkUiNames(ui, nodes, path, file));
  for (const [key, value] of Object.entries(ui)) {
    const at = [...path, key];
    if (key === '$schema' && path.length === 0) continue;
    if (key === 'ui:order') {
      checkOrder(value, names, at, file, issues);
      continue;
    }
    if (key === 'ui:options') issues.push(...checkTableLayout(value, ui, nodes, at, file));
    if (key.startsWith('ui:')) continue;
    if (!isRecord(value)) {
      issues.push(error(file, toJsonPath(at), 'a field entry must be an object of ui: options'));
      continue;
    }
    if (key === 'items') {
      const items = nodes.map(itemSchema).filter((s): s is JSONSchema7 => s !== undefined);
      if (items.length === 0)
        issues.push(error(file, toJsonPath(at), '"items" on a field that is not a list'));
      else walk(value, items, at, file, issues);
      continue;
    }
    const children = nodes.flatMap((n) => propertySchemas(n, key));
    if (children.length === 0)
      issues.push(error(file, toJsonPath(at), `no field "${key}" in the schema`));
    else walk(value, children, at, file, issues);
  }
}

function checkOrder(value: unknown, names: Set<string>, at: Path, file: string, issues: Issue[]) {
  if (!Array.isArray(value)) return;
  value.forEach((name, i) => {
    if (name !== '*' && !names.has(String(name))) {
      issues.push(
        error(file, toJsonPath([...at, i]), `ui:order names "${String(name)}", not a field here`),
      );
    }
  });
  if (value.filter((v) => v === '*').length > 1) {
    issues.push(error(file, toJsonPath(at), 'ui:order has more than one "*"'));
  }
  if (!value.includes('*')) {
    const missing = [...names].filter((n) => !value.includes(n));
    if (missing.length > 0) {
      issues.push(
        error(file, toJsonPath(at), `ui:order leaves out ${missing.join(', ')} (add them or "*")`),
      );
    }
  }
}
