/**
 * The precompiled validators validate exactly as the runtime ones they replace: for every form the
 * app renders, each step's RJSF validation and the domain's submission, draft and condition
 * validators give the same result and the same errors on the sample answers and on broken ones.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashForSchema, type RJSFSchema } from '@rjsf/utils';
import { createPrecompiledValidator, customizeValidator } from '@rjsf/validator-ajv8';
import type { ErrorObject, ValidateFunction } from 'ajv';
import { loadService } from '../../../src/domain/catalog/load-service.ts';
import { readSchemaFiles } from '../../../src/domain/catalog/read-schema-files.ts';
import { withoutTexts } from '../../../src/domain/catalog/service-texts.ts';
import { translateFiles } from '../../../src/domain/catalog/translate.ts';
import type { LoadedService } from '../../../src/domain/catalog/types.ts';
import { sharedAjv } from '../../../src/domain/validation/ajv.ts';
import { buildStepForm, initialStepData } from '../../../src/forms/stepper/step-form-parts.ts';
import { hashOfExport, moduleName } from '../../../src/forms/validation/names.ts';
import { rjsfAjvOptions } from '../../../src/forms/validation/rjsf-ajv-options.ts';
import { appForms, buildValidators, formSchemas, OUT_DIR } from '../build-validators.ts';

const forms = appForms();
let dir = '';
beforeAll(() => {
  // Inside .generated (the modules import their shim by a relative path), which a fresh clone
  // has not made yet.
  const parent = resolve(OUT_DIR, '..');
  mkdirSync(parent, { recursive: true });
  dir = mkdtempSync(join(parent, 'test-'));
  buildValidators(forms, dir);
}, 120_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function loadModule(folder: string, flavour: string) {
  const module = (await import(
    pathToFileURL(join(dir, `${moduleName(folder)}.${flavour}.js`)).href
  )) as Record<string, ValidateFunction>;
  return Object.fromEntries(
    Object.entries(module).map(([name, fn]) => [hashOfExport(name) ?? name, fn]),
  );
}

/** Broken answers: every string '!', every number -1, every boolean a string. */
function broken(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(broken);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, broken(v)]));
  }
  if (typeof value === 'string') return '!';
  if (typeof value === 'number') return -1;
  if (typeof value === 'boolean') return 'yes';
  return value;
}

const ajvErrors = (errors: readonly ErrorObject[] | null | undefined) =>
  (errors ?? []).map(({ instancePath, schemaPath, keyword, params, message, parentSchema }) => ({
    instancePath,
    schemaPath,
    keyword,
    params,
    message,
    parentSchema: JSON.stringify(parentSchema),
  }));

const runtime = customizeValidator(rjsfAjvOptions);

/** The name of a schema's validator: its hash with texts emptied (as precompiled.ts looks it up). */
const keyOf = (schema: object) => hashForSchema(withoutTexts(schema) as RJSFSchema);

/** An RJSF precompiled validator that finds validators as the browser's (step-validator.ts). */
function precompiledValidator(fns: Record<string, ValidateFunction>, schema: RJSFSchema) {
  const validator = createPrecompiledValidator(
    { ...fns, [hashForSchema(schema)]: fns[keyOf(schema)]! },
    schema,
  ) as ReturnType<typeof createPrecompiledValidator> & {
    getValidator: (s: RJSFSchema) => ValidateFunction;
  };
  validator.getValidator = (s) => fns[keyOf(s)]!;
  return validator;
}

// Every form again with every text in the pseudo-language: it must find the same validators.
const { files } = readSchemaFiles(resolve('schemas'));
const pseudoFiles = translateFiles(files, 'en-XA');
const pseudoOf = (service: LoadedService) => loadService(pseudoFiles, service.entry);

describe.each(forms.map((f) => [f.service.id, f] as const))('%s', (_id, form) => {
  const { service } = form;
  const answers = [service.sample.data, broken(service.sample.data), {}];

  it('RJSF: each step validates its sample and broken answers as the runtime validator', async () => {
    const fns = await loadModule(form.folder, 'rjsf');
    for (const step of service.steps) {
      const { schema } = buildStepForm(service, step.id);
      const precompiled = precompiledValidator(fns, schema as RJSFSchema);
      for (const data of answers) {
        const formData = initialStepData(data as Record<string, unknown>, step.fields);
        expect(precompiled.validateFormData(formData, schema as RJSFSchema)).toEqual(
          runtime.validateFormData(formData, schema as RJSFSchema),
        );
      }
    }
  });

  it('domain: submission, draft and condition validators give the same errors', async () => {
    const fns = await loadModule(form.folder, 'domain');
    const { domain } = formSchemas(form);
    for (const schema of domain) {
      const reference = sharedAjv().compile(schema);
      const key = keyOf(schema);
      const precompiled = fns[key];
      expect(precompiled, `validator of ${key}`).toBeTypeOf('function');
      for (const data of answers) {
        expect(precompiled!(data)).toBe(reference(data));
        expect(ajvErrors(precompiled!.errors)).toEqual(ajvErrors(reference.errors));
      }
    }
  });

  it('a translated form (pseudo-language) validates with the validators of the English one', async () => {
    const fns = await loadModule(form.folder, 'rjsf');
    const translated = pseudoOf(service);
    expect(JSON.stringify(translated.schema)).not.toBe(JSON.stringify(service.schema));
    for (const step of translated.steps) {
      const { schema } = buildStepForm(translated, step.id);
      const english = buildStepForm(service, step.id).schema as RJSFSchema;
      const precompiled = precompiledValidator(fns, schema as RJSFSchema);
      for (const data of answers) {
        const formData = initialStepData(data as Record<string, unknown>, step.fields);
        expect(precompiled.validateFormData(formData, schema as RJSFSchema).errors.length).toBe(
          runtime.validateFormData(formData, english).errors.length,
        );
      }
    }
    const domain = await loadModule(form.folder, 'domain');
    expect(domain[keyOf(translated.schema)]).toBeTypeOf('function');
  });
});
