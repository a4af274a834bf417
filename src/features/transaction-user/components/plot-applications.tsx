import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { getPlotApplications, type PlotApplication } from '@/api/plot-applications';
import { getPlots } from '@/api/plots';
import { formatDate } from '@/domain/format';
import { PageLoader } from '@/ui/page-loader';

type Loaded = { rows: (PlotApplication & { plotName: string })[]; plots: number } | 'unavailable';

/**
 * The applications on the main user's plots that this user may work on. The server filters them
 * by the user's current department rights (GET /api/plots, GET /api/plots/:plotId/applications).
 */
export function PlotApplications() {
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(() => {
    let live = true;
    (async () => {
      const plots = await getPlots();
      if (!plots.IsSuccess) throw new Error(plots.Message);
      const lists = await Promise.all(
        plots.Data.map(async (p) => {
          const res = await getPlotApplications(String(p.PlotID));
          const name = p.PlotName ?? String(p.PlotID);
          return res.IsSuccess ? res.Data.map((a) => ({ ...a, plotName: name })) : [];
        }),
      );
      if (live) setLoaded({ rows: lists.flat(), plots: plots.Data.length });
    })().catch((e: unknown) => {
      console.error('Could not load the applications', e);
      if (live) setLoaded('unavailable');
    });
    return () => {
      live = false;
    };
  }, []);

  if (loaded === null) return <PageLoader />;
  if (loaded === 'unavailable')
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
    <TableContainer
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}
    >
      <Table size="small" aria-label="Applications you may work on" sx={{ minWidth: 680 }}>
        <TableHead>
          <TableRow>
            {['Application ID', 'Plot', 'Service', 'Status', 'Submitted'].map((h) => (
              <TableCell key={h} sx={{ fontWeight: 700 }}>
                {h}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
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
        </TableBody>
      </Table>
    </TableContainer>
  );
}
