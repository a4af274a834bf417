/**
 * The states of an application (ARCHITECTURE.md, Applications). `New` is the moment before the
 * first save: a draft-first service leaves it by saving a draft, a direct service by submitting.
 */

/** Every state an application can be in. */
export const applicationStates = [
  'New',
  'Draft',
  'Submitted',
  'PaymentPending',
  'UnderScrutiny',
  'ClarificationSought',
  'Approved',
  'Rejected',
  'Withdrawn',
  'Cancelled',
  'Deleted',
] as const;

/** An application state. */
export type ApplicationState = (typeof applicationStates)[number];

/** Labels for the timeline and status chips. */
export const stateLabels: Record<ApplicationState, string> = {
  New: 'New',
  Draft: 'Draft',
  Submitted: 'Submitted',
  PaymentPending: 'Payment pending',
  UnderScrutiny: 'Under scrutiny',
  ClarificationSought: 'Clarification sought',
  Approved: 'Approved',
  Rejected: 'Rejected',
  Withdrawn: 'Withdrawn',
  Cancelled: 'Cancelled',
  Deleted: 'Deleted',
};

/** States in which the applicant may change the answers. */
export const editableStates: ReadonlySet<ApplicationState> = new Set([
  'New',
  'Draft',
  'ClarificationSought',
]);

/** States after a submission that are still with the office (a new submit is 'already submitted'). */
export const submittedStates: ReadonlySet<ApplicationState> = new Set([
  'Submitted',
  'PaymentPending',
  'UnderScrutiny',
  'Approved',
]);

/** States no action leads out of (Approved can still be cancelled where the service allows). */
export const closedStates: ReadonlySet<ApplicationState> = new Set([
  'Rejected',
  'Withdrawn',
  'Cancelled',
  'Deleted',
]);

/** True when a value is a known state name. */
export function isApplicationState(value: unknown): value is ApplicationState {
  return typeof value === 'string' && (applicationStates as readonly string[]).includes(value);
}
