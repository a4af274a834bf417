/**
 * Checks `"ui:options": { "layout": "table" }`: the form lays such a list out as a table with one
 * column per field of its row (src/forms/templates/table-list.ts), which only reads well, and only
 * keeps its columns lined up, for a list of short rows of plain fields that are always there.
 */
import type { JSONSchema7 } from 'json-schema';
import { error, type Issue } from '../catalog/issues';
import { isRecord, toJsonPath } from '../catalog/json';
import { asSchema, itemSchema } from '../catalog/schema-walk';

/** The ui:options layout value that lays a list out as a table. */
export const TABLE_LAYOUT = 'table';

/** More columns than this do not fit beside each other on a laptop screen. */
export const MAX_TABLE_COLUMNS = 6;

/** Widgets that fit on one line of a table. */
const ONE_LINE_WIDGETS = new Set(['text', 'select', 'updown', 'date', 'email', 'hidden']);
const PLAIN_TYPES = new Set(['string', 'number', 'integer']);

/**
 * The issues of a field's `ui:options` layout: `options` is the ui:options value at `at`, `ui`
 * the field's UI schema and `nodes` the data schemas of the field.
 */
export function checkTableLayout(
  options: unknown,
  ui: Record<string, unknown>,
  nodes: JSONSchema7[],
  at: (string | number)[],
  file: string,
): Issue[] {
  if (!isRecord(options) || options.layout === undefined) return [];
  const here = toJsonPath([...at, 'layout']);
  if (options.layout !== TABLE_LAYOUT) {
    return [error(file, here, `layout can only be "${TABLE_LAYOUT}"`)];
  }
  // A condition may add limits to the list (minItems) in a branch with no type or items.
  const notList = nodes.some((n) => n.type !== undefined && n.type !== 'array');
  const row = nodes.map(itemSchema).find((r) => r !== undefined);
  if (notList || !row || row.type !== 'object' || !row.properties) {
    return [error(file, here, 'layout "table" is for a list whose rows are groups of fields')];
  }
  if (row.if || row.dependencies || row.oneOf || row.anyOf || row.allOf) {
    return [error(file, here, 'layout "table" needs rows whose fields are always there')];
  }
  const rowUi = isRecord(ui.items) ? ui.items : {};
  const issues: Issue[] = [];
  let columns = 0;
  for (const [name, def] of Object.entries(row.properties)) {
    const field = asSchema(def);
    const fieldUi = isRecord(rowUi[name]) ? rowUi[name] : {};
    const widget = fieldUi['ui:widget'];
    if (widget === 'hidden') continue;
    columns += 1;
    if (!field || !PLAIN_TYPES.has(String(field.type))) {
      issues.push(error(file, here, `layout "table": "${name}" is not a text, number or choice`));
    } else if (widget !== undefined && !ONE_LINE_WIDGETS.has(String(widget))) {
      issues.push(
        error(
          file,
          here,
          `layout "table": "${name}" uses ${String(widget)}, which needs more than one line`,
        ),
      );
    }
  }
  if (columns > MAX_TABLE_COLUMNS) {
    issues.push(
      error(file, here, `layout "table": ${columns} columns, at most ${MAX_TABLE_COLUMNS} fit`),
    );
  }
  return issues;
}
