/** Plot calls of the engine (server README, "Plots, master data, applications and uploads"). */
import type { PlotCard, PlotDetails } from '@/domain/contract/plots';
import { api } from './client';

export type { PlotCard, PlotDetails } from '@/domain/contract/plots';

/** The plots the caller may act on. */
export function getPlots() {
  return api.get<PlotCard[]>('/api/plots');
}

/** One plot's state and master facts. */
export function getPlot(plotId: string) {
  return api.get<PlotDetails>(`/api/plots/${encodeURIComponent(plotId)}`);
}
