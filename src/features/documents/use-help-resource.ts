/** Loads one help resource (document list, one document) with its loading and error states. */
import type { ApiResponse } from '@/domain/api';
import { useApi } from '@/lib/use-api';
import { t } from '@/i18n/i18n';

/** Calls `load` when `key` changes; `retry` loads again. */
export function useHelpResource<T>(key: string, load: () => Promise<ApiResponse<T>>) {
  const { load: state, reload: retry } = useApi(key, load, t('help.documents.loadFailed'));
  return { state, retry };
}
