/** Loads the FAQ from the server, with loading and error states. */
import { getFaq } from '@/api/documents';
import { useApi } from '@/lib/use-api';

const FAILED = 'The questions could not be loaded. Check your connection and try again.';

export function useFaq() {
  const { load: state, reload: retry } = useApi('faq', getFaq, FAILED);
  return { state, retry };
}
