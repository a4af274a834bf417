/**
 * Per-file checks: each file sits where its kind belongs (schema.json, ui.json, steps.json in a
 * service folder; data, UI, parts or rates under _shared/), names its meta-schema in "$schema",
 * validates against it, and — for shared parts — resolves its references and compiles strictly.
 */
import type { SchemaFiles } from '../catalog/files';
import { error, warning, type Issue } from '../catalog/issues';
import { isRecord, toJsonPath } from '../catalog/json';
import { resolveRefs } from '../catalog/resolve-refs';
import { sharedFiles } from '../catalog/shared';
import { rateDefinitions } from '../fees/rates';
import { createAjv } from '../validation/ajv';
import { kindOf, type FileKind, type MetaValidator } from './meta';

const serviceKinds: Record<string, FileKind> = {
  'schema.json': 'data',
  'ui.json': 'ui',
  'steps.json': 'steps',
};

/** The kinds a file may have at its place, or undefined for a file that does not belong. */
export function expectedKinds(file: string): FileKind[] | undefined {
  if (file.startsWith('_shared/')) return ['data', 'ui', 'parts', 'rates'];
  const parts = file.split('/');
  // A service folder, or a form outside the catalogue under forms/ (see check-project.ts).
  const name =
    parts.length === 2
      ? parts[1]
      : parts.length === 3 && parts[0] === 'forms'
        ? parts[2]
        : undefined;
  const kind = name ? serviceKinds[name] : undefined;
  return kind ? [kind] : undefined;
}

/** The issues of one file (not a meta-schema) of the schemas folder. */
export function checkFile(
  file: string,
  json: unknown,
  meta: MetaValidator,
  files: SchemaFiles,
): Issue[] {
  const kind = kindOf(file, json);
  const expected = expectedKinds(file);
  if (!expected) {
    return [
      warning(file, '$', 'not a service file (schema.json, ui.json, steps.json) or a shared part'),
    ];
  }
  const wanted = expected.join(' / ');
  if (!kind) return [error(file, '$.$schema', `add "$schema" naming its meta-schema (${wanted})`)];
  if (!expected.includes(kind)) {
    return [error(file, '$.$schema', `a ${kind} meta-schema here; expected ${wanted}`)];
  }
  const issues = meta.validate(file, json, kind);
  if (!file.startsWith('_shared/')) return issues;
  if (kind === 'data') return [...issues, ...checkSharedDefinitions(file, files)];
  const { problems } = resolveRefs(files, file);
  return [...issues, ...problems.map((p) => error(p.file, p.path, p.message))];
}

/** Compiles each definition of a shared data file strictly (unknown keywords, bad formats). */
export function checkSharedDefinitions(file: string, files: SchemaFiles): Issue[] {
  const { value, problems } = resolveRefs(files, file);
  const issues = problems.map((p) => error(p.file, p.path, p.message));
  const defs = isRecord(value) && isRecord(value.definitions) ? value.definitions : {};
  const ajv = createAjv({ strict: true });
  for (const [name, def] of Object.entries(defs)) {
    try {
      ajv.compile(def as object);
    } catch (e) {
      const at = toJsonPath(['definitions', name]);
      issues.push(error(file, at, `does not compile: ${(e as Error).message}`));
    }
  }
  return issues;
}

/** The rate table exists and its keys are unique. */
export function checkRates(files: SchemaFiles): Issue[] {
  const file = sharedFiles.rates;
  if (!files[file]) return [error(file, '$', 'the rate table is missing')];
  const issues: Issue[] = [];
  const keys = new Set<string>();
  rateDefinitions(files[file]).forEach((r, i) => {
    if (keys.has(r.key)) {
      issues.push(error(file, toJsonPath(['rates', i, 'key']), `duplicate rate "${r.key}"`));
    }
    keys.add(r.key);
  });
  return issues;
}
