import Alert from '@mui/material/Alert';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { DataTable } from '@/ui/data-table';
import { getPlotApplications, type PlotApplication } from '@/api/plot-applications';
import { getPlots } from '@/api/plots';
import { formatDate } from '@/domain/format';
import { useLoad } from '@/lib/use-load';
import { PageLoader } from '@/ui/page-loader';
import { useT } from '@/i18n/use-t';
import { useServiceName } from '@/entities/service/service-title';
import { statusLabel } from '@/entities/application/summary-rows';

type Loaded =
  | { status: 'ready'; rows: (PlotApplication & { plotName: string })[]; plots: number }
  | { status: 'unavailable' };

async function loadApplications(): Promise<Loaded> {
  const plots = await getPlots();
  if (!plots.IsSuccess) throw new Error(plots.Message);
  const lists = await Promise.all(
    plots.Data.map(async (p) => {
      const res = await getPlotApplications(String(p.PlotID));
      const name = p.PlotName ?? String(p.PlotID);
      return res.IsSuccess ? res.Data.map((a) => ({ ...a, plotName: name })) : [];
    }),
  );
  return { status: 'ready', rows: lists.flat(), plots: plots.Data.length };
}

function unavailable(error: unknown): Loaded {
  console.error('Could not load the applications', error);
  return { status: 'unavailable' };
}

/**
 * The applications on the main user's plots that this user may work on. The server filters them
 * by the user's current department rights (GET /api/plots, GET /api/plots/:plotId/applications).
 */
export function PlotApplications() {
  const { state: loaded } = useLoad('applications', loadApplications, unavailable);
  const t = useT();
  const serviceName = useServiceName();

  if (loaded.status === 'loading') return <PageLoader />;
  if (loaded.status === 'unavailable')
    return <Alert severity="info">{t('account.transaction.appsUnavailable')}</Alert>;
  if (loaded.plots === 0) return <Alert severity="info">{t('account.transaction.noPlots')}</Alert>;
  if (loaded.rows.length === 0)
    return (
      <Alert severity="info">{t('account.transaction.noApps', { count: loaded.plots })}</Alert>
    );
  return (
    <DataTable
      label={t('account.transaction.appsLabel')}
      headers={[
        t('account.transaction.appId'),
        t('common.plot'),
        t('common.service'),
        t('common.status'),
        t('account.transaction.submitted'),
      ]}
      size="small"
      minWidth={680}
    >
      {loaded.rows.map((a) => (
        <TableRow key={a.SubmissionId}>
          <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
            {a.SubmissionId}
          </TableCell>
          <TableCell>{a.plotName}</TableCell>
          <TableCell>{serviceName(a.ServiceId, a.ServiceName)}</TableCell>
          <TableCell>{statusLabel(a.Status)}</TableCell>
          <TableCell>{a.SubmittedDate ? formatDate(a.SubmittedDate) : t('common.na')}</TableCell>
        </TableRow>
      ))}
    </DataTable>
  );
}
