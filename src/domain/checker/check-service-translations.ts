/**
 * The translations of service definitions (schemas/README.md, "Translations"): each
 * `<folder>/translations/<lang>.json` is a flat object of strings named by the walker's keys
 * (src/domain/catalog/service-texts.ts) for mr and hi. Errors: a file that is not such an object, an
 * unknown language, a translations folder with no definition beside it, a key the English
 * definition no longer has (a removed option's label too: options are keyed by value), an empty
 * translation, and a translation that drops, adds or alters a placeholder (`{{name}}`, `${name}`,
 * `{limit}`). A text without a translation is shown in English: not an error, but listed per
 * folder and language (`untranslated`, with texts still equal to their English) so translators
 * see what is left. Pure.
 */
import type { SchemaFiles } from '../catalog/files';
import { error, type Issue } from '../catalog/issues';
import { isRecord, toJsonPath } from '../catalog/json';
import { serviceFilePaths } from '../catalog/load-service';
import { enumOptionTexts, OPTION_VALUE_SEPARATOR } from '../catalog/enum-labels';
import { serviceTexts, sharedTexts, type ServiceText } from '../catalog/service-texts';
import {
  folderOf,
  isTranslationFile,
  placeholdersOf,
  TRANSLATED_LANGUAGES,
  translationPath,
  type TranslatedLanguage,
} from '../catalog/translate';
import type { CatalogEntry } from '../catalog/types';

/** The shared parts' folder. */
export const SHARED_FOLDER = '_shared';

/** The English texts of one translatable folder. */
export interface FolderTexts {
  /** 'tree-felling', 'forms/plot-registration' or '_shared'. */
  folder: string;
  texts: ServiceText[];
}

/** The texts of one folder that a language's file does not translate yet. */
export interface Untranslated {
  folder: string;
  language: TranslatedLanguage;
  /** How many texts the folder has. */
  total: number;
  missing: ServiceText[];
}

/** What the translation check found. */
export interface TranslationCheck {
  issues: Issue[];
  untranslated: Untranslated[];
}

/**
 * The English texts of `folder` (a service folder with its catalogue entry, a form, or _shared),
 * then its answer options (their labels are translated in the same file; enum-labels.ts).
 */
export function folderTexts(
  files: SchemaFiles,
  folder: string,
  entry?: Pick<CatalogEntry, 'title' | 'description'>,
): ServiceText[] {
  if (folder === SHARED_FOLDER) {
    const names = Object.keys(files)
      .filter((f) => folderOf(f) === SHARED_FOLDER)
      .sort()
      .map((f) => f.slice(SHARED_FOLDER.length + 1));
    const parts = names.map((n) => [n, files[`${SHARED_FOLDER}/${n}`]] as const);
    return [
      ...sharedTexts(Object.fromEntries(parts)),
      ...parts.flatMap(([name, json]) => enumOptionTexts(name, json)),
    ];
  }
  const paths = serviceFilePaths({ folder });
  const schema = files[paths.schema];
  return [
    ...serviceTexts({ schema, ui: files[paths.ui], steps: files[paths.steps], entry }),
    ...enumOptionTexts('schema.json', schema),
  ];
}

/**
 * Every translatable folder: _shared, each catalogue service's folder (with its entry's title and
 * description) and each form under forms/.
 */
export function translatableFolders(
  files: SchemaFiles,
  entries: readonly CatalogEntry[],
): FolderTexts[] {
  const out: FolderTexts[] = [{ folder: SHARED_FOLDER, texts: folderTexts(files, SHARED_FOLDER) }];
  const seen = new Set<string>([SHARED_FOLDER]);
  for (const entry of entries) {
    if (seen.has(entry.folder)) continue;
    seen.add(entry.folder);
    out.push({ folder: entry.folder, texts: folderTexts(files, entry.folder, entry) });
  }
  const forms = Object.keys(files)
    .filter((f) => f.startsWith('forms/') && f.split('/').length === 3)
    .map(folderOf);
  for (const folder of [...new Set(forms)].sort()) {
    if (seen.has(folder)) continue;
    seen.add(folder);
    out.push({ folder, texts: folderTexts(files, folder) });
  }
  return out;
}

