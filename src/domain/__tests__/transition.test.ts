import { describe, expect, it } from 'vitest';
import { applicationActions, type ApplicationAction } from '../applications/actions';
import type { Actor, Party } from '../applications/actors';
import { applicationStates, type ApplicationState } from '../applications/states';
import { availableActions, transition, type ServiceRules } from '../applications/transition';
import { Role } from '../roles';

const applicant: Actor = { kind: 'user', role: Role.Investor, isOwner: true };
const staff: Actor = { kind: 'user', role: Role.MidcUser, isOwner: false };
const system: Actor = { kind: 'system' };
const actorOf: Record<Party, Actor> = { applicant, staff, system };

const draftService: ServiceRules = { submitMode: 'draft', cancellable: true, serviceMasterId: 0 };
const directService: ServiceRules = {
  submitMode: 'direct',
  cancellable: false,
  serviceMasterId: 0,
};

/** Every allowed transition: [from, action, party, to] (draft-first, cancellable service). */
const allowed: [ApplicationState, ApplicationAction, Party, ApplicationState][] = [
  ['New', 'saveDraft', 'applicant', 'Draft'],
  ['Draft', 'saveDraft', 'applicant', 'Draft'],
  ['ClarificationSought', 'saveDraft', 'applicant', 'ClarificationSought'],
  ['Draft', 'submit', 'applicant', 'Submitted'],
  ['ClarificationSought', 'submit', 'applicant', 'Submitted'],
  ['Submitted', 'requestPayment', 'system', 'PaymentPending'],
  ['PaymentPending', 'confirmPayment', 'system', 'UnderScrutiny'],
  ['Submitted', 'startScrutiny', 'staff', 'UnderScrutiny'],
  ['Submitted', 'startScrutiny', 'system', 'UnderScrutiny'],
  ['UnderScrutiny', 'seekClarification', 'staff', 'ClarificationSought'],
  ['UnderScrutiny', 'approve', 'staff', 'Approved'],
  ['UnderScrutiny', 'reject', 'staff', 'Rejected'],
  ['Submitted', 'withdraw', 'applicant', 'Withdrawn'],
  ['PaymentPending', 'withdraw', 'applicant', 'Withdrawn'],
  ['UnderScrutiny', 'withdraw', 'applicant', 'Withdrawn'],
  ['ClarificationSought', 'withdraw', 'applicant', 'Withdrawn'],
  ['Approved', 'cancel', 'applicant', 'Cancelled'],
  ['Draft', 'delete', 'applicant', 'Deleted'],
];

