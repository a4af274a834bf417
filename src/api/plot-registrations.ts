/**
 * Plot registration calls (server README / OpenAPI "Plot registration"): file one, cancel one,
 * the master list of industrial areas, and the office's list with verify / reject.
 */
import { api } from './client';
import type { JsonObject } from '@/domain/catalog/json';

/** An industrial area of the master list. */
export interface IndustrialArea {
  IndustrialAreaId: number;
  Name: string;
  DistrictId: number;
  DistrictName: string;
}

/** What filing, cancelling or reviewing answers. */
export interface RegistrationResult {
  PlotID: string;
  PlotName?: string;
  RegistrationStatus: string;
}

/** A registration waiting for the office. */
export interface PendingRegistration {
  PlotID: string;
  PlotName: string;
  PlotNumber: string;
  IndustrialAreaName: string;
  PropertyFormType: string;
  TypeOfplot: string;
  PlotArea: number;
  IsMIDCPlot: boolean;
  CompanyName: string;
  ApplicantName: string;
  ApplicantRole: string;
  ContactEmail: string;
  ContactMobile: string;
  HolderName: string;
  HolderEmail: string;
  RegisteredAt: string;
  AuthorityLetter: { FileId: string; FileName: string } | null;
}

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
  Action: 'verify' | 'reject',
  Remarks?: string,
  Facts?: BackOfficeFacts,
) =>
  api.post<RegistrationResult>(`/api/plot-registrations/${enc(plotId)}/review`, {
    body: { Action, ...(Remarks ? { Remarks } : {}), ...(Facts ? { Facts } : {}) },
  });
