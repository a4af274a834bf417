/**
 * The application lifecycle in one pure function: `transition(state, action, actor, service)`
 * answers the next state, or a refusal with the code, the message to show (spec §8 where one
 * applies) and the precise reason (for logs and tooltips). Checks run in this order: the actor's
 * part (role, ownership, department right), the state, then the service's own rules (submit mode,
 * whether an approval can be cancelled). The server records every accepted transition.
 */
import type { SubmitMode } from '../catalog/types';
import { actionRules, applicationActions, type ApplicationAction } from './actions';
import { partyOf, type Actor } from './actors';
import { lifecycleMessages } from './messages';
import {
  closedStates,
  isApplicationState,
  stateLabels,
  submittedStates,
  type ApplicationState,
} from './states';

/** What the lifecycle needs to know about the service (a catalogue entry fits). */
export interface ServiceRules {
  submitMode: SubmitMode;
  cancellable?: boolean;
  serviceMasterId?: number | null;
}

/** Why a transition was refused. */
export type RefusalCode =
  | 'unknown'
  | 'role'
  | 'owner'
  | 'department'
  | 'state'
  | 'already-submitted'
  | 'submit-mode'
  | 'not-cancellable';

/** The outcome of a transition: the next state, or a refusal. */
export type TransitionResult =
  | { ok: true; action: ApplicationAction; from: ApplicationState; to: ApplicationState }
  | { ok: false; action: string; from: string; code: RefusalCode; message: string; reason: string };

/** Applies an action to an application in `state`, if the actor and the service allow it. */
export function transition(
  state: string,
  action: string,
  actor: Actor,
  service: ServiceRules,
): TransitionResult {
  const refuse = (code: RefusalCode, message: string, reason = message): TransitionResult => ({
    ok: false,
    action,
    from: state,
    code,
    message,
    reason,
  });
  if (!isApplicationState(state) || !isAction(action)) {
    return refuse('unknown', `Unknown state or action: ${state} / ${action}.`);
  }
  const rule = actionRules[action];
  const part = partyOf(actor, service.serviceMasterId);
  if ('refusal' in part) return refuse(part.refusal, partyMessage(part.refusal, rule.label));
  if (!rule.by.includes(part.party)) {
    return refuse('role', `You are not allowed to ${rule.label} this application.`);
  }
  const to = rule.edges[state];
  if (to === undefined) return refuseState(state, action, refuse);
  if (
    action === 'saveDraft' &&
    service.submitMode === 'direct' &&
    (state === 'New' || state === 'Draft')
  ) {
    return refuse('submit-mode', 'This service is submitted directly; it is not saved as a draft.');
  }
  if (action === 'submit' && state === 'New' && service.submitMode === 'draft') {
    return refuse('submit-mode', 'Save this application as a draft before submitting it.');
  }
  if (action === 'cancel' && !service.cancellable) {
    return refuse('not-cancellable', 'This service cannot be cancelled once approved.');
  }
  return { ok: true, action, from: state, to };
}

/** The actions the actor may take on an application in `state` (for the buttons to show). */
export function availableActions(
  state: ApplicationState,
  actor: Actor,
  service: ServiceRules,
): ApplicationAction[] {
  return applicationActions.filter((a) => transition(state, a, actor, service).ok);
}

function isAction(value: string): value is ApplicationAction {
  return (applicationActions as readonly string[]).includes(value);
}

function partyMessage(refusal: 'owner' | 'department' | 'role', label: string): string {
  if (refusal === 'owner') return 'This application belongs to another plot holder.';
  if (refusal === 'department') return 'You do not have the department rights for this service.';
  return `You are not allowed to ${label} this application.`;
}

function refuseState(
  state: ApplicationState,
  action: ApplicationAction,
  refuse: (code: RefusalCode, message: string, reason?: string) => TransitionResult,
): TransitionResult {
  const reason = `The application is ${stateLabels[state].toLowerCase()}; it cannot be ${pastTense[action]}.`;
  if ((action === 'submit' || action === 'saveDraft') && submittedStates.has(state)) {
    return refuse('already-submitted', lifecycleMessages.alreadySubmitted, reason);
  }
  if (action === 'withdraw') return refuse('state', lifecycleMessages.withdrawFailed, reason);
  if (action === 'delete') return refuse('state', lifecycleMessages.deleteFailed, reason);
  if (closedStates.has(state)) {
    return refuse(
      'state',
      `This application is ${stateLabels[state].toLowerCase()} and closed.`,
      reason,
    );
  }
  return refuse('state', reason);
}

/** How a refusal says an action was done ('it cannot be withdrawn'). */
export const pastTense: Record<ApplicationAction, string> = {
  saveDraft: 'saved',
  submit: 'submitted',
  requestPayment: 'sent for payment',
  confirmPayment: 'marked paid',
  startScrutiny: 'taken up for scrutiny',
  seekClarification: 'sent back for clarification',
  approve: 'approved',
  reject: 'rejected',
  withdraw: 'withdrawn',
  cancel: 'cancelled',
  delete: 'deleted',
};
