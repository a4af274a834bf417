/**
 * Plot-summary extras and the corporation's scrutiny desk (server README, "Scrutiny"): services
 * a plot can start, the staff actions on an application, the queue and the plot look-up.
 */
import { api } from './client';
import type { PlotApplication } from './plot-applications';
import type { PlotCard } from './plots';

/** A plot-summary row with the last action and the actions the caller may take now. */
export interface SummaryRow extends PlotApplication {
  Action?: string | null;
  PendingActions?: string[];
}

/** A catalogue service and whether the caller can start it on the plot. */
export interface PlotService {
  id: string;
  title: string;
  description?: string;
  /** The department (spec §6 service-master id). */
  serviceMasterId: number;
  /** 'draft' (saved first, submitted later) or 'direct' (submitted in one go). */
  submitMode: string;
  available: boolean;
  reason?: string | null;
}

/** The staff actions of the state machine. */
export type ScrutinyAction = 'startScrutiny' | 'seekClarification' | 'approve' | 'reject';

/** One application waiting with the corporation. */
export interface QueueRow {
  SubmissionId: string;
  PlotID: string;
  PlotName: string;
  IndustrialAreaName: string;
  ServiceId: string;
  ServiceName: string;
  Status: string;
  SubmittedDate: string | null;
  AgeDays: number;
  /** Back with the office after the applicant answered a clarification. */
  ClarificationAnswered?: boolean;
}

/** Filters of the queue. */
export interface QueueFilter {
  service?: string;
  area?: string;
  status?: string;
  olderThanDays?: number;
}

const enc = encodeURIComponent;

export const getPlotSummary = (plotId: string) =>
  api.get<SummaryRow[]>(`/api/plots/${enc(plotId)}/applications`);

export const getPlotServices = (plotId: string) =>
  api.get<PlotService[]>(`/api/plots/${enc(plotId)}/services`);

export const takeScrutinyAction = (id: string, Action: ScrutinyAction, Remarks?: string) =>
  api.post<{ SubmissionId: string; Status: string }>(`/api/applications/${enc(id)}/scrutiny`, {
    body: { Action, ...(Remarks ? { Remarks } : {}) },
  });

export const getScrutinyQueue = (filter: QueueFilter) => {
  const query = Object.fromEntries(
    Object.entries(filter).filter(([, v]) => v !== undefined && v !== ''),
  );
  return api.get<QueueRow[]>('/api/scrutiny/queue', { query });
};

export const findPlots = (q: string) =>
  api.get<PlotCard[]>('/api/scrutiny/plots', { query: { q } });
