/**
 * Loaders of every area's catalog per language (i18n.ts fetches this module with the shell). A
 * translation catalog is compiled over the English one, so each file is complete on its own.
 */
import { PSEUDO_LANGUAGE, type UiLanguage } from '@/domain/i18n/languages';

type Catalogs = Record<string, () => Promise<unknown>>;

export const areaLoaders: Record<UiLanguage, Catalogs> = {
  en: import.meta.glob('./catalogs/en/*.json', { query: '?catalog', import: 'default' }),
  hi: import.meta.glob('./catalogs/hi/*.json', { query: '?catalog', import: 'default' }),
  mr: import.meta.glob('./catalogs/mr/*.json', { query: '?catalog', import: 'default' }),
  [PSEUDO_LANGUAGE]: import.meta.glob('./catalogs/en/*.json', {
    query: '?catalog&pseudo',
    import: 'default',
  }),
};
