/** The wire contract of the corporation's scrutiny desk (server/src/routes/scrutiny.ts). */
import { int, nullable, objectSchema, str, type Wire } from './schema.ts';

/** The staff actions of the state machine. */
export const SCRUTINY_ACTIONS = [
  'startScrutiny',
  'seekClarification',
  'approve',
  'reject',
] as const;
export type ScrutinyAction = (typeof SCRUTINY_ACTIONS)[number];

/** The states the queue lists. */
export const QUEUE_STATES = ['Submitted', 'UnderScrutiny', 'ClarificationSought'] as const;

export const scrutinyActionBody = objectSchema(
  {
    Action: { type: 'string', enum: SCRUTINY_ACTIONS },
    Remarks: { type: 'string', maxLength: 1000 },
  },
  ['Action'],
);

/** Filters of the queue (all optional). */
export const queueQuery = objectSchema(
  {
    service: { type: 'string', maxLength: 80 },
    area: { type: 'string', maxLength: 200 },
    status: { type: 'string', enum: QUEUE_STATES },
    olderThanDays: { type: 'integer', minimum: 0, maximum: 3650 },
  },
  [],
);

export const plotSearchQuery = objectSchema({ q: { type: 'string', maxLength: 100 } }, []);

/** One application waiting with the corporation. */
export const queueRowSchema = objectSchema({
  SubmissionId: str,
  PlotID: str,
  PlotName: str,
  IndustrialAreaName: str,
  ServiceId: str,
  ServiceName: str,
  Status: str,
  SubmittedDate: nullable('string'),
  AgeDays: int,
  /** Back with the office after the applicant answered a clarification. */
  ClarificationAnswered: { type: 'boolean' },
});

export type ScrutinyActionBody = Wire<typeof scrutinyActionBody>;
export type QueueFilter = Wire<typeof queueQuery>;
export type QueueRow = Wire<typeof queueRowSchema>;
