/** Loads the FAQ from the server in the language on screen, again when it changes. */
import { getFaq } from '@/api/documents';
import { useApi } from '@/lib/use-api';
import { t } from '@/i18n/i18n';
import { useLanguage } from '@/i18n/use-t';

export function useFaq() {
  const language = useLanguage();
  const { load: state, reload: retry } = useApi(
    `faq:${language}`,
    () => getFaq(language),
    t('help.faq.loadFailed'),
  );
  return { state, retry };
}
