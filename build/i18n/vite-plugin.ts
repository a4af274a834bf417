/**
 * Imports of `src/i18n/catalogs/<language>/<area>.json?catalog` become compiled message catalogs
 * (compile-catalog.ts); `?catalog&pseudo` compiles the English one accented. The import is
 * resolved to a virtual module so Vite's JSON plugin leaves it alone.
 */
import { readFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { compileCatalog } from './compile-catalog.ts';

const PREFIX = '\0i18n-catalog:';

function readJson(file: string): Record<string, string> | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

export function i18nCatalogs(): Plugin {
  return {
    name: 'portal:i18n-catalogs',
    enforce: 'pre',
    resolveId(source, importer) {
      const [path, query] = source.split('?');
      if (!query?.split('&').includes('catalog') || !path) return null;
      const file = resolve(importer ? dirname(importer) : process.cwd(), path);
      // The id must not end in .json, or Vite's own JSON plugin would parse the compiled module.
      return `${PREFIX}${file}|${query.includes('pseudo') ? 'pseudo' : 'plain'}`;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const [file, pseudo] = id.slice(PREFIX.length).split('|');
      const area = basename(file!);
      const englishFile = join(dirname(file!), '..', 'en', area);
      const isEnglish = englishFile === file;
      const english = readJson(englishFile) ?? {};
      const translation = isEnglish ? null : readJson(file!);
      this.addWatchFile(englishFile);
      if (!isEnglish) this.addWatchFile(file!);
      const compiled = compileCatalog(english, translation, { pseudo: pseudo === 'pseudo' });
      return `export default ${JSON.stringify(compiled)};`;
    },
  };
}
