/**
 * The wire contract of the application routes (server/src/routes/applications.ts): read one,
 * its filed form, save a draft, submit, withdraw, cancel, delete, set-aside answers seen.
 */
import {
  dateTime,
  freeObject,
  int,
  list,
  messageParamsSchema,
  nonEmpty,
  nullable,
  objectSchema,
  str,
  type Wire,
} from './schema.ts';

/** An application's SubmissionId ('SWC-2025-000002'). */
export const submissionIdField = nonEmpty(30);

export const submissionIdParams = objectSchema({ id: submissionIdField });
export const submissionIdQuery = objectSchema({ SubmissionId: submissionIdField });

/** Optional remarks for the timeline of a withdrawal or cancellation. */
export const remarksBody = {
  type: ['object', 'null'],
  additionalProperties: false,
  properties: { Remarks: { type: 'string', maxLength: 1000 } },
} as const;

const target = {
  PlotId: { type: 'string', minLength: 1, maxLength: 40 },
  ServiceId: { type: 'string', minLength: 1, maxLength: 80 },
  SchemaVersion: { type: 'integer', minimum: 1 },
  Data: { type: 'object' },
  SubmissionId: submissionIdField,
} as const;

/** A draft save; without SubmissionId the server creates the draft. */
export const draftBody = objectSchema(
  {
    ...target,
    CurrentStep: { type: 'string', minLength: 1, maxLength: 80 },
    /** The revision the page last saw; a stale one is refused with 409 (see the draft route). */
    Version: { type: 'integer', minimum: 1, maximum: 2147483647 },
  },
  ['PlotId', 'ServiceId', 'SchemaVersion', 'CurrentStep', 'Data'],
);

/** A submission; direct-submit services send no SubmissionId. */
export const submitBody = objectSchema(target, ['PlotId', 'ServiceId', 'SchemaVersion', 'Data']);

/** One fee head of the amount the server computed. */
export const feeLineSchema = objectSchema({ id: str, label: str, amount: nullable('number') }, [
  'id',
  'label',
  'amount',
]);

/**
 * Why an answer was set aside, as a code with what it names (src/domain/drafts/migration-reasons.ts),
 * for the browser to say in the user's language.
 */
const migrationWhySchema = objectSchema(
  {
    code: str,
    at: str,
    params: { type: 'object', additionalProperties: { type: 'number' } },
    rule: objectSchema({ keyword: str, ruleParams: messageParamsSchema }, [
      'keyword',
      'ruleParams',
    ]),
  },
  ['code'],
);

/** An answer a newer form version could not keep, kept with the application (set-aside.ts). */
export const setAsideRecordSchema = objectSchema(
  {
    path: str,
    oldValue: {},
    reason: str,
    why: migrationWhySchema,
    label: str,
    fromVersion: int,
    toVersion: int,
    at: dateTime,
  },
  ['path', 'oldValue', 'reason', 'fromVersion', 'toVersion', 'at'],
);

export const setAsideSchema = list(setAsideRecordSchema);

export const setAsideResultSchema = objectSchema({ SubmissionId: str, SetAside: setAsideSchema });

export const definitionResultSchema = objectSchema({
  SubmissionId: str,
  ServiceId: str,
  SchemaVersion: int,
  DefinitionHash: str,
  /** The loaded service definition as the server kept it (references resolved). */
  Definition: freeObject,
});

/** One entry of an application's timeline. */
export const timelineEntrySchema = objectSchema({
  Status: str,
  From: str,
  Action: str,
  By: str,
  ByUserId: nullable('integer'),
  At: dateTime,
  Remarks: nullable('string'),
});

export const applicationRecordSchema = objectSchema({
  SubmissionId: str,
  PlotID: str,
  ServiceId: str,
  ServiceName: str,
  ServiceMasterId: int,
  Status: str,
  submissionStatus: objectSchema({
    StatusId: int,
    StatusName: str,
    DocumentReceivedDate: nullable('string', { format: 'date-time' }),
  }),
  SchemaVersion: int,
  /** The content hash of the form the application was last saved or submitted on. */
  DefinitionHash: nullable('string'),
  /** False: last saved on an older form; read it from /api/applications/:id/definition. */
  DefinitionIsCurrent: nullable('boolean'),
  CurrentStep: nullable('string'),
  /** The revision of the answers: a draft save sends it back (see the draft route). */
  Version: int,
  Data: freeObject,
  /** Answers a newer form version could not keep, not yet marked seen by the applicant. */
  SetAside: setAsideSchema,
  TentativeCost: nullable('number'),
  FeeLines: list(feeLineSchema),
  Declarations: list(objectSchema({ id: str, text: str, version: int, acceptedAt: dateTime })),
  Uploads: list(
    objectSchema({ FileId: str, FileName: str, ContentType: str, Size: int, Key: str }),
  ),
  Timeline: list(timelineEntrySchema),
  Actions: list(str),
  CreatedBy: nullable('integer'),
  CreatedDate: dateTime,
  UpdatedDate: dateTime,
  SubmittedDate: nullable('string', { format: 'date-time' }),
});

export const draftResultSchema = objectSchema({
  SubmissionId: str,
  Status: str,
  CurrentStep: nullable('string'),
  TentativeCost: nullable('number'),
  FeeLines: list(feeLineSchema),
  UpdatedDate: dateTime,
  /** The draft's revision: send it with the next save (a stale one is refused with 409). */
  Version: int,
  /** Answers kept although not valid yet (the submission refuses them), with their labels. */
  NotValidYet: list(objectSchema({ path: str, message: str, label: str })),
  /** The form version the draft is now stored on (newer than the page's: the form changed). */
  SchemaVersion: int,
  Migration: list(
    objectSchema({ path: str, oldValue: {}, reason: str, why: migrationWhySchema }, [
      'path',
      'oldValue',
      'reason',
    ]),
  ),
  SetAside: setAsideSchema,
});

/** What a submission answers: the server's own fee. */
export const submitResultSchema = objectSchema({
  SubmissionId: str,
  Status: str,
  TentativeCost: nullable('number'),
  FeeLines: list(feeLineSchema),
  SubmittedDate: dateTime,
});

export const stateResultSchema = objectSchema({ SubmissionId: str, Status: str });

export type DraftBody = Wire<typeof draftBody>;
export type SubmitBody = Wire<typeof submitBody>;
export type FeeLineRecord = Wire<typeof feeLineSchema>;
export type SetAsideRecord = Wire<typeof setAsideRecordSchema>;
export type TimelineEntry = Wire<typeof timelineEntrySchema>;
/** An application as GET /api/applications/:id returns it. */
export type ApplicationRecord = Wire<typeof applicationRecordSchema>;
/** The form an application was last saved or submitted on, as GET …/definition returns it. */
export type FiledDefinitionRecord = Wire<typeof definitionResultSchema>;
export type SetAsideResult = Wire<typeof setAsideResultSchema>;
export type DraftResult = Wire<typeof draftResultSchema>;
export type SubmitResult = Wire<typeof submitResultSchema>;
export type StateResult = Wire<typeof stateResultSchema>;
