/**
 * Fetches the schema files of one service on demand. Vite turns every JSON file under /schemas
 * into its own lazy chunk, so the sign-in bundle holds none of them and a service page fetches
 * only its three files, the files they `$ref` (followed transitively) and the shared files the
 * loader reads by name. Its precompiled validators are chunks of their own too. Translations
 * (`<folder>/translations/<lang>.json`) are chunks of their own as well, fetched only for the
 * language on screen (loadTranslations), never with the sign-in page.
 */
import { resolvePath, type SchemaFiles } from '@/domain/catalog/files';
import { isRecord } from '@/domain/catalog/json';
import { serviceFilePaths } from '@/domain/catalog/load-service';
import { sharedFiles } from '@/domain/catalog/shared';
import { translationPathsFor } from '@/domain/catalog/translate';
import type { CatalogEntry } from '@/domain/catalog/types';
import type { UiLanguage } from '@/domain/i18n/languages';
import { deferValidators, loadFormValidators } from '../validation/precompiled';
import { schemaModule } from '../validation/service-modules';

/** Loads one schema file by its path relative to schemas/ (undefined when there is none). */
export async function loadSchemaFile(path: string): Promise<unknown> {
  const load = schemaModule(path);
  return load ? await load() : undefined;
}

const translationFiles = new Map<string, unknown>();
const translationLoads = new Map<string, Promise<void>>();

/**
 * `files` with the translation files of `language` for every folder they come from, or undefined
 * when one of those has not been fetched yet (loadTranslations). The same object for the same
 * files and language, so what is built from it can be kept.
 */
export function withTranslationsNow(
  files: SchemaFiles,
  language: UiLanguage,
): SchemaFiles | undefined {
  const paths = translationPathsFor(Object.keys(files), language);
  if (paths.length === 0) return files;
  if (!paths.every((p) => translationFiles.has(p))) return undefined;
  let byLanguage = merged.get(files);
  if (!byLanguage) merged.set(files, (byLanguage = new Map()));
  let out = byLanguage.get(language);
  if (!out) {
    const added = paths.filter((p) => translationFiles.get(p) !== undefined);
    out = { ...files, ...Object.fromEntries(added.map((p) => [p, translationFiles.get(p)])) };
    byLanguage.set(language, out);
  }
  return out;
}
const merged = new WeakMap<SchemaFiles, Map<UiLanguage, SchemaFiles>>();

/** Fetches the translation files of `language` for the folders of `files` (each once). */
export async function loadTranslations(files: SchemaFiles, language: UiLanguage): Promise<void> {
  await Promise.all(translationPathsFor(Object.keys(files), language).map(loadTranslation));
}

/** Fetches one translation file (a folder without one reads as English). */
export function loadTranslation(path: string): Promise<void> {
  let pending = translationLoads.get(path);
  if (!pending) {
    pending = loadSchemaFile(path).then(
      (json) => void translationFiles.set(path, json),
      (e: unknown) => {
        translationLoads.delete(path);
        throw e;
      },
    );
    translationLoads.set(path, pending);
  }
  return pending;
}

/** A fetched translation file (undefined: not fetched, or the folder has none). */
export function translationFile(path: string): unknown {
  return translationFiles.get(path);
}

/**
 * The files a service needs: its own three, everything they reference, and the shared parts; its
 * precompiled validators are loaded alongside (with `validators: 'steps'`, none: the service page
 * renders its first step without them and loads them once that step is on screen, precompiled.ts).
 * With a `language`, its translations too.
 */
export async function loadServiceFiles(
  entry: CatalogEntry,
  language?: UiLanguage,
  validators: 'all' | 'steps' = 'all',
): Promise<SchemaFiles> {
  const files = await loadEnglishFiles(entry, validators);
  if (!language) return files;
  await loadTranslations(files, language);
  return withTranslationsNow(files, language) ?? files;
}

async function loadEnglishFiles(entry: CatalogEntry, which: 'all' | 'steps'): Promise<SchemaFiles> {
  let validators: Promise<void> | undefined;
  if (which === 'steps') deferValidators(entry.folder);
  else validators = loadFormValidators(entry.folder);
  const files: Record<string, unknown> = {};
  let queue: string[] = [
    ...Object.values(serviceFilePaths(entry)),
    sharedFiles.messages,
    sharedFiles.uploads,
    sharedFiles.rates,
    sharedFiles.plot,
  ];
  while (queue.length > 0) {
    const batch = [...new Set(queue)].filter((p) => !(p in files));
    const loaded = await Promise.all(batch.map(loadSchemaFile));
    queue = [];
    batch.forEach((path, i) => {
      if (loaded[i] === undefined) return;
      files[path] = loaded[i];
      queue.push(...referencedFiles(path, loaded[i]));
    });
  }
  await validators;
  return files;
}

/** The files a parsed JSON file names in its `$ref`s, as paths relative to schemas/. */
export function referencedFiles(from: string, json: unknown): string[] {
  const out = new Set<string>();
  const visit = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!isRecord(node)) return;
    const ref = node.$ref;
    if (typeof ref === 'string' && !ref.startsWith('#') && !/^[a-z][a-z0-9+.-]*:/i.test(ref)) {
      const file = ref.split('#')[0] ?? '';
      if (file.endsWith('.json')) out.add(resolvePath(from, file));
    }
    Object.values(node).forEach(visit);
  };
  visit(json);
  return [...out];
}
