/** One plot's applications (GET /api/plots/:plotId/applications, spec §3 plotSummary). */
import { api } from './client';

/** An application as the plot summary lists it; a Transaction-User gets only their departments'. */
export interface PlotApplication {
  SubmissionId: string;
  PlotID: string;
  ServiceId: string;
  ServiceName: string;
  Status: string;
  TentativeCost?: number | null;
  CreatedDate?: string;
  SubmittedDate?: string | null;
}

/** The applications of a plot the caller may read, newest first. */
export function getPlotApplications(plotId: string) {
  return api.get<PlotApplication[]>(`/api/plots/${encodeURIComponent(plotId)}/applications`);
}
