/**
 * Saves a language chosen while signed in on the user's profile, so the next sign-in (in any
 * browser) opens in it. The choice is already shown and remembered in this browser; a failed save
 * is only logged, as the screen is right either way.
 */
import { saveLanguage } from '@/api/account';
import type { Language } from '@/domain/i18n/languages';

export function saveLanguageChoice(language: Language): void {
  saveLanguage(language).then(
    (res) => {
      if (!res.IsSuccess) console.error('The language was not saved on the profile', res.Message);
    },
    (error: unknown) => console.error('The language was not saved on the profile', error),
  );
}
