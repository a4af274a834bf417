/**
 * The rows of the Review step: every question the answers reach, in the form's order, labelled
 * with the schema's titles and formatted for reading. Hidden branches are skipped (only the
 * conditions that apply are walked); declarations list their exact text and whether it was
 * accepted (the version accepted is stored with the submission; it means nothing to the reader).
 */
import type { JSONSchema7 } from 'json-schema';
import { DECLARATIONS } from '@/domain/catalog/inject';
import { isRecord } from '@/domain/catalog/json';
import { asSchema, itemSchema, propertyNames } from '@/domain/catalog/schema-walk';
import type { LoadedService, UiSchema } from '@/domain/catalog/types';
import { activeVariants, type ConditionTest } from '@/domain/drafts/conditions';
import { t } from '@/i18n/i18n';
import { formatValue, rowHeading } from './format-value';

/** One line of the review: a group heading or a labelled answer. */
export interface ReviewRow {
  key: string;
  label: string;
  depth: number;
  value?: string;
}

/** The review rows of one step's fields. */
export function reviewRows(
  service: LoadedService,
  fields: readonly string[],
  answers: Readonly<Record<string, unknown>>,
  conditions?: ConditionTest,
): ReviewRow[] {
  const rows: ReviewRow[] = [];
  for (const field of fields) {
    const node = asSchema(service.schema.properties?.[field]);
    if (!node) continue;
    if (field === DECLARATIONS) {
      const accepted = isRecord(answers[field]) ? answers[field] : {};
      for (const d of service.declarations) {
        rows.push({
          key: `${field}.${d.id}`,
          label: d.text,
          depth: 0,
          value:
            accepted[d.id] === true ? t('forms.review.accepted') : t('forms.review.notAccepted'),
        });
      }
      continue;
    }
    const ui = isRecord(service.uiSchema[field]) ? (service.uiSchema[field] as UiSchema) : {};
    const own: ReviewRow[] = [];
    walk(node, ui, answers[field], node.title ?? field, field, 0, own, false, conditions);
    // A step showing one group needs no second heading with the step's own title.
    const lone = fields.length === 1 && own[0]?.value === undefined && own.length > 1;
    rows.push(...(lone ? own.slice(1).map((r) => ({ ...r, depth: r.depth - 1 })) : own));
  }
  return rows;
}

function walk(
  node: JSONSchema7,
  ui: UiSchema,
  value: unknown,
  label: string,
  key: string,
  depth: number,
  rows: ReviewRow[],
  readonly: boolean,
  conditions?: ConditionTest,
): void {
  const facts = readonly || node.readOnly === true;
  const item = itemSchema(node);
  if (isFileSlot(node) || (item && isFileSlot(item))) {
    const empty = value === undefined || (Array.isArray(value) && value.length === 0);
    rows.push({
      key,
      label,
      depth,
      value: empty ? t('forms.review.notUploaded') : formatValue(node, value, ui),
    });
    return;
  }
  if (node.type === 'array' && item && propertyNames(item).size > 0) {
    const list = Array.isArray(value) ? value : [];
    rows.push({ key, label, depth, ...(list.length ? {} : { value: t('forms.review.none') }) });
    const itemUi = isRecord(ui.items) ? (ui.items as UiSchema) : {};
    list.forEach((v, i) =>
      walk(
        item,
        itemUi,
        v,
        rowHeading(item.title ?? label, i),
        `${key}.${i}`,
        depth + 1,
        rows,
        facts,
        conditions,
      ),
    );
    return;
  }
  if (propertyNames(node).size === 0 || !(node.type === 'object' || isRecord(value))) {
    // Facts the plot record does not have are left out; a question left unanswered is shown.
    if (facts && (value === undefined || value === '')) return;
    rows.push({ key, label, depth, value: formatValue(node, value, ui) });
    return;
  }
  const data = isRecord(value) ? value : {};
  rows.push({ key, label, depth });
  const props = new Map<string, JSONSchema7>();
  for (const variant of activeVariants(node, data, conditions)) {
    for (const [name, def] of Object.entries(variant.properties ?? {})) {
      const schema = asSchema(def);
      if (schema && !props.has(name)) props.set(name, schema);
    }
  }
  for (const name of ordered([...props.keys()], ui['ui:order'])) {
    const childUi = isRecord(ui[name]) ? (ui[name] as UiSchema) : {};
    const child = props.get(name) as JSONSchema7;
    const childKey = `${key}.${name}`;
    walk(
      child,
      childUi,
      data[name],
      child.title ?? name,
      childKey,
      depth + 1,
      rows,
      facts,
      conditions,
    );
  }
}

/** An upload slot's file reference: {id, name, size, type}. */
function isFileSlot(node: JSONSchema7): boolean {
  const names = propertyNames(node);
  return ['id', 'name', 'size', 'type'].every((n) => names.has(n));
}

/** Names in ui:order first (where it lists them; '*' keeps the rest in place), then the rest. */
function ordered(names: string[], order: unknown): string[] {
  if (!Array.isArray(order)) return names;
  const listed = order.filter((n): n is string => typeof n === 'string' && names.includes(n));
  const rest = names.filter((n) => !listed.includes(n));
  const star = order.indexOf('*');
  if (star < 0) return [...listed, ...rest];
  const before = order.slice(0, star).filter((n): n is string => listed.includes(n as string));
  return [...before, ...rest, ...listed.filter((n) => !before.includes(n))];
}
