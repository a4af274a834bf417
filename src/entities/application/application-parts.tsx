import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { FeeLineRecord } from '@/api/applications';
import { downloadUpload } from '@/api/uploads';
import { formatDate, formatInr } from '@/lib/format';
import { dialogue } from '@/ui/alerts';
import { TermList } from '@/ui/term-list';

/** A stored file of the application. */
export interface UploadRow {
  FileId: string;
  FileName: string;
  ContentType?: string;
  Size?: number;
}

/** A declaration as accepted on submission. */
export interface DeclarationRow {
  id: string;
  text: string;
  version: number | string;
  acceptedAt?: string | null;
}

async function openFile(file: UploadRow) {
  try {
    const url = URL.createObjectURL(await downloadUpload(file.FileId));
    window.open(url, '_blank', 'noopener');
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch {
    await dialogue({
      icon: 'error',
      title: 'Error',
      text: 'File Not found. Please try linking another file',
    });
  }
}

/** The files submitted with the application; each opens in a new tab. */
export function UploadList({ files }: { files: UploadRow[] }) {
  if (files.length === 0) return <Typography>No documents were attached.</Typography>;
  return (
    <List dense>
      {files.map((f) => (
        <ListItem key={f.FileId} disableGutters>
          <Button size="small" onClick={() => void openFile(f)} aria-label={`Open ${f.FileName}`}>
            {f.FileName}
          </Button>
          <Typography variant="body2" color="text.secondary">
            {f.ContentType} {f.Size ? `· ${Math.ceil(f.Size / 1024)} KB` : ''}
          </Typography>
        </ListItem>
      ))}
    </List>
  );
}

/** The declarations the applicant accepted, with version and time. */
export function DeclarationList({ items }: { items: DeclarationRow[] }) {
  if (items.length === 0) return <Typography>No declarations accepted yet.</Typography>;
  return (
    <List dense>
      {items.map((d) => (
        <ListItem key={d.id} disableGutters>
          <ListItemText
            primary={d.text}
            secondary={`Accepted · version ${String(d.version)} · ${formatDate(d.acceptedAt, 'dd-MM-yyyy HH:mm')}`}
          />
        </ListItem>
      ))}
    </List>
  );
}

/** The fee heads and the total, as the server computed them. */
export function FeeTable({ lines, total }: { lines: FeeLineRecord[]; total?: number | null }) {
  return (
    <TermList
      terms={[
        ...lines.map((l, i) => ({
          key: l.id ?? String(i),
          term: l.label ?? l.id,
          value: formatInr(l.amount),
        })),
        { key: 'total', term: 'Total', value: formatInr(total), total: true },
      ]}
      columns="1fr auto"
      columnGap={0}
      mutedTerms={false}
      numeric
      sx={{ maxWidth: 520 }}
    />
  );
}
