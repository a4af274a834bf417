/**
 * Service titles and descriptions (services.catalog.json) in the language on screen, for lists,
 * dashboards and headings that name a service without loading its form. Each service's title is
 * translated in its own folder's file (`catalog#/title` in `<folder>/translations/<lang>.json`);
 * those files are fetched, once per language, the first time a screen asks in that language.
 * Until then, and for a text without a translation, the English title is shown.
 *
 *   const title = useServiceTitle(record.ServiceId);        // one service
 *   const texts = useServiceTexts(); texts.title(entry.id)  // a list of services
 */
import { useEffect, useMemo, useReducer } from 'react';
import {
  asTranslations,
  isTranslatedLanguage,
  translateEntry,
  translationPath,
} from '@/domain/catalog/translate';
import type { CatalogEntry } from '@/domain/catalog/types';
import { PSEUDO_LANGUAGE, type UiLanguage } from '@/domain/i18n/languages';
import { catalogEntries, catalogEntry } from '@/config/service-catalog';
import { currentLanguage } from '@/i18n/i18n';
import { useLanguage } from '@/i18n/use-t';
import { loadTranslation, translationFile } from './schema-files';

/** A service's texts as a list shows them. */
export interface ServiceTexts {
  /** The service's title in the language (English for an unknown id: the id itself). */
  title: (serviceId: string) => string;
  /** The service's description in the language ('' for an unknown id). */
  description: (serviceId: string) => string;
  /** Why a plot cannot have the service (a precondition's English message) in the language. */
  reason: (serviceId: string, english: string) => string;
}

const pending = new Map<UiLanguage, Promise<void>>();

/** Fetches every service's translation file of `language` (once; English needs none). */
export function loadServiceTitles(language: UiLanguage = currentLanguage()): Promise<void> {
  if (!isTranslatedLanguage(language)) return Promise.resolve();
  let load = pending.get(language);
  if (!load) {
    const folders = new Set(catalogEntries().map((e) => e.folder));
    load = Promise.all([...folders].map((f) => loadTranslation(translationPath(f, language)))).then(
      () => undefined,
      (e: unknown) => {
        pending.delete(language);
        throw e;
      },
    );
    pending.set(language, load);
  }
  return load;
}

/** The languages whose translation files have all been fetched (or failed: English stays). */
const settled = new Set<UiLanguage>();

/**
 * A catalogue entry with its title and description in `language` (now; English until its
 * translation file is fetched: loadServiceTitles).
 */
export function translatedEntry(
  entry: CatalogEntry,
  language: UiLanguage = currentLanguage(),
): CatalogEntry {
  if (language !== PSEUDO_LANGUAGE && !isTranslatedLanguage(language)) return entry;
  const file = translationFile(translationPath(entry.folder, language));
  return translateEntry(entry, language, asTranslations(file));
}

/** A service's title in `language` now (non-React code; English until loadServiceTitles). */
export function serviceTitle(serviceId: string, language: UiLanguage = currentLanguage()): string {
  const entry = catalogEntry(serviceId);
  return entry ? translatedEntry(entry, language).title : serviceId;
}

/** Titles and descriptions of every service in the language on screen (renders again when fetched). */
export function useServiceTexts(): ServiceTexts {
  const language = useLanguage();
  const [version, fetched] = useReducer((n: number) => n + 1, 0);
  const ready = !isTranslatedLanguage(language) || settled.has(language);
  useEffect(() => {
    if (ready) return undefined;
    let live = true;
    const done = () => {
      settled.add(language);
      if (live) fetched();
    };
    // Titles that cannot be fetched stay English.
    loadServiceTitles(language).then(done, done);
    return () => {
      live = false;
    };
  }, [language, ready]);
  return useMemo(() => {
    const of = (id: string) => {
      const entry = catalogEntry(id);
      return entry ? translatedEntry(entry, language) : undefined;
    };
    return {
      title: (id) => of(id)?.title ?? id,
      description: (id) => of(id)?.description ?? '',
      reason: (id, english) => {
        const index = (catalogEntry(id)?.preconditions ?? []).findIndex(
          (p) => p.message === english,
        );
        return index < 0 ? english : (of(id)?.preconditions?.[index]?.message ?? english);
      },
    };
    // `version` changes when the titles have been fetched.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [language, version]);
}

/** One service's title in the language on screen. */
export function useServiceTitle(serviceId: string): string {
  return useServiceTexts().title(serviceId);
}
