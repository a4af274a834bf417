/**
 * JSON Schemas of the plot, application, upload and rate routes: request bodies (unknown fields
 * refused) and the response shapes for the OpenAPI document. Fastify serialises responses by
 * these, so a field missing here never leaves the server.
 */
import { nullable, objectSchema } from '../lib/schemas.ts';

const str = { type: 'string' };
const int = { type: 'integer' };
const num = { type: 'number' };
const bool = { type: 'boolean' };
const dateTime = { type: 'string', format: 'date-time' };
const freeObject = { type: 'object', additionalProperties: true };
const list = (items: object) => ({ type: 'array', items });

export const plotIdParams = objectSchema({
  plotId: { type: 'string', minLength: 1, maxLength: 40 },
});
export const submissionIdParams = objectSchema({
  id: { type: 'string', minLength: 1, maxLength: 30 },
});
export const fileIdParams = objectSchema({
  fileId: { type: 'string', minLength: 1, maxLength: 36 },
});
export const submissionIdQuery = objectSchema({
  SubmissionId: { type: 'string', minLength: 1, maxLength: 30 },
});

/** Optional remarks for the timeline of a withdrawal or cancellation. */
export const remarksBody = {
  type: ['object', 'null'],
  additionalProperties: false,
  properties: { Remarks: { type: 'string', maxLength: 1000 } },
};

const target = {
  PlotId: { type: 'string', minLength: 1, maxLength: 40 },
  ServiceId: { type: 'string', minLength: 1, maxLength: 80 },
  SchemaVersion: { type: 'integer', minimum: 1 },
  Data: { type: 'object' },
  SubmissionId: { type: 'string', minLength: 1, maxLength: 30 },
};

export const draftBody = objectSchema(
  {
    ...target,
    CurrentStep: { type: 'string', minLength: 1, maxLength: 80 },
    Version: { type: 'integer', minimum: 1 },
  },
  ['PlotId', 'ServiceId', 'SchemaVersion', 'CurrentStep', 'Data'],
);

export const submitBody = objectSchema(target, ['PlotId', 'ServiceId', 'SchemaVersion', 'Data']);

export const plotCardSchema = {
  type: 'object',
  properties: {
    PlotID: str,
    PlotName: str,
    IndustrialAreaName: str,
    consumerNo: nullable('string'),
    RegistrationStatus: str,
    RegistrationRemarks: nullable('string'),
    ApprovedApplications: int,
    OnGoingApplications: int,
    PendingApplications: int,
    SuggestedApplications: int,
  },
};

export const plotDetailsSchema = {
  type: 'object',
  properties: {
    PlotId: str,
    plotData: plotCardSchema,
    applicantInfo: freeObject,
    registeredOfficeInfo: freeObject,
    plotInfo: {
      type: 'object',
      properties: {
        IsMIDCPlot: bool,
        PlotDistrictID: int,
        IndustrialAreaId: int,
        PropertyFormType: str,
        TypeOfplot: str,
        PlotNumber: str,
        PlotArea: num,
      },
    },
    unitContactInfo: freeObject,
    facts: { ...freeObject, description: 'Plot facts (names of schemas/_shared/plot.json)' },
  },
};

export const serviceAvailabilitySchema = {
  type: 'object',
  properties: {
    id: str,
    title: str,
    description: str,
    serviceMasterId: int,
    submitMode: str,
    available: bool,
    reason: nullable('string'),
  },
};

const feeLine = {
  type: 'object',
  properties: { id: str, label: str, amount: nullable('number') },
};

export const plotSummarySchema = {
  type: 'object',
  properties: {
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
  },
};

/** An answer a newer form version could not keep, kept with the application (set-aside.ts). */
export const setAsideSchema = list({
  type: 'object',
  properties: {
    path: str,
    oldValue: {},
    reason: str,
    label: str,
    fromVersion: int,
    toVersion: int,
    at: dateTime,
  },
});

