/** One plot's applications (GET /api/plots/:plotId/applications, spec §3 plotSummary). */
import type { PlotApplication } from '@/domain/contract/plots';
import { api } from './client';

export type { PlotApplication } from '@/domain/contract/plots';

/** The applications of a plot the caller may read, newest first. */
export function getPlotApplications(plotId: string) {
  return api.get<PlotApplication[]>(`/api/plots/${encodeURIComponent(plotId)}/applications`);
}
