/**
 * The TypeScript types of the definition files (catalog/types.ts) held to their meta-schema
 * (schemas/service.schema.json). Each list below names every property of a type and whether it is
 * optional: tsc holds the list to the type (DefinitionKeys), this check holds it to the
 * meta-schema's `properties` and `required`. A property added to one side only fails
 * `npm run check` and the build, so code never needs a cast to read a property the files use.
 */
import { error, type Issue } from '../catalog/issues';
import { isRecord } from '../catalog/json';
import type { SchemaFiles } from '../catalog/files';
import type {
  CatalogEntry,
  CrossFieldCheck,
  Declaration,
  FeeDefinition,
  FeeLine,
  ServiceSample,
  StepDefinition,
  StepsFile,
} from '../catalog/types';

type Presence = 'required' | 'optional';
type DefinitionKeys<T> = { [K in keyof T]-?: undefined extends T[K] ? 'optional' : 'required' };

const catalogEntry: DefinitionKeys<CatalogEntry> = {
  id: 'required',
  folder: 'required',
  title: 'required',
  description: 'required',
  serviceMasterId: 'required',
  submitMode: 'required',
  version: 'required',
  preconditions: 'optional',
  cancellable: 'optional',
};

const step: DefinitionKeys<StepDefinition> = {
  id: 'required',
  title: 'required',
  description: 'optional',
  fields: 'required',
  showFee: 'optional',
};

const declarationBody: DefinitionKeys<Declaration> = {
  id: 'required',
  text: 'required',
  version: 'required',
  source: 'optional',
};

const feeLine: DefinitionKeys<FeeLine> = {
  id: 'required',
  label: 'required',
  rule: 'required',
  note: 'optional',
};

const fee: DefinitionKeys<FeeDefinition> = {
  lines: 'required',
  rates: 'required',
  note: 'optional',
  applicantNote: 'optional',
};

const check: DefinitionKeys<CrossFieldCheck> = {
  id: 'required',
  path: 'required',
  rule: 'required',
  message: 'required',
};

const sample: DefinitionKeys<ServiceSample> = {
  data: 'required',
  plot: 'required',
  expectedFee: 'required',
  expectedLines: 'optional',
  approvedServices: 'optional',
};

const steps: DefinitionKeys<StepsFile> = {
  $schema: 'optional',
  title: 'required',
  version: 'required',
  submitMode: 'required',
  steps: 'required',
  declarations: 'required',
  uploads: 'required',
  fee: 'required',
  preconditions: 'optional',
  checks: 'optional',
  sample: 'required',
};

/** Meta-schema definition name → the property list of its TypeScript type. */
export const definitionTypes: Readonly<Record<string, Readonly<Record<string, Presence>>>> = {
  catalogEntry,
  step,
  declarationBody,
  feeLine,
  fee,
  check,
  sample,
  steps,
};

const META_FILE = 'service.schema.json';

/** One issue per property the meta-schema and the TypeScript type disagree on. */
export function checkDefinitionTypes(files: SchemaFiles): Issue[] {
  const meta = files[META_FILE];
  const definitions = isRecord(meta) && isRecord(meta.definitions) ? meta.definitions : {};
  const issues: Issue[] = [];
  for (const [name, keys] of Object.entries(definitionTypes)) {
    const definition = definitions[name];
    const at = `$.definitions.${name}`;
    if (!isRecord(definition) || !isRecord(definition.properties)) {
      issues.push(error(META_FILE, at, 'definition missing (src/domain/catalog/types.ts has it)'));
      continue;
    }
    const required = new Set(Array.isArray(definition.required) ? definition.required : []);
    const names = new Set([...Object.keys(definition.properties), ...Object.keys(keys)]);
    for (const key of names) {
      const inSchema = key in definition.properties;
      const presence = keys[key];
      if (!presence || !inSchema) {
        const side = inSchema ? 'src/domain/catalog/types.ts' : 'the meta-schema';
        issues.push(error(META_FILE, `${at}.${key}`, `property missing from ${side}`));
      } else if ((presence === 'required') !== required.has(key)) {
        issues.push(
          error(META_FILE, `${at}.${key}`, `${presence} in src/domain/catalog/types.ts, not here`),
        );
      }
    }
  }
  return issues;
}
