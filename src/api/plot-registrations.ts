/**
 * Plot registration calls (server README / OpenAPI "Plot registration"): file one, cancel one,
 * the master list of industrial areas, and the office's list with verify / reject.
 */
import { api } from './client';
import type { JsonObject } from '@/domain/catalog/json';
import type {
  IndustrialArea,
  PendingRegistration,
  RegistrationResult,
  ReviewAction,
} from '@/domain/contract/plot-registrations';

// The wire types are the route schemas' (src/domain/contract); only types cross into the bundle.
export type * from '@/domain/contract/plot-registrations';

const enc = encodeURIComponent;

export const getIndustrialAreas = () => api.get<IndustrialArea[]>('/api/industrial-areas');

export const registerPlot = (Registration: JsonObject, HolderEmail?: string) =>
  api.post<RegistrationResult>('/api/plot-registrations', {
    body: { Registration, ...(HolderEmail === undefined ? {} : { HolderEmail }) },
  });

export const cancelRegistration = (plotId: string) =>
  api.post<RegistrationResult>(`/api/plot-registrations/${enc(plotId)}/cancel`);

export const getPendingRegistrations = () =>
  api.get<PendingRegistration[]>('/api/plot-registrations/pending');

/** The back-office facts staff may record when verifying (names of _shared/plot.json). */
export type BackOfficeFacts = Partial<Record<string, string | boolean>>;

export const reviewRegistration = (
  plotId: string,
  Action: ReviewAction,
  Remarks?: string,
  Facts?: BackOfficeFacts,
) =>
  api.post<RegistrationResult>(`/api/plot-registrations/${enc(plotId)}/review`, {
    body: { Action, ...(Remarks ? { Remarks } : {}), ...(Facts ? { Facts } : {}) },
  });