/** Checks every translation file under schemas/ against the English definitions. */
export function checkServiceTranslations(
  files: SchemaFiles,
  entries: readonly CatalogEntry[],
): TranslationCheck {
  const folders = translatableFolders(files, entries);
  const byFolder = new Map(folders.map((f) => [f.folder, f]));
  const issues: Issue[] = [];
  for (const [file, json] of Object.entries(files)) {
    if (!isTranslationFile(file)) continue;
    const name = file.slice(file.lastIndexOf('/') + 1);
    const language = name.slice(0, -'.json'.length);
    const folder = folderOf(folderOf(file));
    if (!(TRANSLATED_LANGUAGES as readonly string[]).includes(language)) {
      issues.push(
        error(
          file,
          '$',
          `unknown language "${language}": a translation file is named ${TRANSLATED_LANGUAGES.map((l) => `${l}.json`).join(' or ')}`,
        ),
      );
      continue;
    }
    const texts = byFolder.get(folder);
    if (!texts) {
      issues.push(error(file, '$', `"${folder}" is not a service folder, a form or _shared`));
      continue;
    }
    issues.push(...checkFile(file, json, texts.texts));
  }
  const untranslated: Untranslated[] = [];
  for (const language of TRANSLATED_LANGUAGES) {
    for (const { folder, texts } of folders) {
      const json = files[translationPath(folder, language)];
      const done = isRecord(json) ? json : {};
      // A text still equal to its English (e.g. written by scripts/service-translations.ts --write)
      // is not translated yet either.
      const missing = texts.filter((t) => {
        const text = done[t.key];
        return typeof text !== 'string' || text.trim() === '' || text === t.en;
      });
      if (missing.length > 0) untranslated.push({ folder, language, total: texts.length, missing });
    }
  }
  return { issues, untranslated };
}

const STALE = 'no such text in the English definition (renamed or removed): delete it';

/**
 * An option's label keyed the old way, by its place in the list ('…/enum/3'): such a label went
 * to whichever option came to stand there, so options are keyed by value now (enum-labels.ts).
 */
const OPTION_BY_PLACE = /\/enum\/\d+$/;
const OPTION_BY_PLACE_MESSAGE = `an answer option's label is keyed by its value, not its place: "…/enum${OPTION_VALUE_SEPARATOR}<value>"`;

/** The errors of one translation file against its folder's English texts. */
function checkFile(file: string, json: unknown, texts: readonly ServiceText[]): Issue[] {
  if (!isRecord(json)) {
    return [error(file, '$', 'a translation file is one flat object: { "<key>": "<text>" }')];
  }
  const english = new Map(texts.map((t) => [t.key, t.en]));
  const issues: Issue[] = [];
  for (const [key, text] of Object.entries(json)) {
    const at = toJsonPath([key]);
    if (typeof text !== 'string') {
      issues.push(error(file, at, 'a translation is a text (a string), not a list or an object'));
      continue;
    }
    const en = english.get(key);
    if (en === undefined) {
      issues.push(error(file, at, OPTION_BY_PLACE.test(key) ? OPTION_BY_PLACE_MESSAGE : STALE));
      continue;
    }
    if (text.trim() === '') {
      issues.push(error(file, at, 'empty translation: delete the key to show the English text'));
      continue;
    }
    const wanted = placeholdersOf(en).sort();
    const found = placeholdersOf(text).sort();
    if (wanted.join('\u0000') !== found.join('\u0000')) {
      const list = (p: string[]) => (p.length ? p.join(', ') : 'none');
      issues.push(
        error(
          file,
          at,
          `placeholders must be kept exactly: the English has ${list(wanted)}, the translation ${list(found)}`,
        ),
      );
    }
  }
  return issues;
}
