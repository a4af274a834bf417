/**
 * Loads a catalogue service in the browser: fetches its schema files lazily and runs the domain
 * loader, in the language on screen (its translations fetched for that language only; a text
 * without one stays English). A broken definition becomes an `error` state with every issue,
 * never a blank screen.
 */
import { useEffect, useReducer } from 'react';
import type { SchemaFiles } from '@/domain/catalog/files';
import { labelOptions, optionLabelsFor } from '@/domain/catalog/enum-labels';
import { CatalogError, error as issue, type Issue } from '@/domain/catalog/issues';
import { tryLoadService } from '@/domain/catalog/load-service';
import {
  asTranslations,
  translateEntry,
  translateFiles,
  translationPath,
} from '@/domain/catalog/translate';
import type { CatalogEntry, LoadedService } from '@/domain/catalog/types';
import { DEFAULT_LANGUAGE, type UiLanguage } from '@/domain/i18n/languages';
import { catalogEntry } from '@/config/service-catalog';
import { useLanguage } from '@/i18n/use-t';
import { useLoad } from '@/lib/use-load';
import { withEngineUi } from './engine-ui';
import { loadServiceFiles, loadTranslations, withTranslationsNow } from './schema-files';

/** Where loading a service stands. */
export type ServiceLoad =
  | { status: 'loading' }
  | { status: 'ready'; service: LoadedService; files: SchemaFiles }
  | {
      status: 'error';
      issues: Issue[];
      entry?: CatalogEntry;
      /** Its files could not be downloaded (a connection's fault, not the definition's). */
      unreachable?: true;
    };

/** A finished load: the service, or why it could not be loaded. */
export type LoadedOrFailed = Exclude<ServiceLoad, { status: 'loading' }>;

const built = new WeakMap<SchemaFiles, Map<string, LoadedOrFailed>>();

/**
 * Runs the loader over files already fetched; the engine UI is merged in. In `language` (English
 * by default) its texts come from the translation files among `files` (loadServiceFiles with the
 * language, or withTranslationsNow), applied before the references are resolved. The result is
 * kept per files, service and language, so the same service object comes back each time.
 */
export function loadFromFiles(
  files: SchemaFiles,
  entry: CatalogEntry,
  language: UiLanguage = DEFAULT_LANGUAGE,
): LoadedOrFailed {
  let cache = built.get(files);
  if (!cache) built.set(files, (cache = new Map()));
  const key = `${entry.id}|${entry.folder}|${entry.version}|${language}`;
  let result = cache.get(key);
  if (!result) {
    result = build(files, entry, language);
    cache.set(key, result);
  }
  return result;
}

function build(files: SchemaFiles, entry: CatalogEntry, language: UiLanguage): LoadedOrFailed {
  try {
    const translations = asTranslations(files[translationPath(entry.folder, language)]);
    const shown = translateEntry(entry, language, translations);
    const { service, issues } = tryLoadService(translateFiles(files, language), shown);
    const errors = issues.filter((i) => i.severity === 'error');
    if (!service || errors.length > 0) return { status: 'error', issues: errors, entry };
    // The loaded service keeps the catalogue's own entry (ids, rules); only the texts change, and
    // the answer options read by their labels in the language (their values stay English).
    const labels = optionLabelsFor(files, entry.folder, language);
    const uiSchema = labelOptions(service.schema, service.uiSchema, labels);
    return { status: 'ready', service: withEngineUi({ ...service, uiSchema, entry }), files };
  } catch (e) {
    const issues = e instanceof CatalogError ? e.issues : [issue(entry.folder, '$', String(e))];
    return { status: 'error', issues, entry };
  }
}

/**
 * A definition's files, fetched in English, shown in the language on screen: its translations are
 * fetched for that language; meanwhile (after a switch) the language shown before stays, so an
 * open form is never replaced by a loader and its answers stay. Undefined `files`: loading.
 */
export function useShownDefinition(
  files: SchemaFiles | undefined,
  entry: CatalogEntry | undefined,
): ServiceLoad {
  const language = useLanguage();
  const [, fetched] = useReducer((n: number) => n + 1, 0);
  const ready = files ? withTranslationsNow(files, language) : undefined;
  useEffect(() => {
    if (!files || ready) return undefined;
    let live = true;
    const done = () => void (live && fetched());
    loadTranslations(files, language).then(done, () => {
      // A translation that cannot be fetched leaves the texts in English.
      failedTranslations.add(files);
      done();
    });
    return () => {
      live = false;
    };
  }, [files, language, ready]);
  if (!files || !entry) return { status: 'loading' };
  if (ready) {
    lastShown.set(files, language);
    return loadFromFiles(ready, entry, language);
  }
  const before = lastShown.get(files);
  const previous = before ? withTranslationsNow(files, before) : undefined;
  if (previous && before) return loadFromFiles(previous, entry, before);
  // Not fetched (offline): English rather than nothing.
  return failedTranslations.has(files) ? loadFromFiles(files, entry) : { status: 'loading' };
}

/** The language each set of files was last shown in (kept while another one is fetched). */
const lastShown = new WeakMap<SchemaFiles, UiLanguage>();
const failedTranslations = new WeakSet<SchemaFiles>();

type FilesLoad =
  { status: 'ready'; files: SchemaFiles } | { status: 'error'; issues: Issue[]; unreachable: true };

// Where app/page-loaders.ts has long found it; preload-service.ts is the smaller chunk to import.
export { preloadService } from './preload-service';

/**
 * Loads the service with this route segment (undefined id: stays loading), in the language shown.
 * `validators: 'steps'` (the service page's stepper): ready once the files are in; the validators
 * follow once the first step is on screen (precompiled.ts, theme/step-form-code.ts).
 */
export function useService(
  serviceId: string | undefined,
  validators: 'all' | 'steps' = 'all',
): ServiceLoad {
  const entry = catalogEntry(serviceId);
  // Keyed by the service, so a change of service shows 'loading' at once.
  const { state } = useLoad<FilesLoad>(
    entry ? entry.id : null,
    () =>
      loadServiceFiles(entry!, undefined, validators).then((files) => ({ status: 'ready', files })),
    // Only a download fails here: the files are checked once they are in (loadFromFiles).
    (e) => ({ status: 'error', issues: [issue(entry!.folder, '$', String(e))], unreachable: true }),
  );
  const shown = useShownDefinition(state.status === 'ready' ? state.files : undefined, entry);
  if (!entry) {
    const message = `"${serviceId ?? ''}" is not in services.catalog.json`;
    return { status: 'error', issues: [issue('services.catalog.json', '$.services', message)] };
  }
  if (state.status === 'error') return { ...state, entry };
  return shown;
}
