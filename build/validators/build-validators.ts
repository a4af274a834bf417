/**
 * Build step: the browser's JSON Schema validators, precompiled to plain JavaScript (ajv
 * standalone code), so the site's Content-Security-Policy needs no 'unsafe-eval'. Runs before every
 * Vite build and dev server (build/validators/vite-plugin.ts), so an edited schema gets fresh
 * validators without a code change. Run alone: `npx tsx build/validators/build-validators.ts`.
 *
 * For every form the app renders — each catalogue service, and each form folder under
 * schemas/forms/ — it writes two ES modules to .generated/validators/:
 *   <form>.rjsf.js    the RJSF validators of each step's form (the step's schema and every
 *                     sub-schema RJSF tests while rendering it: conditions, oneOf branches);
 *   <form>.domain.js  the domain validators (src/domain/validation): the service schema for a
 *                     submission and for a draft, and every condition `matches` tests.
 * Each export is one validator, named after the RJSF hash of its schema, which is how the browser
 * finds it (src/forms/validation/precompiled.ts). A module is rewritten only when its schemas
 * changed.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { hashForSchema, schemaParser, type RJSFSchema } from '@rjsf/utils';
import createAjvInstance from '@rjsf/validator-ajv8/lib/createAjvInstance.js';
import type Ajv from 'ajv';
import standaloneCode from 'ajv/dist/standalone/index.js';
import type { JSONSchema7 } from 'json-schema';
import { CATALOG_FILE, loadCatalog } from '../../src/domain/catalog/load-catalog.ts';
import { loadService } from '../../src/domain/catalog/load-service.ts';
import { readSchemaFiles } from '../../src/domain/catalog/read-schema-files.ts';
import { withoutTexts } from '../../src/domain/catalog/service-texts.ts';
import type { CatalogEntry, LoadedService } from '../../src/domain/catalog/types.ts';
import { discriminator } from '../../src/domain/drafts/conditions.ts';
import { createAjv } from '../../src/domain/validation/ajv.ts';
import { draftSchema } from '../../src/domain/validation/draft-schema.ts';
import { buildStepForm } from '../../src/forms/stepper/step-form-parts.ts';
import { exportName, FORMS_FOLDER, moduleName } from '../../src/forms/validation/names.ts';
import { rjsfAjvOptions } from '../../src/forms/validation/rjsf-ajv-options.ts';

/** Where the modules go (relative to the project root; ignored by git and the linters). */
export const OUT_DIR = '.generated/validators';

/** The runtime pieces standalone code refers to, and the names the shim gives them. */
const RUNTIME: Record<string, string> = {
  'require("ajv/dist/runtime/ucs2length").default': 'ucs2length',
  'require("ajv/dist/runtime/equal").default': 'equal',
  // ajv-formats names its own set; ours differs in `uri` (src/domain/validation/formats.ts).
  'require("ajv-formats/dist/formats").fullFormats': 'portalFormats',
};
const SHIM = '/src/forms/validation/ajv-runtime.ts';

/** One form to precompile: its folder under schemas/ and its loaded definition. */
export interface FormSource {
  folder: string;
  service: LoadedService;
}

/** The schemas of one form, per flavour of ajv. */
export interface FormSchemas {
  rjsf: RJSFSchema[];
  domain: JSONSchema7[];
}

/** Every object node of a schema tree (a property called `if` costs one spare validator). */
function* nodes(node: unknown): Generator<Record<string, unknown>> {
  if (Array.isArray(node)) for (const item of node) yield* nodes(item);
  else if (node && typeof node === 'object') {
    yield node as Record<string, unknown>;
    for (const value of Object.values(node)) yield* nodes(value);
  }
}

/** The schemas src/domain/drafts/conditions.ts `matches` may be given under a schema. */
function conditionSchemas(schema: JSONSchema7): JSONSchema7[] {
  const out: JSONSchema7[] = [];
  for (const node of nodes(schema)) {
    if (node.if && typeof node.if === 'object') out.push(node.if as JSONSchema7);
    for (const list of [node.oneOf, node.anyOf]) {
      if (!Array.isArray(list)) continue;
      for (const branch of list) {
        const test = branch && typeof branch === 'object' ? discriminator(branch) : null;
        if (test) out.push(test);
      }
    }
  }
  return out;
}

/** The schemas of a form that get a precompiled validator, per flavour. */
export function formSchemas({ service }: FormSource): FormSchemas {
  const rjsf = service.steps.flatMap(({ id }) =>
    Object.values(schemaParser(buildStepForm(service, id).schema as RJSFSchema)),
  );
  const draft = draftSchema(service.schema);
  const domain = [service.schema, draft, ...conditionSchemas(service.schema)];
  domain.push(...conditionSchemas(draft));
  return { rjsf, domain };
}

