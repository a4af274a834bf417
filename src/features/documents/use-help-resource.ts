/** Loads one help resource (document list, one document) with its loading and error states. */
import type { ApiResponse } from '@/domain/api';
import { useApi } from '@/lib/use-api';

const FAILED = 'The documents could not be loaded. Check your connection and try again.';

/** Calls `load` when `key` changes; `retry` loads again. */
export function useHelpResource<T>(key: string, load: () => Promise<ApiResponse<T>>) {
  const { load: state, reload: retry } = useApi(key, load, FAILED);
  return { state, retry };
}
