import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { getDocuments } from '@/api/documents';
import { paths } from '@/config/paths';
import { PageHeader } from '@/ui/page-header';
import { LoadView } from '@/ui/load-view';
import { DocumentTable } from './document-table';
import { departmentsOf, filterDocuments } from './filter-documents';
import { useHelpResource } from './use-help-resource';
import { SearchField } from '@/ui/search-field';

/** /documents: guidelines, templates and a checklist per service, searchable, with downloads. */
export function DocumentsPage() {
  const { state, retry } = useHelpResource('documents', getDocuments);
  const [query, setQuery] = useState('');
  const [department, setDepartment] = useState('');
  const docs = useMemo(() => (state.status === 'ready' ? state.data : []), [state]);
  const shown = useMemo(() => filterDocuments(docs, query, department), [docs, query, department]);
  const general = shown.filter((d) => d.kind !== 'Checklist');
  const checklists = shown.filter((d) => d.kind === 'Checklist');

  return (
    <>
      <PageHeader title={paths.documents.title}>
        Forms, templates and guidelines for your applications, and a checklist for every service:
        the documents to upload, the declarations you will accept and how the fee is worked out.
      </PageHeader>
      <LoadView load={state} reload={retry}>
        {() => (
          <Stack spacing={3}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} component="search">
              <SearchField
                label="Search documents"
                placeholder="Title, service or department"
                value={query}
                onChange={setQuery}
              />
              <TextField
                select
                label="Department"
                value={department}
                onChange={(e) => setDepartment(e.target.value)}
                sx={{ minWidth: 220 }}
                slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
              >
                <MenuItem value="">All departments</MenuItem>
                {departmentsOf(docs).map((d) => (
                  <MenuItem key={d} value={d}>
                    {d}
                  </MenuItem>
                ))}
              </TextField>
            </Stack>
            <Typography role="status" color="text.secondary">
              {shown.length === docs.length
                ? `${docs.length} documents`
                : `${shown.length} of ${docs.length} documents match`}
            </Typography>
            {general.length > 0 ? (
              <section aria-labelledby="docs-general">
                <Typography id="docs-general" variant="h2" sx={{ mb: 1.5 }}>
                  Guidelines and templates
                </Typography>
                <DocumentTable docs={general} caption="Guidelines and templates" />
              </section>
            ) : null}
            {checklists.length > 0 ? (
              <section aria-labelledby="docs-checklists">
                <Typography id="docs-checklists" variant="h2" sx={{ mb: 1.5 }}>
                  Service checklists
                </Typography>
                <DocumentTable docs={checklists} caption="Service checklists" />
              </section>
            ) : null}
            {shown.length === 0 ? (
              <Alert severity="info">No document matches your search. Try another word.</Alert>
            ) : null}
          </Stack>
        )}
      </LoadView>
    </>
  );
}
