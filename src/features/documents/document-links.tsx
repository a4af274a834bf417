import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import DownloadIcon from '@mui/icons-material/Download';
import { documentDownloadUrl } from '@/api/documents';
import type { DocumentSummary } from '@/domain/contract/help';

const formatLabel = { pdf: 'PDF', txt: 'Text' } as const;

/** Download buttons of a document, one per format; plain links, so the browser saves the file. */
export function DocumentDownloads({
  doc,
  size = 'small',
}: {
  doc: DocumentSummary;
  size?: 'small' | 'medium';
}) {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {doc.formats.map((format, i) => (
        <Button
          key={format}
          size={size}
          variant={i === 0 ? 'contained' : 'outlined'}
          startIcon={<DownloadIcon />}
          href={documentDownloadUrl(doc.id, format)}
          download
          aria-label={`Download ${doc.title} as ${formatLabel[format]}`}
          sx={{ whiteSpace: 'nowrap' }}
        >
          {formatLabel[format]}
        </Button>
      ))}
    </Stack>
  );
}
