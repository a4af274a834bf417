import { useAtomValue } from 'jotai';
import { Link as RouterLink } from 'react-router-dom';
import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { paths } from '@/config/paths';
import { getPlots } from '@/api/plots';
import { Role } from '@/domain/roles';
import { ScrutinyQueue } from '@/features/scrutiny/scrutiny-queue';
import { roleAtom } from '@/state/session';
import { PageHeader } from '@/ui/page-header';
import { LoadView } from '@/ui/load-view';
import { PlotCards } from '@/features/plots/components/plot-cards';
import { useApi } from '@/lib/use-api';

/** /dashboard: a plot holder's plots with their application counts; the scrutiny queue for staff. */
export function DashboardPage() {
  const role = useAtomValue(roleAtom);
  if (role === Role.MidcUser) return <ScrutinyQueue />;
  return <PlotDashboard />;
}

function PlotDashboard() {
  const role = useAtomValue(roleAtom);
  const { load, reload } = useApi('plots', getPlots, 'Your plots could not be loaded.');
  return (
    <>
      <PageHeader title="Dashboard">
        Your plots and their applications. Open a plot to see its details, apply for a service or
        follow an application.
      </PageHeader>
      <LoadView load={load} reload={reload}>
        {(plots) => (
          <>
            {plots.length > 0 && role === Role.Investor ? (
              <Button
                component={RouterLink}
                to={paths.plotRegistration.getHref()}
                startIcon={<AddIcon />}
                sx={{ mb: 2 }}
              >
                Register another plot
              </Button>
            ) : null}
            <PlotCards plots={plots} onChanged={reload} />
          </>
        )}
      </LoadView>
    </>
  );
}
