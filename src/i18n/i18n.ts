/**
 * The portal's translations, on Lingui's runtime (@lingui/core) with catalogs compiled at build
 * time (build/i18n). The `core` area (the sign-in page, the error screen) is in the first bundle
 * for English; every other area, and every other language, is fetched when first needed, so the
 * sign-in page stays within its size budget.
 */
import { setupI18n } from '@lingui/core';
import {
  DEFAULT_LANGUAGE,
  PSEUDO_LANGUAGE,
  htmlLang,
  intlLocale,
  type UiLanguage,
} from '@/domain/i18n/languages';
import { setDisplayLocale } from '@/domain/i18n/display-locale';
import englishCore from './catalogs/en/core.json?catalog';
import type { MessageId, MessageValues } from './message-ids';

type Catalogs = Record<string, () => Promise<unknown>>;

// The core area's loaders, keyed by file path ('./catalogs/hi/core.json'). The other areas'
// loaders live in area-loaders.ts, itself fetched with the shell, to keep this module small.
const coreLoaders: Record<UiLanguage, Catalogs> = {
  en: import.meta.glob('./catalogs/en/core.json', { query: '?catalog', import: 'default' }),
  hi: import.meta.glob('./catalogs/hi/core.json', { query: '?catalog', import: 'default' }),
  mr: import.meta.glob('./catalogs/mr/core.json', { query: '?catalog', import: 'default' }),
  [PSEUDO_LANGUAGE]: import.meta.glob('./catalogs/en/core.json', {
    query: '?catalog&pseudo',
    import: 'default',
  }),
};
let areaLoaders: Record<UiLanguage, Catalogs> | null = null;

/** The one Lingui instance; English core texts are there from the start. */
export const i18n = setupI18n({ locale: DEFAULT_LANGUAGE, messages: { en: englishCore } });

const areaOf = (path: string) => path.slice(path.lastIndexOf('/') + 1, -'.json'.length);
const loaded = new Map<UiLanguage, Set<string>>([['en', new Set(['core'])]]);

/** Loads the texts a language needs: core, plus every other area once the shell has loaded. */
async function loadAreas(language: UiLanguage): Promise<void> {
  const have = loaded.get(language) ?? new Set<string>();
  loaded.set(language, have);
  const wanted = { ...coreLoaders[language], ...areaLoaders?.[language] };
  const missing = Object.entries(wanted).filter(([path]) => !have.has(areaOf(path)));
  const catalogs = await Promise.all(missing.map(([, load]) => load()));
  missing.forEach(([path], index) => {
    i18n.load(language, catalogs[index] as Record<string, never>);
    have.add(areaOf(path));
  });
}

/** The language on screen. */
export function currentLanguage(): UiLanguage {
  return i18n.locale as UiLanguage;
}

/** Loads a language's texts (for the areas needed so far) and shows it. */
export async function activateLanguage(language: UiLanguage): Promise<void> {
  await loadAreas(language);
  // The shell's areas may have become known while core was loading: load them before showing.
  if (areaLoaders) await loadAreas(language);
  setDisplayLocale(intlLocale(language));
  if (typeof document !== 'undefined') document.documentElement.lang = htmlLang(language);
  // Plural "#" and number formats in 0–9 digits (intlLocale), as everywhere else on screen.
  i18n.activate(language, [intlLocale(language)]);
}

/** Loads every area's texts for the current language (the shell calls it before its first render). */
export async function loadAllAreas(): Promise<void> {
  areaLoaders ??= (await import('./area-loaders')).areaLoaders;
  // A switch while loading (a sign-in applying the profile's language) loads that language too.
  let language: UiLanguage;
  do {
    language = currentLanguage();
    await loadAreas(language);
  } while (language !== currentLanguage());
}

/**
 * Starts fetching every area's texts in `language` without applying them (main.tsx, before the
 * shell's code has arrived); loadAllAreas then finds them fetched.
 */
export function preloadAreas(language: UiLanguage): void {
  import('./area-loaders')
    .then(({ areaLoaders: all }) => Promise.all(Object.values(all[language]).map((load) => load())))
    .catch(() => undefined); // loadAllAreas reports a failure when the shell needs the texts
}

/** Translates a message id now, in the current language (for code outside React components). */
export function t(id: MessageId, values?: MessageValues): string {
  return i18n._(id, values);
}

/** Makes every catalog file available synchronously (unit tests; see tests/support/setup-dom.ts). */
export function loadCatalogsNow(language: UiLanguage, catalogs: Record<string, unknown>): void {
  for (const [path, messages] of Object.entries(catalogs)) {
    i18n.load(language, messages as Record<string, never>);
    const have = loaded.get(language) ?? new Set<string>();
    have.add(areaOf(path));
    loaded.set(language, have);
  }
}
