/**
 * Plot-summary extras and the corporation's scrutiny desk (server README, "Scrutiny"): services
 * a plot can start, the staff actions on an application, the queue and the plot look-up.
 */
import type { StateResult } from '@/domain/contract/applications';
import type { PlotApplication, PlotCard, ServiceAvailability } from '@/domain/contract/plots';
import type { QueueFilter, QueueRow, ScrutinyAction } from '@/domain/contract/scrutiny';
import { api } from './client';

export type { QueueFilter, QueueRow, ScrutinyAction } from '@/domain/contract/scrutiny';
/** A plot-summary row with the last action and the actions the caller may take now. */
export type SummaryRow = PlotApplication;
/** A catalogue service and whether the caller can start it on the plot. */
export type PlotService = ServiceAvailability;

const enc = encodeURIComponent;

export const getPlotSummary = (plotId: string) =>
  api.get<SummaryRow[]>(`/api/plots/${enc(plotId)}/applications`);

export const getPlotServices = (plotId: string) =>
  api.get<PlotService[]>(`/api/plots/${enc(plotId)}/services`);

export const takeScrutinyAction = (id: string, Action: ScrutinyAction, Remarks?: string) =>
  api.post<StateResult>(`/api/applications/${enc(id)}/scrutiny`, {
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
