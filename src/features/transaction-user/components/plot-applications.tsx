import Alert from '@mui/material/Alert';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { DataTable } from '@/ui/data-table';
import { getPlotApplications, type PlotApplication } from '@/api/plot-applications';
import { getPlots } from '@/api/plots';
import { formatDate } from '@/domain/format';
import { useLoad } from '@/lib/use-load';
import { PageLoader } from '@/ui/page-loader';

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

  if (loaded.status === 'loading') return <PageLoader />;
  if (loaded.status === 'unavailable')
    return <Alert severity="info">Applications will appear here once they are available.</Alert>;
  if (loaded.plots === 0)
    return <Alert severity="info">No plots are registered for your account yet.</Alert>;
  if (loaded.rows.length === 0)
    return (
      <Alert severity="info">
        There are no applications in your departments on the {loaded.plots} plot
        {loaded.plots === 1 ? '' : 's'} of your account yet.
      </Alert>
    );
  return (
    <DataTable
      label="Applications you may work on"
      headers={['Application ID', 'Plot', 'Service', 'Status', 'Submitted']}
      size="small"
      minWidth={680}
    >
      {loaded.rows.map((a) => (
        <TableRow key={a.SubmissionId}>
          <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
            {a.SubmissionId}
          </TableCell>
          <TableCell>{a.plotName}</TableCell>
          <TableCell>{a.ServiceName}</TableCell>
          <TableCell>{a.Status.replace(/([a-z])([A-Z])/g, '$1 $2')}</TableCell>
          <TableCell>{a.SubmittedDate ? formatDate(a.SubmittedDate) : 'NA'}</TableCell>
        </TableRow>
      ))}
    </DataTable>
  );
}
