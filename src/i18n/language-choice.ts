/**
 * The language the user chose, remembered in this browser across sessions (and kept by the
 * idle-timeout and session-expired screens, which never clear it). Signed-in users also have it on
 * their profile. The pseudo-language is a test aid: honoured only where config.json allows test
 * overrides, never in production.
 */
import { SETTINGS } from '@/config/settings';
import {
  DEFAULT_LANGUAGE,
  PSEUDO_LANGUAGE,
  isLanguage,
  type Language,
  type UiLanguage,
} from '@/domain/i18n/languages';

export const LANGUAGE_KEY = 'language';

/** The remembered language; English when none was chosen or storage is unavailable. */
export function rememberedLanguage(): UiLanguage {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(LANGUAGE_KEY);
  } catch {
    // storage blocked (private mode): the default applies
  }
  if (isLanguage(stored)) return stored;
  if (stored === PSEUDO_LANGUAGE && SETTINGS.ALLOWOVERRIDES) return PSEUDO_LANGUAGE;
  return DEFAULT_LANGUAGE;
}

/** The language the user chose in this browser (not the pseudo-language), or null if none. */
export function rememberedChoice(): Language | null {
  try {
    const stored = localStorage.getItem(LANGUAGE_KEY);
    return isLanguage(stored) ? stored : null;
  } catch {
    return null;
  }
}

export function rememberLanguage(language: UiLanguage): void {
  try {
    localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // not remembered, but still shown
  }
}

/** Where a pick made in this tab (since its last sign-out) is kept: sign-in honours it. */
const PICKED_KEY = 'languagePicked';

/** Remembers a language picked with the switcher, and that it was picked in this tab. */
export function pickLanguage(language: Language): void {
  rememberLanguage(language);
  try {
    sessionStorage.setItem(PICKED_KEY, language);
  } catch {
    // the profile's language will win at sign-in
  }
}

/** The language picked with the switcher in this tab, if any. */
export function pickedLanguage(): Language | null {
  try {
    const picked = sessionStorage.getItem(PICKED_KEY);
    return isLanguage(picked) ? picked : null;
  } catch {
    return null;
  }
}
