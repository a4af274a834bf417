/** Loads the FAQ from the server, with loading and error states. */
import { getFaq } from '@/api/documents';
import type { FaqEntry } from '@/domain/contract/help';
import { useLoad } from '@/lib/use-load';

/** The state of the load. */
export type FaqState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; faqs: FaqEntry[] };

type FaqAnswer = Exclude<FaqState, { status: 'loading' }>;

const FAILED = 'The questions could not be loaded. Check your connection and try again.';

export function useFaq() {
  const { state, reload: retry } = useLoad<FaqAnswer>(
    'faq',
    () =>
      getFaq().then((res) =>
        res.IsSuccess
          ? { status: 'ready', faqs: res.Data }
          : { status: 'error', message: res.Message || FAILED },
      ),
    (error) => {
      console.error('FAQ failed to load', error);
      return { status: 'error', message: FAILED };
    },
  );
  return { state, retry };
}
