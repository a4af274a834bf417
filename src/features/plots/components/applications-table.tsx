import { useState } from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import TextField from '@mui/material/TextField';
import type { SummaryRow } from '@/api/scrutiny';
import { formatDate, formatInr } from '@/lib/format';
import {
  pendingText,
  statusLabel,
  visibleRows,
  type SortKey,
} from '@/entities/application/summary-rows';
import { RowActions } from './row-actions';

const columns: { key: SortKey | null; label: string }[] = [
  { key: 'ServiceName', label: 'Service' },
  { key: 'Status', label: 'Status' },
  { key: 'SubmittedDate', label: 'Submitted on' },
  { key: 'TentativeCost', label: 'Tentative cost' },
  { key: null, label: 'Pending with / action needed' },
  { key: null, label: 'Actions' },
];

/** The plot's applications: text and status filters, sortable columns, pages of 10. */
export function ApplicationsTable({
  rows,
  onChanged,
}: {
  rows: SummaryRow[];
  onChanged: () => void;
}) {
  const [text, setText] = useState('');
  const [status, setStatus] = useState('');
  const [sort, setSort] = useState<{ key: SortKey; dir: 'asc' | 'desc' }>({
    key: 'SubmittedDate',
    dir: 'desc',
  });
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(10);
  const shown = visibleRows(rows, text, status, sort);
  const statuses = [...new Set(rows.map((r) => r.Status))];
  const sortBy = (key: SortKey) =>
    setSort((s) => ({ key, dir: s.key === key && s.dir === 'asc' ? 'desc' : 'asc' }));
  return (
    <Paper variant="outlined">
      <Box sx={{ display: 'flex', gap: 2, p: 2, flexWrap: 'wrap' }}>
        <TextField
          label="Search applications"
          size="small"
          value={text}
          onChange={(e) => (setText(e.target.value), setPage(0))}
        />
        <TextField
          select
          label="Status"
          size="small"
          sx={{ minWidth: 200 }}
          value={status}
          onChange={(e) => (setStatus(e.target.value), setPage(0))}
        >
          <MenuItem value="">All statuses</MenuItem>
          {statuses.map((s) => (
            <MenuItem key={s} value={s}>
              {statusLabel(s)}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <TableContainer>
        <Table size="small" aria-label="Applications of this plot">
          <TableHead>
            <TableRow>
              {columns.map((c) => (
                <TableCell key={c.label} sortDirection={sort.key === c.key ? sort.dir : false}>
                  {c.key ? (
                    <TableSortLabel
                      active={sort.key === c.key}
                      direction={sort.key === c.key ? sort.dir : 'asc'}
                      onClick={() => sortBy(c.key as SortKey)}
                    >
                      {c.label}
                    </TableSortLabel>
                  ) : (
                    c.label
                  )}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.slice(page * size, page * size + size).map((r) => (
              <TableRow key={r.SubmissionId} hover>
                <TableCell>
                  {r.ServiceName}
                  <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
                    {r.SubmissionId}
                  </Box>
                </TableCell>
                <TableCell>{statusLabel(r.Status)}</TableCell>
                <TableCell>
                  {r.SubmittedDate ? formatDate(r.SubmittedDate) : 'Not submitted'}
                </TableCell>
                <TableCell>{formatInr(r.TentativeCost)}</TableCell>
                <TableCell>{pendingText(r)}</TableCell>
                <TableCell>
                  <RowActions row={r} onChanged={onChanged} />
                </TableCell>
              </TableRow>
            ))}
            {shown.length === 0 ? (
              <TableRow>
                <TableCell colSpan={columns.length}>No applications match.</TableCell>
              </TableRow>
            ) : null}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={shown.length}
        page={page}
        rowsPerPage={size}
        rowsPerPageOptions={[5, 10, 25]}
        onPageChange={(_, p: number) => setPage(p)}
        onRowsPerPageChange={(e) => (setSize(Number(e.target.value)), setPage(0))}
      />
    </Paper>
  );
}
