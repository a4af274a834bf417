/**
 * Checks that every widget, field and template a UI schema names exists in the form engine's
 * registry (src/domain/checker/ui-names.ts): an unknown one passes every other check and then
 * breaks the step in the applicant's browser.
 */
import type { JSONSchema7 } from 'json-schema';
import getSchemaType from '@rjsf/utils/lib/getSchemaType.js';
import { error, type Issue } from '../catalog/issues';
import { isRecord, toJsonPath } from '../catalog/json';
import { fieldNames, templateNames, widgetNames, widgetShortNames } from './ui-names';

type Path = (string | number)[];

/** The issues of one UI-schema node (`ui` at `path`) whose field has the schemas `nodes`. */
export function checkUiNames(
  ui: Record<string, unknown>,
  nodes: JSONSchema7[],
  path: Path,
  file: string,
): Issue[] {
  const issues: Issue[] = [];
  const options = isRecord(ui['ui:options']) ? ui['ui:options'] : {};
  // RJSF reads each of these from "ui:<name>" and from "ui:options": { "<name>": … } alike.
  const named = (name: string): [Path, unknown][] => [
    [[...path, `ui:${name}`], ui[`ui:${name}`]],
    [[...path, 'ui:options', name], options[name]],
  ];
  for (const [at, widget] of named('widget')) {
    if (typeof widget !== 'string') continue;
    const problem = widgetProblem(widget, nodes);
    if (problem) issues.push(error(file, toJsonPath(at), problem));
  }
  for (const [at, field] of named('field')) {
    if (typeof field === 'string' && !fieldNames.includes(field)) {
      issues.push(
        error(file, toJsonPath(at), `unknown field "${field}"; one of ${fieldNames.join(', ')}`),
      );
    }
  }
  for (const template of templateNames) {
    for (const [at, value] of named(template)) {
      if (typeof value === 'string' && !templateNames.includes(value)) {
        issues.push(
          error(
            file,
            toJsonPath(at),
            `unknown template "${value}"; one of ${templateNames.join(', ')}`,
          ),
        );
      }
    }
  }
  return issues;
}

/** Why RJSF would find no widget of this name for these schemas (undefined: it would). */
function widgetProblem(widget: string, nodes: JSONSchema7[]): string | undefined {
  if (widgetNames.includes(widget)) return undefined;
  const types = [...new Set(nodes.map((n) => String(getSchemaType(n))))];
  if (types.some((t) => widgetShortNames[t]?.includes(widget))) return undefined;
  const short = [...new Set(types.flatMap((t) => widgetShortNames[t] ?? []))];
  const kind = `a ${types.join('/')} field`;
  return short.length > 0
    ? `unknown widget "${widget}" for ${kind}; use one of ${short.join(', ')} (or a widget name such as RadioWidget)`
    : `unknown widget "${widget}" for ${kind}; ${kind} takes only widget names such as RadioWidget`;
}
