/**
 * The whole check behind `npm run check:schemas`: every file against its meta-schema, references
 * resolve, the catalogue is consistent (unique ids and folders, known departments, files present),
 * no text the scaffold left for the analyst remains, every service passes the data-schema, UI,
 * steps, rule and sample checks (and the fee when a condition does not hold), and the translations fit the English texts. Pure: it takes the parsed files, so the CLI, the tests and the
 * server can all run it.
 */
import type { SchemaFiles } from '../catalog/files';
import { error, type Issue } from '../catalog/issues';
import { isRecord } from '../catalog/json';
import { CATALOG_FILE } from '../catalog/load-catalog';
import { serviceFilePaths, tryLoadService } from '../catalog/load-service';
import { plotFactsSchema, plotFieldNames, sharedFiles } from '../catalog/shared';
import { isTranslationFile } from '../catalog/translate';
import type { CatalogEntry } from '../catalog/types';
import { defaultRates, rateDefinitions } from '../fees/rates';
import { catalogEntries, checkCatalog, hasFiles } from './check-catalog';
import { checkDataSchema } from './check-data-schema';
import { checkDefinitionTypes } from './check-definition-types';
import { checkFeeConditions } from './check-fee-conditions';
import { checkFile, checkRates } from './check-files';
import { checkPlaceholders } from './check-placeholders';
import { checkRenames } from './check-renames';
import { checkServiceTranslations } from './check-service-translations';
import { checkRules } from './check-rules';
import { checkSample } from './check-sample';
import { checkSteps } from './check-steps';
import { checkUi } from './check-ui';
import { metaFiles, MetaValidator } from './meta';

/** What the check reads: the parsed schema files and the parsed catalogue. */
export interface ProjectInput {
  files: SchemaFiles;
  catalog: unknown;
  /**
   * Files of schemas/ that are not valid JSON (reported by the reader, with line and column):
   * what depends on them is not checked, so a broken file gives one clear error, not "missing"
   * and "delete this translation" errors about the good files around it.
   */
  unreadable?: readonly string[];
}

/** Runs every check; the result is sorted by file and path. */
export function checkProject({ files, catalog, unreadable = [] }: ProjectInput): Issue[] {
  const issues = checkAll(files, catalog);
  return unreadable.length === 0 ? issues : issues.filter(notCausedBy(unreadable));
}

/**
 * Whether an issue is not a consequence of an unreadable file: a file of a service folder (or a
 * form, or a translation) takes that folder's other issues with it; a shared part or meta-schema
 * every service's, leaving the catalogue's own checks.
 */
function notCausedBy(unreadable: readonly string[]): (issue: Issue) => boolean {
  const broken = new Set(unreadable);
  const folders = new Set<string>();
  let everything = false;
  for (const file of unreadable) {
    const parts = file.split('/');
    if (parts[0] === '_shared' || parts.length === 1) everything = true;
    else if (parts[1] === 'translations')
      continue; // only its own issues, reported by the reader
    else folders.add(parts[0] === 'forms' ? parts.slice(0, 2).join('/') : (parts[0] as string));
  }
  return (issue) => {
    if (issue.file === CATALOG_FILE) {
      const missing = /^(.+) is missing$/.exec(issue.message);
      return !(missing && broken.has(missing[1] as string));
    }
    if (everything || broken.has(issue.file)) return false;
    return ![...folders].some((f) => issue.file.startsWith(`${f}/`));
  };
}

