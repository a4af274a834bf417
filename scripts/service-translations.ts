/**
 * `npx tsx scripts/service-translations.ts <folder|_shared> <mr|hi> [--all] [--write]`: the texts of
 * one service folder (or of the shared parts) that have no translation yet in that language, as a
 * JSON object in the order of the files (schema.json, ui.json, steps.json, the catalogue entry), each
 * key with its English text for the translator to replace (schemas/README.md, "Translations").
 *
 *   (no option)  prints only the untranslated keys;
 *   --all        prints the whole file: the existing translations, then in their place the
 *                untranslated keys with their English text;
 *   --write      writes that whole file to schemas/<folder>/translations/<lang>.json (keys the
 *                English no longer has are left out and named on stderr, so a translation of a
 *                renamed text can be moved to its new key).
 *
 * A text still equal to its English counts as untranslated: the checker lists it until translated.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { isRecord } from '../src/domain/catalog/json';
import { CATALOG_FILE, loadCatalog } from '../src/domain/catalog/load-catalog';
import { readSchemaFiles } from '../src/domain/catalog/read-schema-files';
import type { ServiceText } from '../src/domain/catalog/service-texts';
import { isTranslatedLanguage, translationPath } from '../src/domain/catalog/translate';
import { folderTexts, SHARED_FOLDER } from '../src/domain/checker/check-service-translations';

/** What the skeleton holds, and the existing keys the English no longer has. */
export interface Skeleton {
  /** Untranslated keys only (the default output). */
  untranslated: Record<string, string>;
  /** The whole file: existing translations and untranslated keys (English), in the walker's order. */
  all: Record<string, string>;
  stale: string[];
}

/** The skeleton of `folder` in `language` for the project at `root`. */
export function skeleton(root: string, folder: string, language: string): Skeleton {
  if (!isTranslatedLanguage(language))
    throw new Error(`language must be mr or hi, not "${language}"`);
  const { files } = readSchemaFiles(join(root, 'schemas'));
  const texts = textsOf(root, files, folder);
  const existing = files[translationPath(folder, language)];
  const done: Record<string, unknown> = isRecord(existing) ? existing : {};
  const untranslated: Record<string, string> = {};
  const all: Record<string, string> = {};
  for (const { key, en } of texts) {
    const text = done[key];
    if (typeof text === 'string' && text.trim() !== '' && text !== en) all[key] = text;
    else all[key] = untranslated[key] = en;
  }
  const known = new Set(texts.map((t) => t.key));
  return { untranslated, all, stale: Object.keys(done).filter((k) => !known.has(k)) };
}

function textsOf(
  root: string,
  files: Readonly<Record<string, unknown>>,
  folder: string,
): ServiceText[] {
  if (folder === SHARED_FOLDER) return folderTexts(files, folder);
  const entries = loadCatalog(JSON.parse(readFileSync(join(root, CATALOG_FILE), 'utf8')));
  const entry = entries.find((e) => e.folder === folder);
  if (!entry && !files[`${folder}/schema.json`]) {
    throw new Error(`schemas/${folder} is neither a service folder, a form nor _shared`);
  }
  return folderTexts(files, folder, entry);
}

function main(): void {
  const args = process.argv.slice(2);
  const [folder, language] = args.filter((a) => !a.startsWith('--'));
  if (!folder || !language) {
    console.error(
      'usage: npx tsx scripts/service-translations.ts <folder|_shared> <mr|hi> [--all] [--write]',
    );
    process.exitCode = 2;
    return;
  }
  const root = resolve(join(fileURLToPath(import.meta.url), '..', '..'));
  const normalised = folder.replace(/^schemas\//, '').replace(/\/+$/, '');
  const result = skeleton(root, normalised, language);
  for (const key of result.stale) {
    console.error(`not in the English definition any more (left out): ${key}`);
  }
  const write = args.includes('--write');
  const json = `${JSON.stringify(write || args.includes('--all') ? result.all : result.untranslated, null, 2)}\n`;
  if (!write) {
    process.stdout.write(json);
    return;
  }
  const path = join(root, 'schemas', translationPath(normalised, language));
  if (!existsSync(dirname(path))) mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, json);
  const left = Object.keys(result.untranslated).length;
  console.error(`wrote ${path}: ${left} text(s) still in English for you to translate`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) main();
