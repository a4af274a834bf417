/**
 * The transition table as data: each action, who may take it, and the states it leads from and
 * to. `transition.ts` reads only this table, so a change of the lifecycle is a change here.
 */
import type { ApplicationState } from './states';
import type { Party } from './actors';

/** Every action on an application. */
export const applicationActions = [
  'saveDraft',
  'submit',
  'requestPayment',
  'confirmPayment',
  'startScrutiny',
  'seekClarification',
  'approve',
  'reject',
  'withdraw',
  'cancel',
  'delete',
] as const;

/** An action on an application. */
export type ApplicationAction = (typeof applicationActions)[number];

/** One row of the table: label, the parties allowed, and the edges from → to. */
export interface ActionRule {
  label: string;
  by: readonly Party[];
  edges: Readonly<Partial<Record<ApplicationState, ApplicationState>>>;
}

/** The lifecycle: Draft → Submitted → (PaymentPending) → UnderScrutiny → a decision. */
export const actionRules: Record<ApplicationAction, ActionRule> = {
  saveDraft: {
    label: 'save',
    by: ['applicant'],
    edges: { New: 'Draft', Draft: 'Draft', ClarificationSought: 'ClarificationSought' },
  },
  submit: {
    label: 'submit',
    by: ['applicant'],
    edges: { New: 'Submitted', Draft: 'Submitted', ClarificationSought: 'Submitted' },
  },
  requestPayment: {
    label: 'ask for payment on',
    by: ['system'],
    edges: { Submitted: 'PaymentPending' },
  },
  confirmPayment: {
    label: 'confirm payment of',
    by: ['system'],
    edges: { PaymentPending: 'UnderScrutiny' },
  },
  startScrutiny: {
    label: 'start scrutiny of',
    by: ['staff', 'system'],
    edges: { Submitted: 'UnderScrutiny' },
  },
  seekClarification: {
    label: 'seek clarification on',
    by: ['staff'],
    edges: { UnderScrutiny: 'ClarificationSought' },
  },
  approve: { label: 'approve', by: ['staff'], edges: { UnderScrutiny: 'Approved' } },
  reject: { label: 'reject', by: ['staff'], edges: { UnderScrutiny: 'Rejected' } },
  withdraw: {
    label: 'withdraw',
    by: ['applicant'],
    edges: {
      Submitted: 'Withdrawn',
      PaymentPending: 'Withdrawn',
      UnderScrutiny: 'Withdrawn',
      ClarificationSought: 'Withdrawn',
    },
  },
  cancel: { label: 'cancel', by: ['applicant'], edges: { Approved: 'Cancelled' } },
  delete: { label: 'delete', by: ['applicant'], edges: { Draft: 'Deleted' } },
};
