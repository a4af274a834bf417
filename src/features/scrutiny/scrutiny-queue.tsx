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
import { stickyActionsSx } from '@/ui/data-table';
import { LoadView } from '@/ui/load-view';
import { viewHref } from '@/entities/application/links';
import { statusLabel } from '@/entities/application/summary-rows';
import { getIndustrialAreas } from '@/api/plot-registrations';
import { useApi } from '@/lib/use-api';
import { Role } from '@/domain/roles';
import { formatDate } from '@/domain/format';
import { PageHeader } from '@/ui/page-header';
import { QueueFilters } from './queue-filters';
import { t } from '@/i18n/i18n';
import type { MessageId } from '@/i18n/message-ids';
import { Trans } from '@/i18n/trans';
import { useT } from '@/i18n/use-t';
import { useServiceName } from '@/entities/service/service-title';

const heads: (MessageId | null)[] = [
  'common.application',
  'common.plot',
  'scrutiny.queue.area',
  'common.service',
  'common.status',
  'scrutiny.queue.submittedOn',
  'scrutiny.queue.age',
  null,
];

/** /dashboard for corporation staff: applications waiting with the office, oldest first. */
export function ScrutinyQueue() {
  const [filter, setFilter] = useState<QueueFilter>({});
  const { load, reload } = useApi(
    JSON.stringify(filter),
    () => getScrutinyQueue(filter),
    t('scrutiny.queue.loadFailed'),
  );
  const tr = useT();
  const serviceName = useServiceName();
  // Every area of the master list, not only those in the rows shown now.
  const { load: areaLoad } = useApi('industrial-areas', getIndustrialAreas, '');
  const areas = areaLoad.status === 'ready' ? areaLoad.data.map((a) => a.Name) : [];
  return (
    <>
      <PageHeader title={tr('scrutiny.queue.title')}>
        <Trans
          id="scrutiny.queue.intro"
          components={{ 0: <RouterLink to={paths.plotDetails.getHref()} /> }}
        />
      </PageHeader>
      <QueueFilters value={filter} areas={areas} onChange={setFilter} />
      <LoadView load={load} reload={reload}>
        {(rows) => (
          <TableContainer component={Paper} variant="outlined">
            <Table size="small" aria-label={tr('scrutiny.queue.title')}>
              <TableHead>
                <TableRow>
                  {heads.map((h, i) => (
                    <TableCell key={h ?? i} sx={h ? undefined : stickyActionsSx}>
                      {h ? tr(h) : ''}
                    </TableCell>
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
                    <TableCell>{serviceName(r.ServiceId, r.ServiceName)}</TableCell>
                    <TableCell>
                      {statusLabel(r.Status)}
                      {r.ClarificationAnswered
                        ? ` ${tr('scrutiny.queue.clarificationAnswered')}`
                        : ''}
                    </TableCell>
                    <TableCell>{formatDate(r.SubmittedDate)}</TableCell>
                    <TableCell>{r.AgeDays}</TableCell>
                    {/* Open stays on screen while a phone scrolls the row sideways. */}
                    <TableCell sx={stickyActionsSx}>
                      <Button
                        size="small"
                        variant="contained"
                        component={RouterLink}
                        to={viewHref(r.SubmissionId, Role.MidcUser)}
                        aria-label={tr('scrutiny.queue.openLabel', { id: r.SubmissionId })}
                      >
                        {tr('scrutiny.queue.open')}
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
                {rows.length === 0 ? (
                  <TableRow>
                    <TableCell colSpan={heads.length}>{tr('scrutiny.queue.empty')}</TableCell>
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
