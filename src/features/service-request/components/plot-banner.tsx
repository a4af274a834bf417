import type { JsonObject } from '@/domain/catalog/json';
import { PlotInUse } from '@/entities/plot/plot-in-use';
import { useT } from '@/i18n/use-t';

/** Which plot the application is for, at the top of the service page, with 'Change plot'. */
export function PlotBanner({ facts, onChange }: { facts: JsonObject; onChange?: () => void }) {
  const t = useT();
  const parts = [
    facts.plotNumber ? t('plots.banner.plotNumber', { number: String(facts.plotNumber) }) : null,
    facts.industrialAreaName ? String(facts.industrialAreaName) : null,
    facts.plotId ? t('plots.banner.plotId', { id: String(facts.plotId) }) : null,
  ].filter(Boolean);
  return (
    <PlotInUse
      text={t('plots.banner.applyingFor', {
        plot: parts.join(' · ') || t('plots.selectedPlot'),
      })}
      onChange={onChange}
    />
  );
}