function checkAll(files: SchemaFiles, catalog: unknown): Issue[] {
  const meta = new MetaValidator(files);
  const issues: Issue[] = [];
  for (const name of metaFiles) {
    if (!isRecord(files[name])) issues.push(error(name, '$', 'meta-schema file missing'));
  }
  for (const [file, json] of Object.entries(files)) {
    // Translation files are checked against their folder's texts (check-service-translations.ts).
    if (!metaFiles.has(file) && !isTranslationFile(file)) {
      issues.push(...checkFile(file, json, meta, files));
    }
  }
  issues.push(...meta.validate(CATALOG_FILE, catalog, 'catalog'));
  issues.push(...checkRates(files));
  issues.push(...checkDefinitionTypes(files));
  const entries = catalogEntries(catalog);
  issues.push(...checkCatalog(entries, files));
  issues.push(
    ...checkPlaceholders(
      catalog,
      entries.map((e) => e.folder),
      files,
    ),
  );
  const seen = new Set<string>();
  for (const entry of entries) {
    if (seen.has(entry.folder) || !hasFiles(entry, files)) continue;
    seen.add(entry.folder);
    issues.push(...checkService(entry, files, entries));
  }
  for (const entry of formEntries(files)) issues.push(...checkService(entry, files, entries));
  // Translation errors; untranslated texts are listed apart (scripts/check-schemas.ts).
  issues.push(...checkServiceTranslations(files, entries).issues);
  return dedupe(issues).sort(
    (a, b) => a.file.localeCompare(b.file) || a.path.localeCompare(b.path),
  );
}

/**
 * Forms the engine renders outside the catalogue (schemas/forms/<name>/, e.g. plot registration):
 * checked like a service, under an entry made from the folder name.
 */
function formEntries(files: SchemaFiles): CatalogEntry[] {
  const names = new Set(
    Object.keys(files)
      .filter((f) => f.startsWith('forms/') && f.split('/').length === 3)
      .map((f) => f.split('/')[1] as string),
  );
  return [...names].map((name) => ({
    id: name,
    folder: `forms/${name}`,
    title: name,
    description: '',
    serviceMasterId: -1,
    submitMode: 'direct',
    version: 1,
  }));
}

/** True when the check found no errors (warnings allowed). */
export function passes(issues: readonly Issue[]): boolean {
  return !issues.some((i) => i.severity === 'error');
}

function checkService(entry: CatalogEntry, files: SchemaFiles, entries: CatalogEntry[]): Issue[] {
  const paths = serviceFilePaths(entry);
  const { service, issues } = tryLoadService(files, entry);
  if (!service) return issues;
  const schemaIssues = checkDataSchema(paths.schema, service.schema);
  issues.push(...schemaIssues);
  issues.push(...checkUi(paths.ui, service.uiSchema, service.schema));
  issues.push(...checkRenames(paths.schema, service.schema));
  const stepIssues = checkSteps(paths.steps, service);
  issues.push(...stepIssues);
  const ctx = {
    plotFields: plotFieldNames(files),
    rateTable: new Set(rateDefinitions(files[sharedFiles.rates]).map((r) => r.key)),
    serviceIds: new Set(entries.map((e) => e.id)),
  };
  const ruleIssues = checkRules(paths.steps, service, ctx);
  issues.push(...ruleIssues);
  // The sample needs a schema that compiles and rules that can run.
  const compiles = !schemaIssues.some((i) => i.message.startsWith('does not compile'));
  if (compiles && !ruleIssues.some((i) => i.severity === 'error')) {
    const rates = defaultRates(files[sharedFiles.rates]);
    const sampleIssues = checkSample(paths.steps, service, plotFactsSchema(files), rates);
    issues.push(...sampleIssues);
    // Once the sample's fee works out, the fee must also work out when a condition does not hold.
    if (!sampleIssues.some((i) => i.path === '$.sample' || i.path === '$.fee')) {
      issues.push(...checkFeeConditions(paths.steps, paths.schema, service, rates));
    }
  }
  // A broken upload slot (no key, "5 MB", "pdf") is reported at the slot in steps.json; the
  // documents it builds into the data schema, and the sample's files, fail only because of it.
  const slotsBroken = stepIssues.some(
    (i) => i.severity === 'error' && i.path.startsWith('$.uploads['),
  );
  if (!slotsBroken) return issues;
  return issues.filter(
    (i) =>
      !(
        i.file === paths.schema &&
        (i.path.startsWith('$.properties.documents') || i.message.includes('/documents/'))
      ) && !(i.file === paths.steps && i.path.startsWith('$.sample.data.documents')),
  );
}

function dedupe(issues: Issue[]): Issue[] {
  const seen = new Set<string>();
  return issues.filter((i) => {
    const key = `${i.file}|${i.path}|${i.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
