/**
 * Where a service's modules are: each schema file under schemas/ (a JSON chunk of its own) and each
 * form's precompiled validators (build/validators, written to .generated/validators). Kept apart
 * from the code that reads them (catalog/schema-files.ts, precompiled.ts) so that a page can ask
 * for a service's modules from a small chunk, at the same time as the code that will use them
 * rather than once that code has arrived and run.
 */
import { moduleName } from './names';

/** Which ajv set-up a validator was compiled with: RJSF's (step forms) or the domain's. */
export type Flavour = 'rjsf' | 'domain';

type ValidatorModule = Record<string, unknown>;

/** Each schema file's loader, by its path relative to schemas/ without the leading "/schemas/". */
const schemas = import.meta.glob<unknown>('/schemas/**/*.json', { import: 'default' });
// Absent until the build step has run (e.g. unit tests of a fresh clone): then nothing is found
// and development falls back to compiling at run time (see runtime-validator.ts).
const validators = import.meta.glob<ValidatorModule>('/.generated/validators/*.js');

/** The loader of one schema file by its path relative to schemas/ (undefined: there is none). */
export function schemaModule(path: string): (() => Promise<unknown>) | undefined {
  return schemas[`/schemas/${path}`];
}

/** The loader of one flavour of the validators of the form in `folder` (undefined: not built). */
export function validatorModule(
  folder: string,
  flavour: Flavour,
): (() => Promise<ValidatorModule>) | undefined {
  return validators[`/.generated/validators/${moduleName(folder)}.${flavour}.js`];
}

const ignore = () => undefined;

/**
 * Starts fetching these schema files; whoever loads them later gets the same modules, fetched
 * once. A failure shows when they are loaded.
 */
export function prefetchSchemaFiles(paths: readonly string[]): void {
  for (const path of paths) schemaModule(path)?.().catch(ignore);
}

/** Starts fetching the RJSF validators of the form in `folder` (fetched once, as above). */
export function prefetchStepValidators(folder: string): void {
  validatorModule(folder, 'rjsf')?.().catch(ignore);
}
