/**
 * Every refusal the server can send has a code (issue 20): the Messages are read from the
 * server's source (support/message-inventory.ts), so a new `fail(…)`, `throw badRequest(…)`,
 * `new ApiError(…)` or `{path, message}` field error without a code fails here, naming its place.
 * Messages taken from data at run time are listed below with where they are covered; the state
 * machine's refusals are driven through every state, action and party.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { codeOfMessage } from '../../src/domain/contract/messages.ts';
import { transition } from '../../src/domain/applications/transition.ts';
import { applicationStates } from '../../src/domain/applications/states.ts';
import { applicationActions } from '../../src/domain/applications/actions.ts';
import type { Actor } from '../../src/domain/applications/actors.ts';
import { companyNameError, nameError, personNameError } from '../../src/domain/contact.ts';
import { missingFeeInputErrors } from '../../src/domain/fees/missing-inputs.ts';
import { Role } from '../../src/domain/roles.ts';
import { messageInventory } from './support/message-inventory.ts';
import type { DynamicMessage, FoundMessage } from './support/message-inventory.ts';

const repo = fileURLToPath(new URL('../..', import.meta.url));

/** `{path, message}` objects there are problems of a definition for analysts, not envelopes. */
const NOT_FIELD_ERRORS = [
  'src/domain/checker/',
  'src/domain/catalog/',
  'src/domain/fees/inspect-rule.ts',
  'src/domain/contract/',
];

/** Files whose templates name the field through a noun; message-codes.test.ts codes each form. */
const COVERED_ELSEWHERE = ['server/src/lib/validation.ts', 'server/src/lib/input-guard.ts'];

/** Messages read from data at run time, by `file: expression`, and where they are covered. */
const DYNAMIC: Record<string, string> = {
  // A service's own texts (its definition): field errors name the rule, the browser words it from
  // the translated definition (validation/messages.ts messageOfRule; forms' server-errors test).
  'src/domain/validation/validate-data.ts: message': 'definition text + keyword/ruleParams',
  'src/domain/validation/validate-data.ts: failure.message': 'cross-field check + check id',
  'src/domain/validation/checks.ts: check.message': 'cross-field check + check id',
  'server/src/services/forms/answers.ts: message': 'withRule keeps keyword/ruleParams/check',
  'server/src/services/plots/registration.ts: message': 'registration form: withRule',
  // A precondition's 'why not' is a catalogue text; Data.Precondition names it for the browser.
  'server/src/services/applications/rules.ts: unmet.message': 'Data.Precondition',
  // The state machine's refusals: every one is driven below.
  'server/src/services/applications/rules.ts: result.message': 'transition() below',
  // The first of the field errors built in the same function (each recorded at its place).
  'server/src/services/identity/company.ts: errors[0]!.message': 'field errors of company.ts',
  'server/src/services/identity/company.ts: nameProblem': 'nameError below',
  // maitriMessages: message-codes.test.ts codes each.
  'server/src/routes/identity/maitri-sign-in.ts: verified.message': 'message-codes.test.ts',
  // The handler passes on what the sinks above threw, ajv's messages and Fastify's (mapped).
  'server/src/lib/error-handler.ts: error.message': 'the sinks above',
  'server/src/lib/error-handler.ts: message': 'validation.ts and fastifyMessages',
};

