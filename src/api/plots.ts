/** Plot calls of the engine (server README, "Plots, master data, applications and uploads"). */
import { api } from './client';

/** One plot of the signed-in user, as the plot list shows it. */
export interface PlotCard {
  PlotID: string | number;
  PlotName?: string;
  IndustrialAreaName?: string;
  consumerNo?: string;
  /** Pending (waiting for verification), Approved, Rejected (plot registration). */
  RegistrationStatus?: string;
  /** The office's remark on a rejected registration. */
  RegistrationRemarks?: string | null;
  ApprovedApplications?: number;
  OnGoingApplications?: number;
  PendingApplications?: number;
  SuggestedApplications?: number;
}

type Bag = Record<string, unknown>;

/** A plot's state (spec §3 names) plus `facts`, the master facts fee rules and prefill read. */
export interface PlotDetails {
  plotData?: Bag;
  applicantInfo?: Bag;
  registeredOfficeInfo?: Bag;
  plotInfo?: Bag;
  unitContactInfo?: Bag;
  facts?: Bag;
}

/** The plots the caller may act on. */
export function getPlots() {
  return api.get<PlotCard[]>('/api/plots');
}

/** One plot's state and master facts. */
export function getPlot(plotId: string) {
  return api.get<PlotDetails>(`/api/plots/${encodeURIComponent(plotId)}`);
}
