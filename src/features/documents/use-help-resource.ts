/**
 * Loads one help resource (document list, one document) in the language on screen, with its
 * loading and error states.
 */
import type { ApiResponse } from '@/domain/api';
import type { UiLanguage } from '@/domain/i18n/languages';
import { useApi } from '@/lib/use-api';
import { t } from '@/i18n/i18n';
import { useLanguage } from '@/i18n/use-t';

/** Calls `load` when `key` or the language changes; `retry` loads again. */
export function useHelpResource<T>(
  key: string,
  load: (language: UiLanguage) => Promise<ApiResponse<T>>,
) {
  const language = useLanguage();
  const { load: state, reload: retry } = useApi(
    `${key}:${language}`,
    () => load(language),
    t('help.documents.loadFailed'),
  );
  return { state, retry };
}
