/** Loads the FAQ from the server, with loading and error states. */
import { getFaq } from '@/api/documents';
import { useApi } from '@/lib/use-api';
import { t } from '@/i18n/i18n';

export function useFaq() {
  const { load: state, reload: retry } = useApi('faq', getFaq, t('help.faq.loadFailed'));
  return { state, retry };
}
