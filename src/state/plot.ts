/**
 * The plot the user is working on (spec §3 PlotId). Kept in sessionStorage under 'selectedPlot'
 * so a reload or a service page opened from the plot summary still knows the plot.
 */
import { atomWithStorage, createJSONStorage } from 'jotai/utils';

/** The selected plot's id, or null when none is chosen yet. */
export const selectedPlotAtom = atomWithStorage<string | null>(
  'selectedPlot',
  null,
  createJSONStorage<string | null>(() => sessionStorage),
  { getOnInit: true },
);