describe('the application state machine', () => {
  it.each(allowed)('%s --%s by %s--> %s', (from, action, party, to) => {
    expect(transition(from, action, actorOf[party], draftService)).toEqual({
      ok: true,
      action,
      from,
      to,
    });
  });

  it('refuses every other state, action and party combination', () => {
    const parties: Party[] = ['applicant', 'staff', 'system'];
    let refused = 0;
    for (const from of applicationStates) {
      for (const action of applicationActions) {
        for (const party of parties) {
          const isAllowed = allowed.some(([f, a, p]) => f === from && a === action && p === party);
          const result = transition(from, action, actorOf[party], draftService);
          expect(result.ok, `${from} ${action} ${party}`).toBe(isAllowed);
          if (!result.ok) {
            refused++;
            expect(result.message.length).toBeGreaterThan(0);
          }
        }
      }
    }
    expect(refused).toBe(applicationStates.length * applicationActions.length * 3 - allowed.length);
  });

  it("answers a second submission with the spec's message", () => {
    for (const state of ['Submitted', 'PaymentPending', 'UnderScrutiny', 'Approved'] as const) {
      const result = transition(state, 'submit', applicant, draftService);
      expect(result).toMatchObject({
        ok: false,
        code: 'already-submitted',
        message: 'Your Application has been already submitted',
      });
    }
  });

  it('uses the spec texts for a refused withdrawal or deletion, with the precise reason', () => {
    expect(transition('Draft', 'withdraw', applicant, draftService)).toMatchObject({
      ok: false,
      code: 'state',
      message: 'Failed to withdraw the application. Please try again later.',
      reason: 'The application is draft; it cannot be withdrawn.',
    });
    expect(transition('Submitted', 'delete', applicant, draftService)).toMatchObject({
      ok: false,
      message: 'The Service could not be deleted. Please try again later.',
    });
  });

  it('calls a closed application closed', () => {
    expect(transition('Rejected', 'submit', applicant, draftService)).toMatchObject({
      ok: false,
      code: 'state',
      message: 'This application is rejected and closed.',
    });
  });

  it('makes draft-first services save a draft before submitting', () => {
    expect(transition('New', 'submit', applicant, draftService)).toMatchObject({
      ok: false,
      code: 'submit-mode',
    });
  });

  it('submits direct services at once and never as a draft', () => {
    expect(transition('New', 'submit', applicant, directService)).toMatchObject({
      ok: true,
      to: 'Submitted',
    });
    expect(transition('New', 'saveDraft', applicant, directService)).toMatchObject({
      ok: false,
      code: 'submit-mode',
    });
    expect(transition('ClarificationSought', 'saveDraft', applicant, directService).ok).toBe(true);
  });

  it('cancels an approval only where the service allows it', () => {
    expect(transition('Approved', 'cancel', applicant, directService)).toMatchObject({
      ok: false,
      code: 'not-cancellable',
    });
  });

  it('refuses by role, ownership and department right', () => {
    const stranger: Actor = { kind: 'user', role: Role.Investor, isOwner: false };
    const admin: Actor = { kind: 'user', role: Role.Admin, isOwner: true };
    const tranWithRight: Actor = {
      kind: 'user',
      role: Role.TransactionUser,
      isOwner: true,
      departmentRights: [0, 3],
    };
    const tranWithoutRight: Actor = { ...tranWithRight, departmentRights: [3] };
    const tranOtherPlot: Actor = { ...tranWithRight, isOwner: false };
    expect(transition('Draft', 'submit', stranger, draftService)).toMatchObject({ code: 'owner' });
    expect(transition('Draft', 'submit', admin, draftService)).toMatchObject({ code: 'role' });
    expect(transition('Draft', 'submit', tranWithRight, draftService).ok).toBe(true);
    expect(transition('Draft', 'submit', tranWithoutRight, draftService)).toMatchObject({
      code: 'department',
      message: 'You do not have the department rights for this service.',
    });
    expect(transition('Draft', 'submit', tranOtherPlot, draftService)).toMatchObject({
      code: 'owner',
    });
    expect(transition('Draft', 'submit', staff, draftService)).toMatchObject({
      code: 'role',
      message: 'You are not allowed to submit this application.',
    });
    expect(transition('UnderScrutiny', 'approve', applicant, draftService)).toMatchObject({
      code: 'role',
    });
    expect(transition('UnderScrutiny', 'approve', system, draftService)).toMatchObject({
      code: 'role',
    });
  });

  it('allows a service without a department id to any transaction user of the owner', () => {
    const tran: Actor = {
      kind: 'user',
      role: Role.TransactionUser,
      isOwner: true,
      departmentRights: [],
    };
    expect(
      transition('Draft', 'submit', tran, { submitMode: 'draft', serviceMasterId: null }).ok,
    ).toBe(true);
  });

  it('refuses unknown states and actions', () => {
    expect(transition('Lost', 'submit', applicant, draftService)).toMatchObject({
      code: 'unknown',
    });
    expect(transition('Draft', 'teleport', applicant, draftService)).toMatchObject({
      code: 'unknown',
    });
  });

  it('lists the actions a party may take, for the buttons', () => {
    expect(availableActions('Draft', applicant, draftService)).toEqual([
      'saveDraft',
      'submit',
      'delete',
    ]);
    expect(availableActions('UnderScrutiny', staff, draftService)).toEqual([
      'seekClarification',
      'approve',
      'reject',
    ]);
    expect(availableActions('Approved', applicant, directService)).toEqual([]);
  });
});
