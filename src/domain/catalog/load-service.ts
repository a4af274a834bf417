/**
 * Loads one service from schema files: resolves the `$ref`s of its schema.json, ui.json and
 * steps.json, applies the shared upload defaults, and injects `declarations` and `documents`
 * into the data schema. The result is what the stepper renders and what the server validates.
 */
import type { JSONSchema7 } from 'json-schema';
import type { SchemaFiles } from './files';
import { declarationsSchema, documentsSchema, DECLARATIONS, DOCUMENTS } from './inject';
import { CatalogError, error, type Issue } from './issues';
import { isRecord, type JsonObject } from './json';
import { resolveRefs } from './resolve-refs';
import { defaultMessages, uploadDefaults } from './shared';
import type { CatalogEntry, LoadedService, StepsFile, UiSchema, UploadRule } from './types';

/** The three files of a service, relative to schemas/. */
export function serviceFilePaths(entry: Pick<CatalogEntry, 'folder'>) {
  return {
    schema: `${entry.folder}/schema.json`,
    ui: `${entry.folder}/ui.json`,
    steps: `${entry.folder}/steps.json`,
  };
}

/** Loads a service, returning the issues found instead of throwing. */
export function tryLoadService(
  files: SchemaFiles,
  entry: CatalogEntry,
): { service?: LoadedService; issues: Issue[] } {
  const paths = serviceFilePaths(entry);
  const issues: Issue[] = [];
  const read = (path: string) => {
    const { value, problems } = resolveRefs(files, path);
    issues.push(...problems.map((p) => error(p.file, p.path, p.message)));
    return value;
  };
  const rawSchema = read(paths.schema);
  const rawUi = read(paths.ui);
  const rawSteps = read(paths.steps);
  if (!isRecord(rawSchema) || !isRecord(rawUi) || !isRecord(rawSteps)) {
    return { issues: issues.length ? issues : [error(entry.folder, '$', 'service files missing')] };
  }
  const steps = normaliseSteps(rawSteps, files);
  const messages = defaultMessages(files);
  const schema = dataSchema(rawSchema, steps, paths.schema, issues, messages);
  const { $schema: _ui, ...uiSchema } = rawUi;
  const service: LoadedService = {
    entry,
    id: entry.id,
    title: steps.title || entry.title,
    version: steps.version,
    submitMode: steps.submitMode,
    schema,
    uiSchema: uiSchema as UiSchema,
    steps: steps.steps,
    declarations: steps.declarations,
    uploads: steps.uploads,
    fee: steps.fee,
    preconditions: steps.preconditions ?? entry.preconditions ?? [],
    checks: steps.checks ?? [],
    sample: steps.sample,
    messages,
  };
  return { service, issues };
}

/** Loads a service; throws CatalogError listing every problem when it cannot be loaded cleanly. */
export function loadService(files: SchemaFiles, entry: CatalogEntry): LoadedService {
  const { service, issues } = tryLoadService(files, entry);
  if (!service || issues.some((i) => i.severity === 'error')) throw new CatalogError(issues);
  return service;
}

function normaliseSteps(raw: Record<string, unknown>, files: SchemaFiles): StepsFile {
  const defaults = uploadDefaults(files);
  const list = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);
  const uploads = list<UploadRule>(raw.uploads).map((u) => ({
    ...u,
    accept: u.accept ?? defaults.accept,
    maxBytes: u.maxBytes ?? defaults.maxBytes,
  }));
  const fee = isRecord(raw.fee) ? raw.fee : {};
  const sample = isRecord(raw.sample) ? raw.sample : {};
  return {
    ...(raw as unknown as StepsFile),
    steps: list(raw.steps),
    declarations: list(raw.declarations),
    uploads,
    fee: {
      ...fee,
      lines: list(fee.lines),
      rates: isRecord(fee.rates) ? fee.rates : {},
    } as StepsFile['fee'],
    sample: {
      ...sample,
      data: (isRecord(sample.data) ? sample.data : {}) as JsonObject,
      plot: (isRecord(sample.plot) ? sample.plot : {}) as JsonObject,
      expectedFee: typeof sample.expectedFee === 'number' ? sample.expectedFee : 0,
    },
  };
}

function dataSchema(
  raw: Record<string, unknown>,
  steps: StepsFile,
  file: string,
  issues: Issue[],
  messages: Readonly<Record<string, string>>,
): JSONSchema7 {
  const { definitions: _d, $defs: _defs, ...rest } = raw;
  const schema = rest as JSONSchema7;
  const properties = { ...(schema.properties ?? {}) };
  const required = [...(schema.required ?? [])];
  for (const reserved of [DECLARATIONS, DOCUMENTS]) {
    if (Object.hasOwn(properties, reserved)) {
      issues.push(
        error(
          file,
          `$.properties.${reserved}`,
          `"${reserved}" is built from steps.json; do not define it`,
        ),
      );
    }
  }
  if (steps.declarations.length > 0) {
    properties[DECLARATIONS] = declarationsSchema(steps.declarations);
    required.push(DECLARATIONS);
  }
  if (steps.uploads.length > 0) {
    properties[DOCUMENTS] = documentsSchema(steps.uploads, messages);
    if (steps.uploads.some((u) => u.required)) required.push(DOCUMENTS);
  }
  return { ...schema, properties, required: [...new Set(required)] };
}