describe('every Message the server can send has a code', () => {
  let found: FoundMessage[] = [];
  let dynamic: DynamicMessage[] = [];
  // Reading the source takes ~25 s on a busy two-core machine.
  beforeAll(() => {
    ({ found, dynamic } = messageInventory(repo, ['server/src'], NOT_FIELD_ERRORS));
  }, 240_000);

  it('reads the server’s refusals from its source', () => {
    // A sanity floor: the inventory finds the known refusals, not an empty list.
    expect(found.length).toBeGreaterThan(100);
    const texts = found.map((f) => f.text);
    expect(texts).toContain('Your Application has been already submitted');
    expect(texts).toContain("Unknown upload slot '7' of 7");
  });

  it('codes every literal and template Message', () => {
    const uncoded = found
      .filter((f) => !COVERED_ELSEWHERE.some((file) => f.at.startsWith(`${file}:`)))
      .filter((f) => codeOfMessage(f.text) === null)
      .map((f) => `${f.at}: ${f.text}`);
    expect(uncoded).toEqual([]);
  });

  it('knows where each Message taken from data is covered', () => {
    const unknown = dynamic
      .map((d) => `${d.at.replace(/:\d+$/, '')}: ${d.expression}`)
      .filter((key) => !(key in DYNAMIC));
    expect(unknown).toEqual([]);
  });
});

describe('refusals built from data', () => {
  const actors: Actor[] = [
    { kind: 'user', role: Role.Investor, isOwner: true },
    { kind: 'user', role: Role.Investor, isOwner: false },
    { kind: 'user', role: Role.TransactionUser, isOwner: true, departmentRights: [] },
    { kind: 'user', role: Role.MidcUser, isOwner: false },
    { kind: 'user', role: Role.Admin, isOwner: false },
    { kind: 'system' },
  ];

  it('the state machine: every refusal of every state, action and party has a code', () => {
    const uncoded = new Set<string>();
    const states = [...applicationStates, 'Nonsense'];
    const actions = [...applicationActions, 'fly'];
    for (const state of states)
      for (const action of actions)
        for (const actor of actors)
          for (const submitMode of ['draft', 'direct'] as const) {
            const result = transition(state, action, actor, {
              submitMode,
              cancellable: false,
              serviceMasterId: 7,
            });
            if (result.ok) continue;
            for (const text of [result.message, result.reason])
              if (codeOfMessage(text) === null) uncoded.add(text);
          }
    expect([...uncoded]).toEqual([]);
  });

  it('reads states and actions back into their keys for the browser', () => {
    const closed = transition('Rejected', 'submit', actors[0]!, { submitMode: 'draft' });
    expect(!closed.ok && codeOfMessage(closed.message)).toEqual({
      Code: 'applications.closedState',
      Params: { state: 'Rejected' },
    });
    const cannot = transition('Draft', 'approve', actors[3]!, { submitMode: 'draft' });
    expect(!cannot.ok && codeOfMessage(cannot.reason)).toEqual({
      Code: 'applications.cannotInState',
      Params: { state: 'Draft', actionDone: 'approve' },
    });
    expect(codeOfMessage('You are not allowed to ask for payment on this application.')).toEqual({
      Code: 'applications.actionNotAllowed',
      Params: { action: 'requestPayment' },
    });
    expect(codeOfMessage('The application is under scrutiny; it cannot be withdrawn.')).toEqual({
      Code: 'applications.cannotInState',
      Params: { state: 'UnderScrutiny', actionDone: 'withdraw' },
    });
  });

  it('names, fee inputs: the texts built from a label or a list', () => {
    for (const label of ['Name', 'Company name'])
      for (const value of ['', 'x'.repeat(400)])
        expect(
          codeOfMessage(nameError(value, label, label === 'Name' ? 200 : 300)!),
        ).not.toBeNull();
    for (const text of ['', 'x'.repeat(101), 'a:b', 'ab.in'])
      expect(codeOfMessage(personNameError(text)!), text).not.toBeNull();
    for (const text of ['', 'x'.repeat(301), 'https://a.in'])
      expect(codeOfMessage(companyNameError(text)!), text).not.toBeNull();
    const errors = missingFeeInputErrors(['data.request.area', 'plot.area', 'plot.zone']);
    expect(errors.map((e) => codeOfMessage(e.message))).toEqual([
      { Code: 'fees.missingAnswer' },
      { Code: 'fees.missingPlotFacts', Params: { facts: 'area, zone' } },
    ]);
  });
});
