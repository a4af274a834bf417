/**
 * The server's own plot facts: what fee rules, cross-field checks and preconditions read as
 * plot.<name> (_shared/plot.json). Built from the plot row, its industrial area (the prevailing
 * rate is the area's, master data) and the back-office facts — never from what a browser sent.
 */
import type { industrialAreas, plots } from '../../db/schema-engine.ts';

type PlotRow = typeof plots.$inferSelect;
type AreaRow = typeof industrialAreas.$inferSelect;

/** The columns plotFacts reads. */
export type PlotFactsSource = Pick<
  PlotRow,
  'plotId' | 'plotNumber' | 'propertyFormType' | 'typeOfPlot' | 'plotArea' | 'facts'
> & { area: Pick<AreaRow, 'name' | 'areaClass' | 'prevailingRate'> };

/** The plot facts, limited to the names the plot-facts schema declares. */
export function plotFacts(
  source: PlotFactsSource,
  names: ReadonlySet<string>,
): Record<string, unknown> {
  const all: Record<string, unknown> = {
    ...source.facts,
    plotId: source.plotId,
    plotNumber: source.plotNumber,
    industrialAreaName: source.area.name,
    propertyFormType: source.propertyFormType,
    typeOfPlot: source.typeOfPlot,
    plotArea: source.plotArea,
    areaClass: source.area.areaClass,
    prevailingRate: source.area.prevailingRate,
  };
  const facts: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(all)) {
    // An absent fact stays absent, so a rule that needs it says so instead of counting 0.
    if (names.has(key) && value !== undefined && value !== null && value !== '') facts[key] = value;
  }
  return facts;
}
