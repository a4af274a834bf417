/**
 * Which catalogue step is the biggest form: every service loaded the way the server loads it, and
 * each step's editable fields counted — leaves of its schema, conditional ones included, a list's
 * row counted once, an upload slot or a declaration as one field; read-only facts (the prefilled
 * applicant, company and plot) are text, not inputs, and do not count. Typing needs a text box,
 * so the benchmark's step is the largest one that has one (a documents step has only buttons).
 */
import { readFileSync } from 'node:fs';
import type { JSONSchema7 } from 'json-schema';
import { DOCUMENTS } from '../../src/domain/catalog/inject.ts';
import { isRecord } from '../../src/domain/catalog/json.ts';
import { CATALOG_FILE, loadCatalog } from '../../src/domain/catalog/load-catalog.ts';
import { loadService } from '../../src/domain/catalog/load-service.ts';
import { readSchemaFiles } from '../../src/domain/catalog/read-schema-files.ts';
import {
  itemSchema,
  propertyNames,
  propertySchemas,
} from '../../src/domain/catalog/schema-walk.ts';
import type { LoadedService } from '../../src/domain/catalog/types.ts';

/** The size of one step of one service. */
export interface StepSize {
  service: string;
  step: string;
  fields: number;
  /** Editable free-text fields (strings without a list of choices or a date/e-mail format). */
  textFields: number;
  serviceFields: number;
}

type Count = { fields: number; text: number };
const add = (a: Count, b: Count): Count => ({ fields: a.fields + b.fields, text: a.text + b.text });
const none: Count = { fields: 0, text: 0 };

function isText(schema: JSONSchema7): boolean {
  return schema.type === 'string' && !schema.enum && !schema.oneOf && !schema.format;
}

function editable(schema: JSONSchema7 | undefined, ui: unknown): Count {
  if (!schema || schema.readOnly || (isRecord(ui) && ui['ui:readonly'] === true)) return none;
  if (schema.type === 'array') return editable(itemSchema(schema), isRecord(ui) ? ui.items : {});
  if (schema.type !== 'object' && !schema.properties) {
    return { fields: 1, text: isText(schema) ? 1 : 0 };
  }
  let n = none;
  for (const name of propertyNames(schema)) {
    const child = propertySchemas(schema, name)[0];
    n = add(n, editable(child, isRecord(ui) ? ui[name] : undefined));
  }
  return n;
}

function stepFields(service: LoadedService, fields: readonly string[]): Count {
  let n = none;
  for (const field of fields) {
    const schema = service.schema.properties?.[field];
    if (typeof schema !== 'object') continue;
    // An upload slot is one field (its file reference has four properties but one button).
    if (field === DOCUMENTS)
      n = add(n, { fields: Object.keys(schema.properties ?? {}).length, text: 0 });
    else n = add(n, editable(schema, service.uiSchema[field]));
  }
  return n;
}

/** Every step of every catalogue service with its editable field count. */
export function stepSizes(root = '.'): StepSize[] {
  const { files } = readSchemaFiles(`${root}/schemas`);
  const catalog = loadCatalog(JSON.parse(readFileSync(`${root}/${CATALOG_FILE}`, 'utf8')));
  const out: StepSize[] = [];
  for (const entry of catalog) {
    const service = loadService(files, entry);
    const steps = service.steps.map((s) => ({ id: s.id, n: stepFields(service, s.fields) }));
    const total = steps.reduce((sum, s) => sum + s.n.fields, 0);
    for (const { id, n } of steps) {
      out.push({
        service: service.id,
        step: id,
        fields: n.fields,
        textFields: n.text,
        serviceFields: total,
      });
    }
  }
  return out;
}

/**
 * The largest step (most fields) with a text box, of the largest service (most fields in all its
 * steps); ties go to the first in catalogue and step order.
 */
export function largestStep(root = '.'): StepSize {
  const sizes = stepSizes(root);
  const service = [...sizes].sort((x, y) => y.serviceFields - x.serviceFields)[0]?.service;
  const steps = sizes
    .filter((s) => s.service === service && s.textFields > 0)
    .sort((x, y) => y.fields - x.fields);
  if (!steps[0]) throw new Error(`${service ?? 'the catalogue'} has no step with a text box`);
  return steps[0];
}
