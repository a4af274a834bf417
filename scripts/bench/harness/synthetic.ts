/**
 * A synthetic service of `n` fields in one group (one step), written as the three schema files an
 * analyst would write, so it goes through the real loader. Field types cycle through text, number,
 * choice, date, yes/no, whole number and e-mail; every third field is required. Its sample answers
 * are complete and valid.
 */
import type { CatalogEntry } from '@/domain/catalog/types';

type Field = { schema: Record<string, unknown>; value: unknown };

function field(i: number): Field {
  const title = `Field ${i}`;
  switch (i % 10) {
    case 1:
      return { schema: { type: 'number', title, minimum: 0 }, value: i * 1.5 };
    case 2:
      return {
        schema: { type: 'string', title, enum: ['Option A', 'Option B', 'Option C', 'Option D'] },
        value: 'Option B',
      };
    case 4:
      return { schema: { type: 'string', format: 'date', title }, value: '2026-01-15' };
    case 5:
      return { schema: { type: 'boolean', title }, value: true };
    case 6:
      return { schema: { type: 'integer', title, minimum: 0, maximum: 100000 }, value: i };
    case 8:
      return { schema: { type: 'string', format: 'email', title }, value: `user${i}@example.com` };
    default:
      return { schema: { type: 'string', title, maxLength: 200 }, value: `Value ${i}` };
  }
}

/** The sizes the benchmark renders (scripts/bench/forms.ts): the 300-field case and the control. */
export const SYNTHETIC_SIZES = [300, 10] as const;

/** The folder the synthetic files of n fields are filed under (one per size, as a form each). */
export const syntheticFolder = (n: number) => `bench-synthetic-${n}`;

/** The data schema (the same object the plain RJSF form gets), sample answers and files. */
export function syntheticService(n: number) {
  const properties: Record<string, unknown> = {};
  const details: Record<string, unknown> = {};
  const required: string[] = [];
  for (let i = 1; i <= n; i++) {
    const name = `f${String(i).padStart(3, '0')}`;
    const f = field(i);
    properties[name] = f.schema;
    details[name] = f.value;
    if (i % 3 === 1) required.push(name);
  }
  const schema = {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: `Synthetic service of ${n} fields`,
    type: 'object',
    properties: {
      details: {
        type: 'object',
        title: 'Details',
        properties,
        required,
        additionalProperties: false,
      },
    },
    required: ['details'],
  };
  const data = { details };
  const steps = {
    title: schema.title,
    version: 1,
    submitMode: 'draft',
    steps: [{ id: 'details', title: 'Details', fields: ['details'] }],
    declarations: [],
    uploads: [],
    fee: { lines: [], rates: {} },
    sample: { data, plot: {}, expectedFee: 0 },
  };
  const folder = syntheticFolder(n);
  const entry: CatalogEntry = {
    id: `Synthetic${n}`,
    folder,
    title: schema.title,
    description: 'Benchmark only',
    serviceMasterId: 0,
    submitMode: 'draft',
    version: 1,
  };
  const files = {
    [`${folder}/schema.json`]: schema,
    [`${folder}/ui.json`]: {},
    [`${folder}/steps.json`]: steps,
  };
  return { schema, data, entry, files };
}
