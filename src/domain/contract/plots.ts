/**
 * The wire contract of the plot routes (server/src/routes/plots.ts) and the rate table: the
 * dashboard cards, one plot's state (spec §3 names), the services available on it, its
 * applications (plot summary).
 */
import {
  bool,
  dateTime,
  freeObject,
  int,
  list,
  nullable,
  num,
  objectSchema,
  str,
  type Wire,
} from './schema.ts';

export const plotIdParams = objectSchema({
  plotId: { type: 'string', minLength: 1, maxLength: 40 },
});

/** spec §3 plotData: the dashboard card of a plot. */
export const plotCardSchema = objectSchema({
  PlotID: str,
  PlotName: str,
  IndustrialAreaName: str,
  consumerNo: nullable('string'),
  /** Pending (waiting for verification), Approved, Rejected (plot registration). */
  RegistrationStatus: str,
  /** The office's remark on a rejected registration. */
  RegistrationRemarks: nullable('string'),
  ApprovedApplications: int,
  OnGoingApplications: int,
  PendingApplications: int,
  SuggestedApplications: int,
});

export const plotDetailsSchema = objectSchema({
  PlotId: str,
  plotData: plotCardSchema,
  applicantInfo: freeObject,
  registeredOfficeInfo: freeObject,
  plotInfo: objectSchema({
    IsMIDCPlot: bool,
    PlotDistrictID: int,
    IndustrialAreaId: int,
    PropertyFormType: str,
    TypeOfplot: str,
    PlotNumber: str,
    PlotArea: num,
  }),
  unitContactInfo: freeObject,
  facts: { ...freeObject, description: 'Plot facts (names of schemas/_shared/plot.json)' },
});

/** One row of GET /api/plots/:plotId/services. */
export const serviceAvailabilitySchema = objectSchema({
  id: str,
  title: str,
  description: str,
  serviceMasterId: int,
  submitMode: str,
  available: bool,
  reason: nullable('string'),
});

/** An application as the plot summary lists it; a Transaction-User gets only their departments'. */
export const plotSummarySchema = objectSchema({
  SubmissionId: str,
  PlotID: str,
  ServiceId: str,
  ServiceName: str,
  AnnexureMasterID: int,
  Status: str,
  TentativeCost: nullable('number'),
  Action: nullable('string'),
  PendingActions: list(str),
  CreatedBy: nullable('integer'),
  CreatedDate: dateTime,
  SubmittedDate: nullable('string', { format: 'date-time' }),
});

export const ratesSchema = {
  type: 'object',
  additionalProperties: num,
  description: 'Rate values by key, as fee rules read them (rates.<key>)',
} as const;

export type PlotCard = Wire<typeof plotCardSchema>;
/** A plot's state (spec §3 names) plus `facts`, the master facts fee rules and prefill read. */
export type PlotDetails = Wire<typeof plotDetailsSchema>;
export type ServiceAvailability = Wire<typeof serviceAvailabilitySchema>;
export type PlotApplication = Wire<typeof plotSummarySchema>;
/** Rate values by key, as GET /api/rates answers them. */
export type Rates = Wire<typeof ratesSchema>;
