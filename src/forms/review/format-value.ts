/**
 * How an answer reads on screen (review step, read-only facts): ₹ with two decimals for money,
 * other numbers grouped the Indian way unless the UI schema says "grouping": false (a year),
 * dates in Asia/Kolkata, Yes/No, the option's title (oneOf) or its ui:enumNames name rather than
 * its stored value, file names.
 */
import type { JSONSchema7 } from 'json-schema';
import type { RJSFSchema } from '@rjsf/utils';
// The module, not the package's index: the first step's facts are drawn without the rest of RJSF.
import optionsList from '@rjsf/utils/lib/optionsList.js';
import type { UiSchema } from '@/domain/catalog/types';
import { DateTime } from 'luxon';
import { fileSize } from './file-size';
import { isRecord } from '@/domain/catalog/json';
import { INDIA_ZONE, formatDate, formatInr } from '@/domain/format';
import { t } from '@/i18n/i18n';
import { choicesOf } from './choices';

/** Shown for a question left unanswered (in the language on screen). */
export const notAnswered = () => t('forms.review.notGiven');

/** True for a rupee amount: the shared money field ('Rupees') or a title that says ₹. */
export function isMoney(schema: JSONSchema7 | undefined): boolean {
  if (!schema || (schema.type !== 'number' && schema.type !== 'integer')) return false;
  return schema.description === 'Rupees' || /₹/.test(schema.title ?? '');
}

/** True for an uploaded-file reference. */
export function isFileRef(value: unknown): value is { name: string; size: number } {
  return isRecord(value) && typeof value.name === 'string' && typeof value.size === 'number';
}

/** The heading of row `index` (from 0) of a list, the same on the form and on the review. */
export function rowHeading(title: string, index: number): string {
  return `${title} ${index + 1}`;
}

/** The display text of one answer under its schema and (for names and grouping) its UI schema. */
export function formatValue(
  schema: JSONSchema7 | undefined,
  value: unknown,
  ui: UiSchema = {},
): string {
  if (value === undefined || value === null || value === '') return notAnswered();
  if (isFileRef(value)) return `${value.name} (${fileSize(value.size)})`;
  if (Array.isArray(value)) {
    const itemUi = isRecord(ui.items) ? (ui.items as UiSchema) : ui;
    return value.map((v) => formatValue(itemOf(schema), v, itemUi)).join(', ');
  }
  if (typeof value === 'boolean') return value ? t('common.yes') : t('common.no');
  const name = optionName(schema, ui, value);
  if (name) return name;
  if (typeof value === 'number') {
    if (isMoney(schema)) return formatInr(value);
    const options = isRecord(ui['ui:options']) ? ui['ui:options'] : {};
    // Every decimal the applicant gave (a latitude of 20.9374 stays 20.9374, not 20.937).
    const decimals = Math.min((String(value).split('.')[1] ?? '').length, 20);
    return value.toLocaleString('en-IN', {
      useGrouping: options.grouping !== false,
      maximumFractionDigits: decimals,
    });
  }
  if (typeof value === 'string' && schema?.format === 'date') {
    // A calendar date has no time zone: read it as an Indian date so it never shifts a day.
    return formatDate(DateTime.fromISO(value, { zone: INDIA_ZONE }));
  }
  if (typeof value === 'string' && schema?.format === 'date-time') {
    return formatDate(value, 'dd-MM-yyyy HH:mm');
  }
  return String(value);
}

/**
 * A choice's name: its oneOf/anyOf title, its run-time `ui:options.choices` label or its
 * ui:enumNames entry; '' when it has none.
 */
function optionName(schema: JSONSchema7 | undefined, ui: UiSchema, value: unknown): string {
  const option = (schema?.oneOf ?? schema?.anyOf ?? []).find(
    (o) => isRecord(o) && (o as JSONSchema7).const === value,
  ) as JSONSchema7 | undefined;
  if (option?.title) return option.title;
  const options = isRecord(ui['ui:options']) ? ui['ui:options'] : undefined;
  const choice = choicesOf(options).find((c) => c.value === value);
  if (choice) return choice.label;
  if (!schema?.enum) return '';
  // RJSF's own reading of ui:enumNames (a list in enum order, or a map by value).
  const named = optionsList(schema as RJSFSchema, ui)?.find((o) => o.value === value);
  return named && named.label !== String(value) ? named.label : '';
}

function itemOf(schema: JSONSchema7 | undefined): JSONSchema7 | undefined {
  const items = schema?.items;
  return isRecord(items) ? (items as JSONSchema7) : undefined;
}
