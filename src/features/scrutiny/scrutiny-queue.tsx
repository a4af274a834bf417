import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { getScrutinyQueue, type QueueFilter } from '@/api/scrutiny';
import { paths } from '@/config/paths';
import { LoadView } from '@/ui/load-view';
import { viewHref } from '@/entities/application/links';
import { statusLabel } from '@/entities/application/summary-rows';
import { getIndustrialAreas } from '@/api/plot-registrations';
import { useApi } from '@/lib/use-api';
import { Role } from '@/domain/roles';
import { formatDate } from '@/lib/format';
import { PageHeader } from '@/ui/page-header';
import { QueueFilters } from './queue-filters';

const heads = [
  'Application',
  'Plot',
  'Industrial area',
  'Service',
  'Status',
  'Submitted on',
  'Age (days)',
  '',
];

/** /dashboard for corporation staff: applications waiting with the office, oldest first. */
export function ScrutinyQueue() {
  const [filter, setFilter] = useState<QueueFilter>({});
  const { load, reload } = useApi(
    JSON.stringify(filter),
    () => getScrutinyQueue(filter),
    'The scrutiny queue could not be loaded.',
  );
  // Every area of the master list, not only those in the rows shown now.
  const { load: areaLoad } = useApi('industrial-areas', getIndustrialAreas, '');
  const areas = areaLoad.status === 'ready' ? areaLoad.data.map((a) => a.Name) : [];
  return (
    <>
      <PageHeader title="Scrutiny queue">
        Applications submitted to the corporation, under scrutiny or waiting for a clarification. To
        look up any plot, use <RouterLink to={paths.plotDetails.getHref()}>Plot Details</RouterLink>
        .
      </PageHeader>
      <QueueFilters value={filter} areas={areas} onChange={setFilter} />
      <LoadView load={load} reload={reload}>
        {(rows) => (
          <TableContainer component={Paper} variant="outlined">
            <Table size="small" aria-label="Scrutiny queue">
              <TableHead>
                <TableRow>
                  {heads.map((h) => (
                    <TableCell key={h}>{h}</TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((r) => (
                  <TableRow key={r.SubmissionId} hover>
                    <TableCell>{r.SubmissionId}</TableCell>
                    <TableCell>
                      {r.PlotName} ({r.PlotID})
                    </TableCell>
                    <TableCell>{r.IndustrialAreaName}</TableCell>
                    <TableCell>{r.ServiceName}</TableCell>
                    <TableCell>{statusLabel(r.Status)}</TableCell>
                    <TableCell>{formatDate(r.SubmittedDate)}</TableCell>
                    <TableCell>{r.AgeDays}</TableCell>
                    <TableCell>
                      <Button
                        size="small"
                        variant="contained"
                        component={RouterLink}
                        to={viewHref(r.SubmissionId, Role.MidcUser)}
                        aria-label={`Open ${r.SubmissionId}`}
                      >
                        Open
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
                {rows.length === 0 ? (
                  <TableRow>
                    <TableCell colSpan={heads.length}>No applications are waiting.</TableCell>
                  </TableRow>
                ) : null}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </LoadView>
    </>
  );
}
