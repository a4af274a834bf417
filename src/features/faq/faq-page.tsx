import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import { routeTitle } from '@/i18n/route-titles';
import { PageHeader } from '@/ui/page-header';
import { LoadView } from '@/ui/load-view';
import { FaqList } from './faq-list';
import { filterFaq } from './filter-faq';
import { useFaq } from './use-faq';
import { SearchWithCount } from '@/ui/search-field';
import { useT } from '@/i18n/use-t';

/** /FAQPage: questions about the portal and its services, searchable, answers expandable. */
export function FaqPage() {
  const { state, retry } = useFaq();
  const [query, setQuery] = useState('');
  const faqs = useMemo(() => (state.status === 'ready' ? state.data : []), [state]);
  const shown = useMemo(() => filterFaq(faqs, query), [faqs, query]);
  const t = useT();

  return (
    <>
      <PageHeader title={t('help.faq.title')}>{t('help.faq.intro')}</PageHeader>
      <LoadView load={state} reload={retry}>
        {() => (
          <>
            <SearchWithCount
              label={t('help.faq.search')}
              placeholder={t('help.faq.searchPlaceholder')}
              value={query}
              onChange={setQuery}
              count={
                shown.length === faqs.length
                  ? t('help.faq.count', { count: faqs.length })
                  : t('help.faq.matchCount', { shown: shown.length, count: faqs.length })
              }
            />
            {shown.length > 0 ? (
              <FaqList faqs={shown} />
            ) : (
              <Alert severity="info">
                {t('help.faq.noMatch', { documents: routeTitle('documents') })}
              </Alert>
            )}
          </>
        )}
      </LoadView>
    </>
  );
}
