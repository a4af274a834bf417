import { useAtomValue } from 'jotai';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { Role } from '@/domain/roles';
import { roleAtom } from '@/state/session';
import { BarIcon } from '@/ui/bar-icons';
import base from '@/ui/button-base.module.css';
import buttons from '@/ui/buttons.module.css';
import { PageHeader } from '@/ui/page-header';
import { LoadView } from '@/ui/load-view';
import { PlotCards } from '@/features/plots/components/plot-cards';
import { useApi } from '@/lib/use-api';
import { useT } from '@/i18n/use-t';
import { routeTitle } from '@/i18n/route-titles';
import { lazyPage } from '@/lib/lazy-module';
import { takePlots } from './dashboard-data';
import styles from './dashboard-page.module.css';

// Staff's queue (tables, filters, the service list) is code a plot holder's dashboard never needs.
const ScrutinyQueue = lazyPage(() => import('@/features/scrutiny/scrutiny-queue'), 'ScrutinyQueue');

/**
 * /dashboard: a plot holder's plots with their application counts, drawn without MUI (its first
 * paint needs neither MUI nor the theme: page-loaders.ts, isPlainPage); the scrutiny queue for
 * staff, inside the theme.
 */
export function DashboardPage() {
  const role = useAtomValue(roleAtom);
  if (role === Role.MidcUser) return <ScrutinyQueue />;
  return <PlotDashboard />;
}

function PlotDashboard() {
  const t = useT();
  const role = useAtomValue(roleAtom);
  const { load, reload } = useApi('plots', takePlots, t('shell.dashboard.loadFailed'));
  return (
    <>
      <PageHeader title={routeTitle('dashboard')}>{t('shell.dashboard.lead')}</PageHeader>
      <LoadView load={load} reload={reload}>
        {(plots) => (
          <>
            {plots.length > 0 && role === Role.Investor ? (
              <RouterLink
                to={paths.plotRegistration.getHref()}
                className={`${base.base} ${buttons.button} ${styles.registerAnother}`}
              >
                <span className={`${base.startIcon} ${buttons.startIcon}`}>
                  <BarIcon name="add" className={`${base.icon} ${buttons.icon}`} />
                </span>
                {t('shell.dashboard.registerAnother')}
              </RouterLink>
            ) : null}
            <PlotCards plots={plots} onChanged={reload} />
          </>
        )}
      </LoadView>
    </>
  );
}
