import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { paths } from '@/config/paths';
import { PageHeader } from '@/ui/page-header';
import { PageLoader } from '@/ui/page-loader';
import { FaqList } from './faq-list';
import { filterFaq } from './filter-faq';
import { useFaq } from './use-faq';
import { SearchField } from '@/ui/search-field';

/** /FAQPage: questions about the portal and its services, searchable, answers expandable. */
export function FaqPage() {
  const { state, retry } = useFaq();
  const [query, setQuery] = useState('');
  const faqs = useMemo(() => (state.status === 'ready' ? state.faqs : []), [state]);
  const shown = useMemo(() => filterFaq(faqs, query), [faqs, query]);

  return (
    <>
      <PageHeader title="Frequently asked questions">
        Signing in, applications, payments, uploads, users and the services of each department.
      </PageHeader>
      {state.status === 'loading' ? <PageLoader /> : null}
      {state.status === 'error' ? (
        <Alert severity="error" action={<Button onClick={retry}>Try again</Button>}>
          {state.message}
        </Alert>
      ) : null}
      {state.status === 'ready' ? (
        <>
          <search>
            <SearchField
              label="Search the FAQ"
              placeholder="For example: payment, upload, tree"
              value={query}
              onChange={setQuery}
            />
          </search>
          <Typography role="status" color="text.secondary" sx={{ my: 2 }}>
            {shown.length === faqs.length
              ? `${faqs.length} questions`
              : `${shown.length} of ${faqs.length} questions match`}
          </Typography>
          {shown.length > 0 ? (
            <FaqList faqs={shown} />
          ) : (
            <Alert severity="info">
              No question matches your search. Try another word, or see {paths.documents.title}.
            </Alert>
          )}
        </>
      ) : null}
    </>
  );
}
