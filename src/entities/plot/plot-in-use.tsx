import { lazy, Suspense, type ReactNode } from 'react';
import { useAtom, useAtomValue } from 'jotai';
import { Link as RouterLink } from 'react-router-dom';
import { getPlot, type PlotDetails } from '@/api/plots';
import { paths } from '@/config/paths';
import { Role } from '@/domain/roles';
import { selectedPlotAtom } from '@/state/plot';
import { roleAtom } from '@/state/session';
import { useApi } from '@/lib/use-api';
import { LoadView } from '@/ui/load-view';
import { NoticeWithLink } from '@/ui/notice-with-link';
import { PageLoader } from '@/ui/page-loader';
import base from '@/ui/button-base.module.css';
import buttons from '@/ui/buttons.module.css';
import { useT } from '@/i18n/use-t';
import styles from './plot-in-use.module.css';

// The picker is MUI's, and the bar heads every service form, whose first step is drawn without
// MUI. Only pages inside the MUI theme show it (those with WithPlot; not a service's page).
const PlotPicker = lazy(() => import('./plot-picker').then((m) => ({ default: m.PlotPicker })));

/**
 * The one plot-in-use bar: which plot a screen works on (`text`), with 'Change plot' as a link
 * (`changeTo`) or an action (`onChange`) when the plot may be changed there.
 */
export function PlotInUse({
  text,
  changeTo,
  onChange,
}: {
  text: string;
  changeTo?: string;
  onChange?: () => void;
}) {
  const t = useT();
  // MUI's small outlined Button in the bar's colour, in plain CSS (ui/buttons.module.css); the
  // tabIndex as MUI's ButtonBase writes it (an explicit one keeps it in Safari's Tab order).
  const change = `${base.base} ${buttons.button} ${buttons.outlined} ${buttons.small} ${buttons.inherit}`;
  return (
    <div role="region" aria-label={t('plots.inUse.label')} className={styles.bar}>
      <p className={styles.text}>{text}</p>
      {changeTo ? (
        <RouterLink className={change} tabIndex={0} to={changeTo}>
          {t('plots.inUse.change')}
        </RouterLink>
      ) : onChange ? (
        <button tabIndex={0} type="button" className={change} onClick={onChange}>
          {t('plots.inUse.change')}
        </button>
      ) : null}
    </div>
  );
}

/** The bar on every /PlotService screen; staff look plots up on /plotDetails instead. */
function PlotInUseBanner({ plot, holder }: { plot: PlotDetails; holder: boolean }) {
  const t = useT();
  const d = plot.plotData ?? {};
  const plotName = d.PlotName ? String(d.PlotName) : '';
  const area = d.IndustrialAreaName ? String(d.IndustrialAreaName) : '';
  const name = plotName.includes(area) ? plotName : [plotName, area].filter(Boolean).join(' · ');
  return (
    <PlotInUse
      text={t('plots.inUse.text', {
        plot: name || t('plots.selectedPlot'),
        id: String(d.PlotID ?? ''),
      })}
      changeTo={holder ? paths.dashboard.getHref() : undefined}
    />
  );
}

/** Loads the selected plot (or `plotId`) and renders the banner and `children` with it. */
export function WithPlot({
  plotId,
  children,
}: {
  plotId?: string;
  children: (plot: PlotDetails, plotId: string) => ReactNode;
}) {
  const t = useT();
  const [selected, select] = useAtom(selectedPlotAtom);
  const holder = useAtomValue(roleAtom) !== Role.MidcUser;
  const id = plotId ?? selected;
  const { load, reload } = useApi(id, () => getPlot(id as string), t('plots.plotLoadFailed'));
  // A plot holder picks one here rather than going back to the dashboard for it.
  if (!id && holder) {
    return (
      <Suspense fallback={<PageLoader />}>
        <PlotPicker onPick={select} />
      </Suspense>
    );
  }
  if (!id) {
    return (
      <NoticeWithLink to={paths.dashboard.getHref()} label={t('plots.inUse.toDashboard')}>
        {t('plots.inUse.noneSelected')}
      </NoticeWithLink>
    );
  }
  return (
    <LoadView load={load} reload={reload}>
      {(plot) => (
        <>
          <PlotInUseBanner plot={plot} holder={holder} />
          {children(plot, id)}
        </>
      )}
    </LoadView>
  );
}