export const setAsideResultSchema = {
  type: 'object',
  properties: { SubmissionId: str, SetAside: setAsideSchema },
};

export const definitionResultSchema = {
  type: 'object',
  properties: {
    SubmissionId: str,
    ServiceId: str,
    SchemaVersion: int,
    DefinitionHash: str,
    Definition: freeObject,
  },
};

export const applicationRecordSchema = {
  type: 'object',
  properties: {
    SubmissionId: str,
    PlotID: str,
    ServiceId: str,
    ServiceName: str,
    ServiceMasterId: int,
    Status: str,
    submissionStatus: {
      type: 'object',
      properties: {
        StatusId: int,
        StatusName: str,
        DocumentReceivedDate: nullable('string', { format: 'date-time' }),
      },
    },
    SchemaVersion: int,
    DefinitionHash: nullable('string'),
    /** False: last saved on an older form; read it from /api/applications/:id/definition. */
    DefinitionIsCurrent: nullable('boolean'),
    CurrentStep: nullable('string'),
    /** The revision of the answers: a draft save sends it back (see the draft route). */
    Version: int,
    Data: freeObject,
    SetAside: setAsideSchema,
    TentativeCost: nullable('number'),
    FeeLines: list(feeLine),
    Declarations: list({
      type: 'object',
      properties: { id: str, text: str, version: int, acceptedAt: dateTime },
    }),
    Uploads: list({
      type: 'object',
      properties: { FileId: str, FileName: str, ContentType: str, Size: int, Key: str },
    }),
    Timeline: list({
      type: 'object',
      properties: {
        Status: str,
        From: str,
        Action: str,
        By: str,
        ByUserId: nullable('integer'),
        At: dateTime,
        Remarks: nullable('string'),
      },
    }),
    Actions: list(str),
    CreatedBy: nullable('integer'),
    CreatedDate: dateTime,
    UpdatedDate: dateTime,
    SubmittedDate: nullable('string', { format: 'date-time' }),
  },
};

export const draftResultSchema = {
  type: 'object',
  properties: {
    SubmissionId: str,
    Status: str,
    CurrentStep: nullable('string'),
    TentativeCost: nullable('number'),
    FeeLines: list(feeLine),
    UpdatedDate: dateTime,
    /** The draft's revision: send it with the next save (a stale one is refused with 409). */
    Version: int,
    /** Answers kept although not valid yet (the submission refuses them), with their labels. */
    NotValidYet: list({ type: 'object', properties: { path: str, message: str, label: str } }),
    SchemaVersion: int,
    Migration: list({
      type: 'object',
      properties: { path: str, oldValue: {}, reason: str },
    }),
    SetAside: setAsideSchema,
  },
};

export const submitResultSchema = {
  type: 'object',
  properties: {
    SubmissionId: str,
    Status: str,
    TentativeCost: nullable('number'),
    FeeLines: list(feeLine),
    SubmittedDate: dateTime,
  },
};

export const stateResultSchema = {
  type: 'object',
  properties: { SubmissionId: str, Status: str },
};

export const uploadedFileSchema = {
  type: 'object',
  properties: { FileId: str, FileName: str, ContentType: str, Size: int },
};

/** The multipart body of POST /api/uploads (documentation only; the route parses the stream). */
export const uploadBody = {
  type: 'object',
  required: ['ServiceId', 'Key', 'file'],
  properties: {
    ServiceId: { type: 'string', description: 'Catalogue id of the service' },
    Key: { type: 'string', description: "Upload slot key of the service's steps.json" },
    SubmissionId: { type: 'string', description: 'The draft the file is for (optional)' },
    file: { type: 'string', format: 'binary', description: 'Sent after the other fields' },
  },
};

export const ratesSchema = {
  type: 'object',
  additionalProperties: num,
  description: 'Rate values by key, as fee rules read them (rates.<key>)',
};
