import { Link as RouterLink } from 'react-router-dom';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { tableBoxSx } from '@/ui/data-table';
import Typography from '@mui/material/Typography';
import { paths } from '@/config/paths';
import type { DocumentSummary } from '@/domain/contract/help';
import { DocumentDownloads } from './document-links';
import { useT } from '@/i18n/use-t';
import { departmentShown, kindLabel } from './labels';

/** The documents as a table: title (to its About page) with summary, type, department, downloads. */
export function DocumentTable({ docs, caption }: { docs: DocumentSummary[]; caption: string }) {
  const t = useT();
  return (
    <TableContainer sx={tableBoxSx}>
      <Table size="small" aria-label={caption}>
        <TableHead>
          <TableRow>
            <TableCell scope="col">{t('help.documents.document')}</TableCell>
            <TableCell scope="col" sx={{ display: { xs: 'none', md: 'table-cell' } }}>
              {t('help.documents.type')}
            </TableCell>
            <TableCell scope="col" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
              {t('common.department')}
            </TableCell>
            <TableCell scope="col">{t('common.download')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {docs.map((doc) => (
            <TableRow key={doc.id} hover>
              <TableCell component="th" scope="row" sx={{ py: 1.25 }}>
                <Link
                  component={RouterLink}
                  to={paths.aboutDocument.getHref(doc.id)}
                  sx={{ fontWeight: 600 }}
                >
                  {doc.title}
                </Link>
                <Typography variant="body2" color="text.secondary" sx={{ mt: 0.25 }}>
                  {doc.summary}
                </Typography>
              </TableCell>
              <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                <Chip label={kindLabel(t, doc.kind)} size="small" variant="outlined" />
              </TableCell>
              <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' }, whiteSpace: 'nowrap' }}>
                {departmentShown(t, doc.department)}
              </TableCell>
              <TableCell>
                <DocumentDownloads doc={doc} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
