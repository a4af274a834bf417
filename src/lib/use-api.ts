/** Loads one server answer (the {IsSuccess, Message, Data} envelope) with loading, error and retry. */
import type { ApiResponse } from '@/domain/api';
import { useLoad } from './use-load';

/** The state of a load. */
export type Load<T> =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; data: T };

type Answer<T> = Exclude<Load<T>, { status: 'loading' }>;

/** The load state of a server answer: its Data, or its Message (else `failed`). */
export function fromEnvelope<T>(res: ApiResponse<T>, failed: string): Answer<T> {
  return res.IsSuccess
    ? { status: 'ready', data: res.Data }
    : { status: 'error', message: res.Message || failed };
}

/**
 * Calls `fetcher` whenever `key` changes (null: nothing to load yet); `reload` calls it again. A
 * call that throws is logged and shows `failed`.
 */
export function useApi<T>(
  key: string | null,
  fetcher: () => Promise<ApiResponse<T>>,
  failed: string,
) {
  const { state, reload } = useLoad<Answer<T>>(
    key,
    () => fetcher().then((res) => fromEnvelope(res, failed)),
    (error) => {
      console.error(failed || 'A load failed', error);
      return { status: 'error', message: failed };
    },
  );
  return { load: state, reload };
}
