/** Paths and readers of the reusable parts under schemas/_shared/ that the loader itself needs. */
import type { JSONSchema7 } from 'json-schema';
import { getAtPointer, isRecord } from './json';
import type { SchemaFiles } from './files';
import { resolveRefs } from './resolve-refs';

/** Where the reusable parts live, relative to schemas/. */
export const sharedFiles = {
  plot: '_shared/plot.json',
  uploads: '_shared/uploads.json',
  messages: '_shared/messages.json',
  rates: '_shared/rates.json',
} as const;

/** The upload rule applied when a slot leaves out accept or maxBytes: PDF/JPG/JPEG ≤ 3 MB (S1). */
export const fallbackUploadDefaults = {
  accept: ['application/pdf', 'image/jpeg'],
  maxBytes: 3 * 1024 * 1024,
};

/** The default accept list and size limit of uploads, from _shared/uploads.json. */
export function uploadDefaults(files: SchemaFiles): { accept: string[]; maxBytes: number } {
  const d = getAtPointer(files[sharedFiles.uploads], '/uploadDefaults');
  if (!isRecord(d) || !Array.isArray(d.accept) || typeof d.maxBytes !== 'number') {
    return fallbackUploadDefaults;
  }
  return { accept: d.accept.map(String), maxBytes: d.maxBytes };
}

/** Default error messages by keyword, from _shared/messages.json. */
export function defaultMessages(files: SchemaFiles): Record<string, string> {
  const m = getAtPointer(files[sharedFiles.messages], '/messages');
  if (!isRecord(m)) return {};
  return Object.fromEntries(
    Object.entries(m).filter((e): e is [string, string] => typeof e[1] === 'string'),
  );
}

/** The schema of the plot facts (the names fee rules read as plot.<name>). */
export function plotFactsSchema(files: SchemaFiles): JSONSchema7 {
  const resolved = resolveRefs(files, sharedFiles.plot).value;
  const facts = getAtPointer(resolved, '/definitions/plotFacts');
  return isRecord(facts) ? (facts as JSONSchema7) : { type: 'object', properties: {} };
}

/** The names of the plot facts. */
export function plotFieldNames(files: SchemaFiles): Set<string> {
  return new Set(Object.keys(plotFactsSchema(files).properties ?? {}));
}

/** The plot facts corporation staff record when they verify a registered plot (back office). */
export const BACK_OFFICE_FACTS = [
  'allotmentOrderNo',
  'allotmentDate',
  'possessionDate',
  'leaseType',
  'developmentPeriodEnd',
  'outstandingDues',
] as const;

/** Their schema: those properties of the plot facts, each optional, nothing else. */
export function backOfficeFactsSchema(files: SchemaFiles): JSONSchema7 {
  const all = plotFactsSchema(files).properties ?? {};
  const properties = Object.fromEntries(
    BACK_OFFICE_FACTS.filter((name) => all[name] !== undefined).map((name) => {
      const { readOnly: _readOnly, ...field } = all[name] as JSONSchema7;
      return [name, field.type === 'string' ? { maxLength: 100, ...field } : field];
    }),
  );
  return { type: 'object', additionalProperties: false, properties };
}
