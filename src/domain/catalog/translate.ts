/**
 * Service definitions in another language (issue 20). Analysts translate a folder's texts in
 * `<folder>/translations/<lang>.json` (schemas/README.md, "Translations"): a flat object from the
 * walker's key ('schema.json#/properties/discharge/title', 'catalog#/title') to the text. The
 * translations are applied to the files as read, before `$ref`s are resolved, so a text reached
 * through `_shared` is translated once, in `_shared/translations/<lang>.json`, wherever it is used.
 * A text without a translation stays English. In the pseudo-language every text is accented
 * (placeholders kept), so an e2e walk in it shows any service text that escaped translation.
 * Only texts change: names, values, rules and the structure stay as they are, so answers keyed by
 * field names fit every language and validation is the same. Pure; shared by browser and server.
 */
import { PSEUDO_LANGUAGE, type Language, type UiLanguage } from '../i18n/languages';
import { pseudoText } from '../i18n/pseudo';
import type { SchemaFiles } from './files';
import { isRecord } from './json';
import { CATALOG_TEXT_FILE, mapTexts, textKey } from './service-texts';
import type { CatalogEntry } from './types';

/** The languages a definition is translated into (English is the definition itself). */
export const TRANSLATED_LANGUAGES = ['mr', 'hi'] as const satisfies readonly Language[];
export type TranslatedLanguage = (typeof TRANSLATED_LANGUAGES)[number];

/** The folder name that holds a definition folder's translations. */
export const TRANSLATIONS_FOLDER = 'translations';

/** A parsed translation file: key → translated text. */
export type Translations = Readonly<Record<string, string>>;

export function isTranslatedLanguage(value: unknown): value is TranslatedLanguage {
  return typeof value === 'string' && (TRANSLATED_LANGUAGES as readonly string[]).includes(value);
}

/** The folder of a file relative to schemas/ ('tree-felling/ui.json' → 'tree-felling'). */
export function folderOf(path: string): string {
  return path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : '';
}

/** The path of a folder's translation file: 'tree-felling/translations/mr.json'. */
export function translationPath(folder: string, language: string): string {
  return `${folder}/${TRANSLATIONS_FOLDER}/${language}.json`;
}

/** True for a file under a translations/ folder ('_shared/translations/hi.json'). */
export function isTranslationFile(path: string): boolean {
  const parts = path.split('/');
  return parts.length >= 2 && parts[parts.length - 2] === TRANSLATIONS_FOLDER;
}

/**
 * Texts that are filled in at show time and must survive translation unchanged: `{{name}}`,
 * `${name}` and ICU-style `{limit}` (the default validation messages' figures).
 */
const PLACEHOLDER = /\{\{[^{}]*\}\}|\$\{[^{}]*\}|\{[A-Za-z_][\w.]*\}/g;

/** The placeholders of a text, in order ('Use at most {limit} characters' → ['{limit}']). */
export function placeholdersOf(text: string): string[] {
  return text.match(PLACEHOLDER) ?? [];
}

/** The pseudo-language's form of a service text: accented, placeholders and URLs kept. */
export function pseudoServiceText(text: string): string {
  const keep = new RegExp(`${PLACEHOLDER.source}|\\]\\([^)]*\\)|https?://\\S+`, 'g');
  let out = '';
  let last = 0;
  for (const match of text.matchAll(keep)) {
    out += pseudoText(text.slice(last, match.index)) + match[0];
    last = match.index + match[0].length;
  }
  return out + pseudoText(text.slice(last));
}

/** Keeps only string values of a parsed translation file (the checker reports the rest). */
export function asTranslations(json: unknown): Translations {
  if (!isRecord(json)) return {};
  return Object.fromEntries(
    Object.entries(json).filter((e): e is [string, string] => typeof e[1] === 'string'),
  );
}

/** How one text is shown: its translation, its pseudo form, or undefined to keep the English. */
type TextLookup = (key: string, en: string) => string | undefined;

function lookupFor(language: UiLanguage, translations: Translations): TextLookup | undefined {
  if (language === PSEUDO_LANGUAGE) return (_key, en) => pseudoServiceText(en);
  if (!isTranslatedLanguage(language)) return undefined;
  return (key) => {
    const text = translations[key];
    return text && text.trim() !== '' ? text : undefined;
  };
}

/** One file's texts in `language`; `fileName` is its name inside its folder ('schema.json'). */
export function translateFile(
  fileName: string,
  json: unknown,
  language: UiLanguage,
  translations: Translations,
): unknown {
  const lookup = lookupFor(language, translations);
  if (!lookup) return json;
  return mapTexts(fileName, json, (path, en) => lookup(textKey(fileName, path), en));
}

/**
 * The schema files with every text in `language`: each file is translated from its own folder's
 * translation file (present in `files` under translations/, or absent: English stays). English
 * returns `files` itself; translation files and meta-schemas pass through unchanged.
 */
export function translateFiles(files: SchemaFiles, language: UiLanguage): SchemaFiles {
  if (language !== PSEUDO_LANGUAGE && !isTranslatedLanguage(language)) return files;
  const out: Record<string, unknown> = {};
  for (const [path, json] of Object.entries(files)) {
    const folder = folderOf(path);
    if (!folder || isTranslationFile(path)) {
      out[path] = json;
      continue;
    }
    const translations = asTranslations(files[translationPath(folder, language)]);
    out[path] = translateFile(path.slice(folder.length + 1), json, language, translations);
  }
  return out;
}

/** The translation files `translateFiles` reads for these files, e.g. 'x/translations/mr.json'. */
export function translationPathsFor(paths: Iterable<string>, language: UiLanguage): string[] {
  if (!isTranslatedLanguage(language)) return [];
  const folders = new Set<string>();
  for (const path of paths) {
    const folder = folderOf(path);
    if (folder && !isTranslationFile(path)) folders.add(folder);
  }
  return [...folders].map((f) => translationPath(f, language));
}

/** A catalogue entry with its title and description in `language` (from its folder's file). */
export function translateEntry<
  E extends Pick<CatalogEntry, 'title' | 'description'> & {
    preconditions?: readonly { message: string }[];
  },
>(entry: E, language: UiLanguage, translations: Translations): E {
  const lookup = lookupFor(language, translations);
  if (!lookup) return entry;
  const texts = mapTexts(
    CATALOG_TEXT_FILE,
    {
      title: entry.title,
      description: entry.description,
      ...(entry.preconditions
        ? { preconditions: entry.preconditions.map((p) => ({ message: p.message })) }
        : {}),
    },
    (path, en) => lookup(textKey(CATALOG_TEXT_FILE, path), en),
  ) as Pick<CatalogEntry, 'title' | 'description'> & { preconditions?: { message: string }[] };
  return {
    ...entry,
    title: texts.title,
    description: texts.description,
    ...(entry.preconditions
      ? {
          preconditions: entry.preconditions.map((p, i) => ({
            ...p,
            message: texts.preconditions?.[i]?.message ?? p.message,
          })),
        }
      : {}),
  };
}
