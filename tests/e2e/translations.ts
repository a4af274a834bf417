/**
 * What a screen says in another language, looked up by its English text, so that e2e tests read
 * like the English ones and follow the catalogs whatever ids the screens use: the screens' catalogs
 * (src/i18n/catalogs) and the service definitions' translation files (schemas/…/translations).
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Language } from '../../src/domain/i18n/languages';
import { serviceTexts, sharedTexts } from '../../src/domain/catalog/service-texts';

type Texts = Record<string, string>;
const json = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));

function screenCatalog(language: Language): Texts {
  const dir = join('src/i18n/catalogs', language);
  return Object.assign(
    {},
    ...readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .map((f) => json(join(dir, f)) as Texts),
  ) as Texts;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The ids whose English text is `english` (a screen text, exactly). */
function idsOf(english: string): string[] {
  const en = screenCatalog('en');
  const ids = Object.keys(en).filter((id) => en[id] === english);
  if (ids.length === 0) throw new Error(`no screen text reads "${english}" in English`);
  return ids;
}

/** A screen text in `language`, from its English (the catalogs must agree on one translation). */
export function tr(language: Language, english: string): string {
  if (language === 'en') return english;
  const catalog = screenCatalog(language);
  const found = [...new Set(idsOf(english).map((id) => catalog[id] ?? english))];
  if (found.length > 1)
    throw new Error(`"${english}" has several translations: ${found.join(' | ')}`);
  return found[0]!;
}

/** A screen text with {placeholders} as a pattern: each placeholder matches any text. */
export function trPattern(language: Language, english: string): RegExp {
  const text = tr(language, english);
  return new RegExp(
    text
      .split(/\{[^}]*\}/)
      .map(escape)
      .join('.+'),
  );
}

/** A service definition's text (its own files, then _shared) in `language`, from its English. */
export function serviceTr(folder: string, language: Language, english: string): string {
  if (language === 'en') return english;
  const read = (file: string) =>
    existsSync(join('schemas', folder, file)) ? json(join('schemas', folder, file)) : undefined;
  const catalog = json('services.catalog.json') as { services: { folder: string }[] };
  const own = serviceTexts({
    schema: read('schema.json'),
    ui: read('ui.json'),
    steps: read('steps.json'),
    entry: catalog.services.find((s) => s.folder === folder),
  });
  const sharedDir = join('schemas', '_shared');
  const shared = sharedTexts(
    Object.fromEntries(
      readdirSync(sharedDir)
        .filter((f) => f.endsWith('.json'))
        .sort()
        .map((f) => [f, json(join(sharedDir, f))]),
    ),
  );
  const translations = (dir: string): Texts => {
    const file = join(dir, 'translations', `${language}.json`);
    return existsSync(file) ? (json(file) as Texts) : {};
  };
  const hit = own.find((t) => t.en === english) ?? shared.find((t) => t.en === english);
  if (!hit) throw new Error(`no text of ${folder} reads "${english}"`);
  const file = own.includes(hit) ? translations(join('schemas', folder)) : translations(sharedDir);
  const text = file[hit.key];
  if (!text) throw new Error(`"${english}" (${hit.key}) has no ${language} translation`);
  return text;
}
