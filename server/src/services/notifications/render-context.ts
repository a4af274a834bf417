/**
 * How this server renders messages: its PUBLIC_URL and its catalogue's service titles, in the
 * message's language where the service's translation file has its title (schemas/<folder>/
 * translations/<lang>.json, key "catalog#/title"), else in English.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Catalog } from '../forms/catalog.ts';
import type { RenderContext, TemplateLanguage } from './templates.ts';

const schemasDir = fileURLToPath(new URL('../../../../schemas/', import.meta.url));
const TITLE_KEY = 'catalog#/title';

/** A translation file's texts ({} when there is none yet). */
function translations(folder: string, language: TemplateLanguage): Record<string, unknown> {
  try {
    const file = path.join(schemasDir, folder, 'translations', `${language}.json`);
    return JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  } catch {
    return {};
  }
}

export function renderContextOf(publicUrl: string, catalog: Catalog): RenderContext {
  const titles = new Map<string, string | null>();
  return {
    publicUrl,
    serviceTitle: (id, language = 'en') => {
      const service = catalog.services.get(id);
      if (!service) return id;
      if (language === 'en') return service.title;
      const key = `${service.entry.folder}|${language}`;
      if (!titles.has(key)) {
        const title = translations(service.entry.folder, language)[TITLE_KEY];
        titles.set(key, typeof title === 'string' && title.trim() ? title : null);
      }
      return titles.get(key) ?? service.title;
    },
  };
}
