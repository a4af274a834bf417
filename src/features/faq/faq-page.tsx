import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import { paths } from '@/config/paths';
import { PageHeader } from '@/ui/page-header';
import { LoadView } from '@/ui/load-view';
import { FaqList } from './faq-list';
import { filterFaq } from './filter-faq';
import { useFaq } from './use-faq';
import { SearchWithCount } from '@/ui/search-field';

/** /FAQPage: questions about the portal and its services, searchable, answers expandable. */
export function FaqPage() {
  const { state, retry } = useFaq();
  const [query, setQuery] = useState('');
  const faqs = useMemo(() => (state.status === 'ready' ? state.data : []), [state]);
  const shown = useMemo(() => filterFaq(faqs, query), [faqs, query]);

  return (
    <>
      <PageHeader title="Frequently asked questions">
        Signing in, applications, payments, uploads, users and the services of each department.
      </PageHeader>
      <LoadView load={state} reload={retry}>
        {() => (
          <>
            <SearchWithCount
              label="Search the FAQ"
              placeholder="For example: payment, upload, tree"
              value={query}
              onChange={setQuery}
              count={
                shown.length === faqs.length
                  ? `${faqs.length} questions`
                  : `${shown.length} of ${faqs.length} questions match`
              }
            />
            {shown.length > 0 ? (
              <FaqList faqs={shown} />
            ) : (
              <Alert severity="info">
                No question matches your search. Try another word, or see {paths.documents.title}.
              </Alert>
            )}
          </>
        )}
      </LoadView>
    </>
  );
}
