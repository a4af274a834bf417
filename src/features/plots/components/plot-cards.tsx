import { Suspense, lazy } from 'react';
import { useSetAtom } from 'jotai';
import { useNavigate } from 'react-router-dom';
import type { PlotCard } from '@/api/plots';
import { paths } from '@/config/paths';
import { selectedPlotAtom } from '@/state/plot';
import { NoticeWithLink } from '@/ui/notice-with-link';
import { PageLoader } from '@/ui/page-loader';
import base from '@/ui/button-base.module.css';
import buttons from '@/ui/buttons.module.css';
import { useT } from '@/i18n/use-t';
import type { MessageId } from '@/i18n/message-ids';
import styles from './plot-cards.module.css';

// A registration still being checked is rare on a dashboard: its MUI parts load when one is shown.
const RegistrationCard = lazy(async () => ({
  default: (await import('./registration-card')).RegistrationCard,
}));

const counts: { key: keyof PlotCard; label: MessageId }[] = [
  { key: 'ApprovedApplications', label: 'plots.cards.approved' },
  { key: 'OnGoingApplications', label: 'plots.cards.ongoing' },
  { key: 'PendingApplications', label: 'plots.cards.pending' },
  { key: 'SuggestedApplications', label: 'plots.cards.suggested' },
];

/**
 * The dashboard's plot cards, plain elements and CSS (no MUI); opening one selects it and goes to
 * Plot Details. A registration not verified yet shows its status instead (RegistrationCard);
 * `onChanged` reloads the list.
 */
export function PlotCards({ plots, onChanged }: { plots: PlotCard[]; onChanged: () => void }) {
  const t = useT();
  const setPlot = useSetAtom(selectedPlotAtom);
  const navigate = useNavigate();
  if (plots.length === 0) {
    return (
      <NoticeWithLink to={paths.plotRegistration.getHref()} label={t('plots.cards.registerPlot')}>
        {t('plots.cards.noPlots')}
      </NoticeWithLink>
    );
  }
  const open = (id: string, to: string) => {
    setPlot(id);
    void navigate(to);
  };
  return (
    // The list shows whole: no card grows under the reader while a registration's code loads.
    <Suspense fallback={<PageLoader />}>
      <ul aria-label={t('plots.cards.yourPlots')} className={styles.cards}>
        {plots.map((p) => {
          const id = String(p.PlotID);
          const titleId = `plot-${id}`;
          const name = p.PlotName ?? id;
          if (p.RegistrationStatus === 'Pending' || p.RegistrationStatus === 'Rejected') {
            return (
              <li key={id} className={styles.card} aria-labelledby={titleId}>
                <RegistrationCard plot={p} titleId={titleId} onChanged={onChanged} />
              </li>
            );
          }
          return (
            <li key={id} className={styles.card} aria-labelledby={titleId}>
              <div className={styles.content}>
                <h2 id={titleId} className={styles.title}>
                  {name}
                </h2>
                <p className={styles.place}>
                  {t('plots.cards.areaAndId', { area: p.IndustrialAreaName ?? '', id })}
                </p>
                <dl className={styles.counts}>
                  {counts.map((c) => (
                    <div key={c.key}>
                      <dt>{t(c.label)}</dt>
                      <dd data-count={c.key}>{Number(p[c.key] ?? 0)}</dd>
                    </div>
                  ))}
                </dl>
              </div>
              <div className={styles.actions}>
                <button
                  type="button"
                  className={`${base.base} ${buttons.button} ${buttons.contained}`}
                  aria-label={t('plots.cards.openPlotLabel', { plot: name })}
                  onClick={() => open(id, paths.plotService.getHref())}
                >
                  {t('plots.cards.openPlot')}
                </button>
                <button
                  type="button"
                  className={`${base.base} ${buttons.button}`}
                  aria-label={t('plots.cards.applicationsLabel', { plot: name })}
                  onClick={() => open(id, paths.plotSummary.getHref())}
                >
                  {t('plots.cards.applications')}
                </button>
              </div>
            </li>
          );
        })}
      </ul>
    </Suspense>
  );
}
