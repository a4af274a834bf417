import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import DownloadIcon from '@mui/icons-material/Download';
import { documentDownloadUrl } from '@/api/documents';
import type { DocumentSummary } from '@/domain/contract/help';
import type { MessageId } from '@/i18n/message-ids';
import { useLanguage, useT } from '@/i18n/use-t';

const formatLabel: Record<DocumentSummary['formats'][number], MessageId> = {
  pdf: 'help.documents.pdf',
  txt: 'help.documents.text',
};

/** Download buttons of a document, one per format; plain links, so the browser saves the file. */
export function DocumentDownloads({
  doc,
  size = 'small',
}: {
  doc: DocumentSummary;
  size?: 'small' | 'medium';
}) {
  const t = useT();
  const language = useLanguage();
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {doc.formats.map((format, i) => (
        <Button
          key={format}
          size={size}
          variant={i === 0 ? 'contained' : 'outlined'}
          startIcon={<DownloadIcon />}
          href={documentDownloadUrl(doc.id, format, language)}
          download
          aria-label={t('help.documents.downloadAs', {
            title: doc.title,
            format: t(formatLabel[format]),
          })}
          sx={{ whiteSpace: 'nowrap' }}
        >
          {t(formatLabel[format])}
        </Button>
      ))}
    </Stack>
  );
}
