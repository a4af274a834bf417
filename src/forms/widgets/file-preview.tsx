import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import type { FileRef } from '@/domain/catalog/inject';
import { useT } from '@/i18n/use-t';
import type { FileStore } from '../context';

/** Shows an uploaded PDF (embedded) or image, read back from the file store as an object URL. */
export function FilePreview({ file, store }: { file: FileRef; store: FileStore }) {
  const t = useT();
  const [url, setUrl] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let created: string | null = null;
    let live = true;
    store.fileUrl(file).then(
      (u) => {
        created = u;
        if (live) setUrl(u);
        else URL.revokeObjectURL(u);
      },
      (e: unknown) => live && setError((e as Error).message),
    );
    return () => {
      live = false;
      if (created) URL.revokeObjectURL(created);
    };
  }, [file, store]);

  if (error) return <Alert severity="error">{error}</Alert>;
  if (!url)
    return (
      <CircularProgress size={24} aria-label={t('forms.upload.loading', { name: file.name })} />
    );
  if (file.type.startsWith('image/')) {
    return (
      <Box
        component="img"
        src={url}
        alt={t('forms.upload.previewOf', { name: file.name })}
        sx={{ maxWidth: '100%', maxHeight: 360, border: 1, borderColor: 'divider' }}
      />
    );
  }
  if (file.type === 'application/pdf') {
    return (
      <Box
        component="object"
        data={url}
        type="application/pdf"
        aria-label={t('forms.upload.previewOf', { name: file.name })}
        sx={{ width: '100%', height: 420, border: 1, borderColor: 'divider' }}
      >
        <a href={url} target="_blank" rel="noreferrer">
          {t('forms.upload.open', { name: file.name })}
        </a>
      </Box>
    );
  }
  return (
    <a href={url} download={file.name}>
      {t('forms.upload.downloadNoPreview', { name: file.name })}
    </a>
  );
}
