/** Loads one help resource (document list, one document) with its loading and error states. */
import type { ApiResponse } from '@/domain/api';
import { useApi, type Load } from '@/lib/use-api';

/** The state of a load. */
export type Resource<T> = Load<T>;

const FAILED = 'The documents could not be loaded. Check your connection and try again.';

/** Calls `load` when `key` changes; `retry` loads again. */
export function useHelpResource<T>(key: string, load: () => Promise<ApiResponse<T>>) {
  const { load: state, reload: retry } = useApi(
    key,
    () =>
      load().catch((error: unknown) => {
        console.error('Help content failed to load', error);
        throw error;
      }),
    FAILED,
  );
  return { state, retry };
}
