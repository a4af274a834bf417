/**
 * A load whose answer stays on screen while it is read again (a list or a profile that actions
 * change): `data` is null until the first answer; `error` is why the last read failed, shown
 * beside what a failed re-read keeps; `reload` reads again without a spinner; `set` takes an
 * answer another call already gave.
 */
import type { Load } from './use-api';
import { t } from '@/i18n/i18n';
import { useLoad } from './use-load';

type Answer<T> = Exclude<Load<T>, { status: 'loading' }>;
type Kept<T> = { status: 'kept'; data: T | null; error: string | null };

function settle<T>(answer: Answer<T>, before: T | null): Kept<T> {
  return answer.status === 'ready'
    ? { status: 'kept', data: answer.data, error: null }
    : { status: 'kept', data: before, error: answer.message };
}

/** Reads with `read` whenever `key` changes (null: not yet); a throw is logged as `what` failing. */
export function useKeptLoad<T>(key: string | null, read: () => Promise<Answer<T>>, what: string) {
  const failed = (error: unknown) => {
    console.error(`${what} failed`, error);
    return t('shell.load.failed'); // spec §8: what a read that could not reach the server shows
  };
  const attempt = () =>
    read().catch((error: unknown): Answer<T> => ({ status: 'error', message: failed(error) }));
  const { state, replace } = useLoad<Kept<T>>(
    key,
    async () => settle(await attempt(), null),
    (error) => settle<T>({ status: 'error', message: failed(error) }, null),
  );
  const data = state.status === 'kept' ? state.data : null;
  return {
    data,
    error: state.status === 'kept' ? state.error : null,
    async reload() {
      if (key !== null) replace(settle(await attempt(), data));
    },
    set: (next: T) => replace({ status: 'kept', data: next, error: null }),
  };
}
