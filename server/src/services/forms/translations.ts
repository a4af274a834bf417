/**
 * Service texts in the recipient's language (issue 20), for what the server writes to people:
 * notifications and e-mails naming a service, documents listing an application's answers. The
 * translations are the analysts' files under schemas/<folder>/translations/ (schemas/README.md,
 * "Translations"), read with the catalogue; a text without a translation is English. Validation
 * never uses them: bodies are checked against the English definitions (catalog.ts), since only
 * texts differ between languages.
 */
import { loadService } from '../../../../src/domain/catalog/load-service.ts';
import {
  asTranslations,
  translateEntry,
  translateFiles,
  translationPath,
} from '../../../../src/domain/catalog/translate.ts';
import type { CatalogEntry, LoadedService } from '../../../../src/domain/catalog/types.ts';
import { isUiLanguage, type UiLanguage } from '../../../../src/domain/i18n/languages.ts';
import { getCatalog, type Catalog } from './catalog.ts';

/** A stored language ('mr', 'hi', null for not chosen yet) as a language to write in. */
function languageOf(language: string | null | undefined): UiLanguage {
  return isUiLanguage(language) ? language : 'en';
}

/** A catalogue entry with its title and description in `language`. */
export function entryIn(
  entry: CatalogEntry,
  language: string | null | undefined,
  catalog: Catalog = getCatalog(),
): CatalogEntry {
  const lang = languageOf(language);
  return translateEntry(
    entry,
    lang,
    asTranslations(catalog.files[translationPath(entry.folder, lang)]),
  );
}

/**
 * The title of a service in `language` (the user's `users.language`; null or unknown: English), as
 * `catalog.services.get(id).title` gives it in English, e.g. for "Your application for {service}
 * was approved". An unknown id is returned as it is.
 */
export function serviceTitleIn(
  serviceId: string,
  language: string | null | undefined,
  catalog: Catalog = getCatalog(),
): string {
  return serviceIn(serviceId, language, catalog)?.title ?? serviceId;
}

const translated = new WeakMap<Catalog, Map<string, LoadedService>>();

/**
 * A service's whole definition with its texts in `language` (labels, step titles, declarations,
 * upload slots, fee lines, validation messages): for documents that show an application's answers
 * with their questions. Built once per service and language. Never validate with it.
 */
export function serviceIn(
  serviceId: string,
  language: string | null | undefined,
  catalog: Catalog = getCatalog(),
): LoadedService | undefined {
  const english = catalog.services.get(serviceId);
  const lang = languageOf(language);
  if (!english || lang === 'en') return english;
  let cache = translated.get(catalog);
  if (!cache) translated.set(catalog, (cache = new Map()));
  const key = `${serviceId}|${lang}`;
  let service = cache.get(key);
  if (!service) {
    const loaded = loadService(
      translateFiles(catalog.files, lang),
      entryIn(english.entry, lang, catalog),
    );
    service = { ...loaded, entry: english.entry };
    cache.set(key, service);
  }
  return service;
}
