/**
 * The browser's JSON Schema validators: precompiled at build time (build/validators, written to
 * .generated/validators), one pair of modules per form, loaded with the form's schema files. A
 * validator is found by the RJSF hash of its schema, so the form code needs no list of them.
 * Nothing here compiles a schema: the site's CSP has no 'unsafe-eval'.
 */
import type { RJSFSchema } from '@rjsf/utils';
// The module, not the package's index: a form's first step loads its validators without RJSF.
import hashForSchema from '@rjsf/utils/lib/hashForSchema.js';
import type { ValidateFunction } from 'ajv';
import { withoutTexts } from '@/domain/catalog/service-texts';
import { validatorModule, type Flavour } from './service-modules';
import { hashOfExport } from './names';

export type { Flavour };

const registry: Record<Flavour, Record<string, ValidateFunction>> = { rjsf: {}, domain: {} };
const loading = new Map<string, Promise<void>>();
const loaded = new Set<string>();

/** Loads one flavour of the validators of the form in `folder` (once; none when not built). */
function loadFlavour(folder: string, flavour: Flavour): Promise<void> {
  const key = `${folder}.${flavour}`;
  let pending = loading.get(key);
  if (!pending) {
    const load = validatorModule(folder, flavour);
    pending = (load ? load() : Promise.resolve({})).then(
      (module) => {
        for (const [name, fn] of Object.entries(module)) {
          const hash = hashOfExport(name);
          if (hash && typeof fn === 'function') registry[flavour][hash] = fn as ValidateFunction;
        }
        loaded.add(key);
      },
      (e: unknown) => {
        loading.delete(key); // a later call fetches it again
        throw e;
      },
    );
    loading.set(key, pending);
  }
  return pending;
}

/** Loads both flavours of the validators of the form in this folder under schemas/. */
export function loadFormValidators(folder: string): Promise<void> {
  return Promise.all([loadFlavour(folder, 'rjsf'), loadFlavour(folder, 'domain')]).then(
    () => undefined,
  );
}

// Forms whose validators a service page loads after its first step is on screen (deferValidators).
const deferred = new Set<string>();

/**
 * Marks the validators of the form in `folder` as loaded later, on a service page: its first step
 * (facts, drawn and validated by nothing before a move) renders without them. The RJSF validators
 * of its steps come with MUI's form once that step is on screen (theme/step-form-code.ts); the
 * domain validators — the whole form's submission and draft validators and the hidden-field
 * conditions, 200–450 kB for a large service — once the applicant acts (a change, Save, Next,
 * Submit, Review): domainValidatorsPending starts them and tells whether to wait.
 */
export function deferValidators(folder: string): void {
  if (!loaded.has(`${folder}.domain`) || !loaded.has(`${folder}.rjsf`)) deferred.add(folder);
}

/**
 * Whether the RJSF validators of the form in `folder` can be used now: loaded, or never deferred
 * (then they came with the form, or this build compiles them).
 */
export function stepValidatorsIn(folder: string): boolean {
  return !deferred.has(folder) || loaded.has(`${folder}.rjsf`);
}

/** Loads the RJSF validators of the form in `folder`: what its steps' forms validate with. */
export function loadStepValidators(folder: string): Promise<void> {
  return loadFlavour(folder, 'rjsf');
}

/**
 * Undefined when the domain validators of the form in `folder` can be used now (loaded, or never
 * deferred); otherwise starts loading them and returns when they are in.
 */
export function domainValidatorsPending(folder: string): Promise<void> | undefined {
  if (!deferred.has(folder) || loaded.has(`${folder}.domain`)) return undefined;
  return loadFlavour(folder, 'domain');
}

const hashes = new WeakMap<object, string>();

/**
 * The key a precompiled validator is looked up by: the schema's $id, or the hash of the schema with
 * its texts emptied, so a form in Marathi or Hindi finds the validator compiled from the English
 * one (only texts differ: src/domain/catalog/translate.ts). The build names them alike.
 */
export function schemaKey(schema: object): string {
  const id = (schema as { $id?: unknown }).$id;
  if (typeof id === 'string' && id) return id;
  let hash = hashes.get(schema);
  if (hash === undefined) {
    hash = hashForSchema(withoutTexts(schema) as RJSFSchema);
    hashes.set(schema, hash);
  }
  return hash;
}

/** The precompiled validator of a schema, if its form's validators are loaded. */
export function precompiledFor(flavour: Flavour, schema: object): ValidateFunction | undefined {
  return registry[flavour][schemaKey(schema)];
}

/** Every loaded validator of a flavour by key (the map RJSF's precompiled validator reads). */
export function loadedValidators(flavour: Flavour): Readonly<Record<string, ValidateFunction>> {
  return registry[flavour];
}

/** Why a form cannot validate: its schemas changed after the build, or it was never built. */
export function missingValidatorMessage(schema: object): string {
  const title = (schema as { title?: unknown }).title;
  return (
    `No precompiled validator for the form${typeof title === 'string' ? ` "${title}"` : ''}: ` +
    'run the build again (npm run build compiles the validators of every schema under schemas/).'
  );
}