/** ES module source of the validators of `schemas`, compiled by `ajv`. */
function moduleCode(ajv: Ajv, schemas: readonly object[]): string {
  const names: Record<string, string> = {};
  for (const schema of schemas) {
    const { $id: _id, ...plain } = schema as Record<string, unknown>;
    // Named by the hash without texts: every language's form finds it (precompiled.ts schemaKey).
    const hash = hashForSchema(withoutTexts(plain) as RJSFSchema);
    if (ajv.getSchema(hash)) continue;
    ajv.addSchema(plain, hash);
    names[exportName(hash)] = hash;
  }
  let code = standaloneCode(ajv, names);
  const used = new Set<string>();
  for (const [call, name] of Object.entries(RUNTIME)) {
    if (code.includes(call)) used.add(name);
    code = code.split(call).join(name);
  }
  const unknown = /require\("[^"]+"\)/.exec(code);
  if (unknown) throw new Error(`precompiled validators: no browser shim for ${unknown[0]}`);
  const imports = used.size ? `import { ${[...used].join(', ')} } from '${SHIM}';\n` : '';
  return imports + code;
}

const codeOptions = { source: true, esm: true, lines: false, optimize: 1 } as const;

function rjsfAjv(): Ajv {
  const { ajvOptionsOverrides, extenderFn } = rjsfAjvOptions;
  return createAjvInstance(
    undefined,
    undefined,
    { ...ajvOptionsOverrides, code: codeOptions },
    undefined,
    undefined,
    extenderFn,
  );
}

/** Every catalogue service, and every form folder under schemas/forms/ (schema.json + steps.json). */
export function appForms(root = '.'): FormSource[] {
  const { files } = readSchemaFiles(join(root, 'schemas'));
  const catalog = loadCatalog(JSON.parse(readFileSync(join(root, CATALOG_FILE), 'utf8')));
  const forms: CatalogEntry[] = [...catalog];
  const formsDir = join(root, 'schemas', FORMS_FOLDER);
  if (existsSync(formsDir)) {
    for (const dir of readdirSync(formsDir, { withFileTypes: true })) {
      const folder = `${FORMS_FOLDER}/${dir.name}`;
      if (!dir.isDirectory() || !files[`${folder}/steps.json`] || !files[`${folder}/schema.json`]) {
        continue;
      }
      const {
        title = dir.name,
        version = 1,
        submitMode = 'draft',
      } = files[`${folder}/steps.json`] as Partial<CatalogEntry>;
      forms.push({
        id: folder,
        folder,
        title,
        description: '',
        serviceMasterId: 0,
        submitMode,
        version,
      });
    }
  }
  return forms.map((entry) => ({ folder: entry.folder, service: loadService(files, entry) }));
}

/**
 * Writes the modules of `forms` to `dir` (and deletes those of forms that are gone); returns the
 * files written.
 */
export function buildValidators(forms: readonly FormSource[], dir = resolve(OUT_DIR)): string[] {
  mkdirSync(dir, { recursive: true });
  const byFolder = new Map<string, FormSource[]>();
  for (const form of forms) byFolder.set(form.folder, [...(byFolder.get(form.folder) ?? []), form]);
  const wanted = new Set<string>();
  const written: string[] = [];
  for (const [folder, sources] of byFolder) {
    const schemas = sources.map(formSchemas);
    const flavours = {
      rjsf: { schemas: schemas.flatMap((s) => s.rjsf), ajv: rjsfAjv },
      domain: {
        schemas: schemas.flatMap((s) => s.domain),
        ajv: () => createAjv({ code: codeOptions }),
      },
    };
    for (const [flavour, { schemas: list, ajv }] of Object.entries(flavours)) {
      const file = `${moduleName(folder)}.${flavour}.js`;
      wanted.add(file);
      const stamp = `// input ${hashForSchema(list as RJSFSchema[] as unknown as RJSFSchema)}\n`;
      const path = join(dir, file);
      if (existsSync(path) && readFileSync(path, 'utf8').startsWith(stamp)) continue;
      writeFileSync(path, stamp + moduleCode(ajv(), list));
      written.push(file);
    }
  }
  for (const file of readdirSync(dir)) {
    if (!wanted.has(file)) rmSync(join(dir, file));
  }
  return written;
}

/** `--extra-forms=<module>`: a module whose `extraForms()` lists forms to precompile too. */
const EXTRA_FORMS = '--extra-forms=';

// `npx tsx build/validators/build-validators.ts [--extra-forms=<module>]`
if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const started = performance.now();
  const forms = appForms();
  for (const arg of process.argv.filter((a) => a.startsWith(EXTRA_FORMS))) {
    const module = pathToFileURL(resolve(arg.slice(EXTRA_FORMS.length))).href;
    const { extraForms } = (await import(module)) as { extraForms: () => FormSource[] };
    forms.push(...extraForms());
  }
  const written = buildValidators(forms);
  const ms = Math.round(performance.now() - started);
  console.log(
    `precompiled validators: ${forms.length} forms, ${written.length} modules rewritten (${ms} ms)`,
  );
}
