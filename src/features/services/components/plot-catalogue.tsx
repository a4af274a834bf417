import { useMemo, useState } from 'react';
import { useAtomValue } from 'jotai';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { getPlotApplications, type PlotApplication } from '@/api/plot-applications';
import { getPlotServices, type PlotService } from '@/api/scrutiny';
import { canAccess } from '@/auth/permissions';
import { paths } from '@/config/paths';
import { LoadView } from '@/ui/load-view';
import { useApi } from '@/lib/use-api';
import { departmentRightsAtom, roleAtom } from '@/state/session';
import { SearchWithCount } from '@/ui/search-field';
import { groupCatalogue, inProgress } from '../catalogue';
import { useT } from '@/i18n/use-t';
import { DepartmentServices } from './department-services';

/** The plot's catalogue from the server (GET /api/plots/:plotId/services), searchable. */
export function PlotCatalogue({ plotId }: { plotId: string }) {
  const t = useT();
  const { load, reload } = useApi(
    plotId,
    () => getPlotServices(plotId),
    t('plots.services.loadFailed'),
  );
  // Only a convenience: without the plot's applications the catalogue still works.
  const apps = useApi(
    plotId,
    () => getPlotApplications(plotId),
    t('plots.summary.appsLoadFailed'),
  ).load;
  const rows = apps.status === 'ready' ? apps.data : none;
  return (
    <LoadView load={load} reload={reload}>
      {(services) => <Catalogue services={services} applications={rows} />}
    </LoadView>
  );
}

const none: PlotApplication[] = [];

function Catalogue({
  services,
  applications,
}: {
  services: PlotService[];
  applications: PlotApplication[];
}) {
  const t = useT();
  const role = useAtomValue(roleAtom);
  const rights = useAtomValue(departmentRightsAtom);
  const [query, setQuery] = useState('');
  // Departments outside a transaction user's rights are not offered at all (the service pages
  // would answer 'Page not found'); the server still checks the rights on every call.
  const mine = useMemo(
    () => services.filter((s) => canAccess(role, rights, paths.serviceRequest.getHref(s.id))),
    [services, role, rights],
  );
  const groups = useMemo(() => groupCatalogue(mine, query), [mine, query]);
  const open = useMemo(() => inProgress(applications), [applications]);
  const shown = groups.reduce((n, g) => n + g.services.length, 0);
  const startable = mine.filter((s) => s.available).length;

  if (mine.length === 0) {
    return (
      <Alert severity="info" sx={{ maxWidth: 720 }}>
        {t('plots.services.noRights')}
      </Alert>
    );
  }
  return (
    <>
      <SearchWithCount
        label={t('plots.services.search')}
        placeholder={t('plots.services.searchExample')}
        value={query}
        onChange={setQuery}
        count={
          query.trim() === ''
            ? t('plots.services.countOpen', { open: startable, total: mine.length })
            : shown === 0
              ? t('plots.services.noMatch', { query: query.trim() })
              : t('plots.services.countMatch', { shown, total: mine.length, query: query.trim() })
        }
      />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' },
          alignItems: 'start',
        }}
      >
        {groups.map((group) => (
          <DepartmentServices key={group.department.id} group={group} inProgress={open} />
        ))}
      </Box>
    </>
  );
}
