import type { JsonObject } from '@/domain/catalog/json';
import { PlotInUse } from '@/entities/plot/plot-in-use';

/** Which plot the application is for, at the top of the service page, with 'Change plot'. */
export function PlotBanner({ facts, onChange }: { facts: JsonObject; onChange?: () => void }) {
  const parts = [
    facts.plotNumber ? `Plot ${String(facts.plotNumber)}` : null,
    facts.industrialAreaName ? String(facts.industrialAreaName) : null,
    facts.plotId ? `ID ${String(facts.plotId)}` : null,
  ].filter(Boolean);
  return (
    <PlotInUse
      text={`Applying for: ${parts.join(' · ') || 'the selected plot'}`}
      onChange={onChange}
    />
  );
}
