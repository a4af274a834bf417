/**
 * Checks `renamedFrom`, the declaration that a field used to have another name (a draft saved
 * under the old name then keeps its answer, src/domain/drafts/renames.ts): it must sit on a field
 * of a group, name one or more old names, and no old name may still be a field of that group
 * (the answer would have two homes) or be claimed by two fields.
 */
import type { JSONSchema7, JSONSchema7Definition } from 'json-schema';
import { error, type Issue } from '../catalog/issues';
import { toJsonPath } from '../catalog/json';
import { asSchema, propertyNames } from '../catalog/schema-walk';
import { formerNames, RENAMED_FROM } from '../drafts/renames';

type Path = (string | number)[];

/** The issues of every `renamedFrom` in a service's data schema. */
export function checkRenames(file: string, schema: JSONSchema7): Issue[] {
  const issues: Issue[] = [];
  walk(schema, [], false, schema, (at, message) => issues.push(error(file, at, message)));
  return issues;
}

/** Records an issue of the file being checked at a JSON path. */
type Report = (at: string, message: string) => void;

/** `group` is the schema whose `properties` hold `node` (a field's siblings). */
function walk(
  node: JSONSchema7,
  path: Path,
  isField: boolean,
  group: JSONSchema7,
  report: Report,
): void {
  if (Object.hasOwn(node, RENAMED_FROM)) checkOne(node, path, isField, group, report);
  const claimed = new Map<string, string>();
  for (const [name, def] of Object.entries(node.properties ?? {})) {
    const field = asSchema(def);
    if (!field) continue;
    for (const old of formerNames(field)) {
      const other = claimed.get(old);
      if (other !== undefined && other !== name) {
        const at = toJsonPath([...path, 'properties', name, RENAMED_FROM]);
        report(at, `"${old}" is already the old name of "${other}"`);
      }
      claimed.set(old, name);
    }
    walk(field, [...path, 'properties', name], true, node, report);
  }
  const visit = (def: JSONSchema7Definition | undefined, at: Path) => {
    const child = asSchema(def);
    if (child) walk(child, [...path, ...at], false, node, report);
  };
  if (Array.isArray(node.items)) node.items.forEach((d, i) => visit(d, ['items', i]));
  else visit(node.items, ['items']);
  visit(node.then, ['then']);
  visit(node.else, ['else']);
  for (const key of ['allOf', 'anyOf', 'oneOf'] as const)
    (node[key] ?? []).forEach((d, i) => visit(d, [key, i]));
  for (const [name, dep] of Object.entries(node.dependencies ?? {}))
    if (!Array.isArray(dep)) visit(dep as JSONSchema7Definition, ['dependencies', name]);
}

function checkOne(
  field: JSONSchema7,
  path: Path,
  isField: boolean,
  group: JSONSchema7,
  report: Report,
): void {
  const at = toJsonPath([...path, RENAMED_FROM]);
  const value = (field as Record<string, unknown>)[RENAMED_FROM];
  const names = formerNames(field);
  const wellFormed =
    (typeof value === 'string' && value !== '') ||
    (Array.isArray(value) && value.length > 0 && names.length === value.length);
  if (!wellFormed) {
    report(at, 'renamedFrom must be an old field name or a list of them');
    return;
  }
  if (!isField) {
    report(at, 'renamedFrom belongs on a field (an entry of "properties")');
    return;
  }
  const own = String(path.at(-1));
  const current = propertyNames(group);
  for (const old of names) {
    if (old === own) report(at, `"${old}" is the field's own name`);
    else if (current.has(old))
      report(at, `"${old}" is still a field here: an old name must no longer be in use`);
  }
}
