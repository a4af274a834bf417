import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { FeeLineRecord } from '@/api/applications';
import { downloadUpload } from '@/api/uploads';
import { shownDate, shownInr } from '@/entities/shown-format';
import { t } from '@/i18n/i18n';
import { useT } from '@/i18n/use-t';
import { mimeLabel } from '@/domain/catalog/inject';
import { fileSize } from '@/forms/review/file-size';
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
      title: t('plots.error'),
      text: t('plots.view.fileNotFound'),
    });
  }
}

/** The files submitted with the application; each opens in a new tab. */
export function UploadList({ files }: { files: UploadRow[] }) {
  const t = useT();
  if (files.length === 0) return <Typography>{t('plots.view.noDocuments')}</Typography>;
  return (
    <List dense>
      {files.map((f) => (
        <ListItem key={f.FileId} disableGutters>
          <Button
            size="small"
            onClick={() => void openFile(f)}
            aria-label={t('plots.view.openFile', { file: f.FileName })}
          >
            {f.FileName}
          </Button>
          <Typography variant="body2" color="text.secondary">
            {f.ContentType ? mimeLabel(f.ContentType) : ''} {f.Size ? `· ${fileSize(f.Size)}` : ''}
          </Typography>
        </ListItem>
      ))}
    </List>
  );
}

/** The declarations the applicant accepted, with version and time. */
export function DeclarationList({ items }: { items: DeclarationRow[] }) {
  const t = useT();
  if (items.length === 0) return <Typography>{t('plots.view.noDeclarations')}</Typography>;
  return (
    <List dense>
      {items.map((d) => (
        <ListItem key={d.id} disableGutters>
          <ListItemText
            primary={d.text}
            secondary={t('plots.view.accepted', {
              version: String(d.version),
              date: shownDate(d.acceptedAt, 'dd-MM-yyyy HH:mm'),
            })}
          />
        </ListItem>
      ))}
    </List>
  );
}

/** The fee heads and the total, as the server computed them. */
export function FeeTable({ lines, total }: { lines: FeeLineRecord[]; total?: number | null }) {
  const t = useT();
  return (
    <TermList
      terms={[
        ...lines.map((l, i) => ({
          key: l.id ?? String(i),
          term: l.label ?? l.id,
          value: shownInr(l.amount),
        })),
        { key: 'total', term: t('plots.view.total'), value: shownInr(total), total: true },
      ]}
      columns="1fr auto"
      columnGap={0}
      mutedTerms={false}
      numeric
      sx={{ maxWidth: 520 }}
    />
  );
}
