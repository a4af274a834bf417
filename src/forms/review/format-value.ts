/**
 * How an answer reads on screen (review step, read-only facts): ₹ with two decimals for money,
 * dates in Asia/Kolkata, Yes/No, the option's title rather than its stored value, file names.
 */
import type { JSONSchema7 } from 'json-schema';
import { DateTime } from 'luxon';
import { formatBytes } from '@/domain/catalog/inject';
import { isRecord } from '@/domain/catalog/json';
import { INDIA_ZONE, formatDate, formatInr } from '@/lib/format';

/** Shown for a question left unanswered. */
export const NOT_ANSWERED = 'Not given';

/** True for a rupee amount: the shared money field ('Rupees') or a title that says ₹. */
export function isMoney(schema: JSONSchema7 | undefined): boolean {
  if (!schema || (schema.type !== 'number' && schema.type !== 'integer')) return false;
  return schema.description === 'Rupees' || /₹/.test(schema.title ?? '');
}

/** True for an uploaded-file reference. */
export function isFileRef(value: unknown): value is { name: string; size: number } {
  return isRecord(value) && typeof value.name === 'string' && typeof value.size === 'number';
}

/** The display text of one answer under its schema. */
export function formatValue(schema: JSONSchema7 | undefined, value: unknown): string {
  if (value === undefined || value === null || value === '') return NOT_ANSWERED;
  if (isFileRef(value)) return `${value.name} (${formatBytes(value.size)})`;
  if (Array.isArray(value)) return value.map((v) => formatValue(itemOf(schema), v)).join(', ');
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  const option = (schema?.oneOf ?? schema?.anyOf ?? []).find(
    (o) => isRecord(o) && (o as JSONSchema7).const === value,
  ) as JSONSchema7 | undefined;
  if (option?.title) return option.title;
  if (typeof value === 'number') {
    return isMoney(schema) ? formatInr(value) : value.toLocaleString('en-IN');
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

function itemOf(schema: JSONSchema7 | undefined): JSONSchema7 | undefined {
  const items = schema?.items;
  return isRecord(items) ? (items as JSONSchema7) : undefined;
}
