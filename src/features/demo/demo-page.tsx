import { useCallback, useDeferredValue } from 'react';
import { useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { catalogEntries, catalogEntry } from '@/config/service-catalog';
import { useServiceTexts } from '@/forms/catalog/service-titles';
import { useT } from '@/i18n/use-t';
import { PageHeader } from '@/ui/page-header';
import { PageLoader } from '@/ui/page-loader';
import { DemoPreview } from './components/demo-preview';
import { JsonEditor } from './components/json-editor';
import { useDemoFiles } from './use-demo-files';

/**
 * /demo — a live preview for analysts: any catalogue service rendered step by step by the real
 * stepper with its sample answers, sample plot and default rates; in development, a JSON editor
 * beside it. ?service=<id>&step=<step id> open a given service and step.
 */
export function DemoPage() {
  const t = useT();
  const services = useServiceTexts();
  const [params, setParams] = useSearchParams();
  const entries = catalogEntries();
  const entry = catalogEntry(params.get('service') ?? entries[0]?.id);
  const demo = useDemoFiles(entry);
  // Typing in the editor stays responsive; the preview follows as soon as React has time.
  const files = useDeferredValue(demo.files);
  const onStep = useCallback(
    (id: string) =>
      setParams(
        (p) => {
          p.set('step', id);
          return p;
        },
        { replace: true },
      ),
    [setParams],
  );

  return (
    <>
      <PageHeader title={t('shell.demo.title')}>{t('shell.demo.lead')}</PageHeader>
      <Alert severity="info" sx={{ mb: 2, maxWidth: 900 }}>
        {t('shell.demo.previewOnly')}
      </Alert>
      <TextField
        select
        label={t('common.service')}
        value={entry?.id ?? ''}
        onChange={(e) => setParams({ service: e.target.value })}
        // Long titles and ids (TreeFellingRePlantationService) wrap rather than end in '…'.
        sx={{
          width: 760,
          maxWidth: '100%',
          mb: 3,
          '& .MuiInputBase-input.MuiSelect-select': { whiteSpace: 'normal' },
        }}
      >
        {entries.map((e) => (
          <MenuItem key={e.id} value={e.id} sx={{ whiteSpace: 'normal' }}>
            {/* The id is a code for analysts, the same in every language. */}
            {services.title(e.id)} (<span translate="no">{e.id}</span>)
          </MenuItem>
        ))}
      </TextField>
      {!entry ? (
        <Alert severity="error">
          {t('shell.demo.unknown', { service: params.get('service') ?? '' })}
        </Alert>
      ) : null}
      {demo.loadError ? <Alert severity="error">{demo.loadError}</Alert> : null}
      {entry && files ? (
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: {
              xs: '1fr',
              lg: import.meta.env.DEV ? 'minmax(320px, 2fr) 3fr' : '1fr',
            },
            alignItems: 'start',
          }}
        >
          {import.meta.env.DEV ? (
            <JsonEditor texts={demo.texts} errors={demo.errors} onEdit={demo.edit} />
          ) : null}
          <Box sx={{ minWidth: 0 }}>
            <DemoPreview entry={entry} files={files} step={params.get('step')} onStep={onStep} />
          </Box>
        </Box>
      ) : entry && !demo.loadError ? (
        <PageLoader />
      ) : null}
    </>
  );
}
