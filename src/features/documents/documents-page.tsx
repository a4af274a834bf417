import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { getDocuments } from '@/api/documents';
import { routeTitle } from '@/i18n/route-titles';
import { PageHeader } from '@/ui/page-header';
import { LoadView } from '@/ui/load-view';
import { DocumentTable } from './document-table';
import { departmentsOf, filterDocuments } from './filter-documents';
import { useHelpResource } from './use-help-resource';
import { SearchField } from '@/ui/search-field';
import { useT } from '@/i18n/use-t';
import { departmentShown } from './labels';

/** /documents: guidelines, templates and a checklist per service, searchable, with downloads. */
export function DocumentsPage() {
  const { state, retry } = useHelpResource('documents', getDocuments);
  const [query, setQuery] = useState('');
  const [department, setDepartment] = useState('');
  const docs = useMemo(() => (state.status === 'ready' ? state.data : []), [state]);
  const shown = useMemo(() => filterDocuments(docs, query, department), [docs, query, department]);
  const general = shown.filter((d) => d.kind !== 'Checklist');
  const checklists = shown.filter((d) => d.kind === 'Checklist');
  const t = useT();

  return (
    <>
      <PageHeader title={routeTitle('documents')}>{t('help.documents.intro')}</PageHeader>
      <LoadView load={state} reload={retry}>
        {() => (
          <Stack spacing={3}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} component="search">
              <SearchField
                label={t('help.documents.search')}
                placeholder={t('help.documents.searchPlaceholder')}
                value={query}
                onChange={setQuery}
              />
              <TextField
                select
                label={t('common.department')}
                value={department}
                onChange={(e) => setDepartment(e.target.value)}
                sx={{ minWidth: 220 }}
                slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
              >
                <MenuItem value="">{t('help.documents.allDepartments')}</MenuItem>
                {departmentsOf(docs).map((d) => (
                  <MenuItem key={d} value={d}>
                    {departmentShown(t, d)}
                  </MenuItem>
                ))}
              </TextField>
            </Stack>
            <Typography role="status" color="text.secondary">
              {shown.length === docs.length
                ? t('help.documents.count', { count: docs.length })
                : t('help.documents.matchCount', { shown: shown.length, count: docs.length })}
            </Typography>
            {general.length > 0 ? (
              <section aria-labelledby="docs-general">
                <Typography id="docs-general" variant="h2" sx={{ mb: 1.5 }}>
                  {t('help.documents.general')}
                </Typography>
                <DocumentTable docs={general} caption={t('help.documents.general')} />
              </section>
            ) : null}
            {checklists.length > 0 ? (
              <section aria-labelledby="docs-checklists">
                <Typography id="docs-checklists" variant="h2" sx={{ mb: 1.5 }}>
                  {t('help.documents.checklists')}
                </Typography>
                <DocumentTable docs={checklists} caption={t('help.documents.checklists')} />
              </section>
            ) : null}
            {shown.length === 0 ? (
              <Alert severity="info">{t('help.documents.noMatch')}</Alert>
            ) : null}
          </Stack>
        )}
      </LoadView>
    </>
  );
}
