/**
 * Saving drafts and submitting applications. Each call is ONE transaction that runs, in order:
 * load (plot, application locked) → authorise (the state machine's actor check) → preconditions
 * → prepare and validate the answers (src/domain) → fee (server's facts and rates) → transition →
 * persist + timeline event. Only `tx` is used inside: PGlite has a single connection.
 */
import {
  migrateDraft,
  missingFeeInputErrors,
  transition,
} from '../../../../src/domain/service-engine/index.ts';
import { formatInr } from '../../../../src/domain/money.ts';
import type { AuthUser } from '../../auth/authenticate.ts';
import type { Db } from '../../db/types.ts';
import { badRequest } from '../../lib/errors.ts';
import { prepareData } from '../forms/answers.ts';
import {
  acceptedDeclarations,
  ensureAllowed,
  ensurePreconditions,
  serviceFromBody,
  serviceRules,
} from './rules.ts';
import { addEvent, insertApplication, linkUploads, updateApplication } from './store.ts';
import type { ApplicationRow, WrittenApplication } from './store.ts';
import { ensureNoOpenTwin, loadTarget } from './target.ts';
import type { Target } from './target.ts';
import type { Catalog } from '../forms/catalog.ts';
import { keepDefinition } from '../forms/snapshots.ts';
import type {
  DraftBody,
  DraftResult,
  SubmitBody,
  SubmitResult,
} from '../../../../src/domain/contract/applications.ts';
import { chargedFee, draftRates, loadRates } from './fees.ts';
import { ensureCurrentRevision, notValidYetView } from './draft-revision.ts';
import { addSetAside, labelsOfSaved, migrateStored, setAsideView, unseen } from './set-aside.ts';
import type { LabelOf } from './set-aside.ts';
import { inTransaction } from './in-transaction.ts';
import { noticeOfSubmission } from '../notifications/application-notices.ts';

export const DRAFT_NOT_SAVED = 'The draft could not be saved.';
export const NOT_SUBMITTED = 'Application not submitted.';

interface Deps {
  db: Db;
  catalog: Catalog;
}

/** Creates or updates a draft; answers its id, state and the tentative cost at the server. */
export async function saveDraft(
  { db, catalog }: Deps,
  user: AuthUser,
  body: DraftBody,
): Promise<DraftResult> {
  const rateTable = await draftRates(db);
  // Stored once per process, outside the transaction (forms/snapshots.ts).
  const definitionHash = await keepDefinition(db, serviceFromBody(catalog, body.ServiceId));
  return inTransaction(db, async (tx) => {
    const target = await loadTarget(tx, catalog, user, body);
    const { service } = target;
    const result = transition(target.state, 'saveDraft', target.actor, serviceRules(service));
    ensureAllowed(result);
    if (target.state === 'New') ensurePreconditions(service, target.plot);
    await ensureNoOpenTwin(tx, target);
    ensureCurrentRevision(target.existing, body.Version);
    if (!service.steps.some((s) => s.id === body.CurrentStep))
      throw fieldError('CurrentStep', `Unknown step '${body.CurrentStep}' of ${service.id}`);
    const { answers, migration } = draftAnswers(target, body);

    const prepared = await prepareData(tx, service, answers, 'draft', context(target));
    if (prepared.errors.length > 0) throw badRequest(DRAFT_NOT_SAVED, { errors: prepared.errors });
    const fee = chargedFee(service, prepared.data, target.plot.facts, rateTable, { lenient: true });
    const now = new Date();
    const versions = { from: body.SchemaVersion, to: service.version };
    // Labels from the definition the draft was saved on: the tab sending old answers shows it too.
    const labelOf = await labelsOfSaved(tx, target.existing);
    const sameForm = target.existing?.schemaVersion === body.SchemaVersion;
    const stored = storedSetAside(target, now, body.SchemaVersion, labelOf);
    const values = {
      data: prepared.data,
      schemaVersion: service.version,
      setAside: addSetAside(stored, migration, versions, now, sameForm ? labelOf : undefined),
      currentStep: body.CurrentStep,
      ...filedValues(definitionHash, service, target, prepared.data, fee, now),
    };
    const row = await persist(tx, user, target, result.to, values);
    // A save that keeps the state (Draft → Draft) is not a step of the timeline.
    if (result.from !== result.to) await record(tx, user, row, result.from, 'saveDraft');
    return {
      SubmissionId: row.submissionId,
      Status: row.state,
      CurrentStep: row.currentStep,
      TentativeCost: row.tentativeCost,
      FeeLines: row.feeLines,
      UpdatedDate: row.updatedAt.toISOString(),
      Version: row.revision,
      NotValidYet: notValidYetView(service, prepared.notValidYet),
      // An open tab on an older version learns here that the form changed, and what was set aside.
      SchemaVersion: row.schemaVersion,
      Migration: migration,
      SetAside: unseen(row.setAside).map(setAsideView),
    };
  });
}

/** Submits an application (a draft, or a direct service without one). */
export async function submitApplication(
  { db, catalog }: Deps,
  user: AuthUser,
  body: SubmitBody,
): Promise<SubmitResult> {
  // Stored once per process, outside the transaction (forms/snapshots.ts).
  const definitionHash = await keepDefinition(db, serviceFromBody(catalog, body.ServiceId));
  return inTransaction(db, async (tx) => {
    const target = await loadTarget(tx, catalog, user, body);
    const { service } = target;
    const submit = transition(target.state, 'submit', target.actor, serviceRules(service));
    ensureAllowed(submit);
    ensurePreconditions(service, target.plot);
    await ensureNoOpenTwin(tx, target);
    if (body.SchemaVersion !== service.version)
      throw fieldError('SchemaVersion', formChangedMessage(service.version));

    const prepared = await prepareData(tx, service, body.Data, 'submit', context(target));
    if (prepared.errors.length > 0) throw badRequest(NOT_SUBMITTED, { errors: prepared.errors });
    const fee = chargedFee(service, prepared.data, target.plot.facts, await loadRates(tx));
    if (fee.total === null) {
      throw badRequest(NOT_SUBMITTED, { errors: missingFeeInputErrors(fee.missing) });
    }
    const now = new Date();
    let row = await persist(tx, user, target, submit.to, {
      data: prepared.data,
      schemaVersion: service.version,
      setAside: storedSetAside(
        target,
        now,
        service.version,
        await labelsOfSaved(tx, target.existing),
      ),
      ...filedValues(definitionHash, service, target, prepared.data, fee, now),
      submittedAt: now,
    });
    await record(tx, user, row, submit.from, 'submit');
    await linkUploads(tx, row.submissionId, prepared.fileIds);

    // A resubmission after a clarification goes back to scrutiny: the fee was asked for already.
    if (fee.total > 0 && submit.from !== 'ClarificationSought') {
      // Payments come later: a fee leaves the application waiting for it (system transition).
      const pay = transition(
        row.state,
        'requestPayment',
        { kind: 'system' },
        serviceRules(service),
      );
      ensureAllowed(pay);
      row = await updateApplication(tx, row.submissionId, { state: pay.to });
      await record(tx, null, row, pay.from, 'requestPayment', `Fee due: ${formatInr(fee.total)}`);
    }
    await noticeOfSubmission(tx, {
      submissionId: row.submissionId,
      from: submit.from,
      state: row.state,
      ...(row.state === 'PaymentPending'
        ? {
            feeDue: `A fee of ₹${fee.total.toFixed(2)} is due: pay it from the application's page.`,
          }
        : {}),
    });
    return {
      SubmissionId: row.submissionId,
      Status: row.state,
      TentativeCost: row.tentativeCost,
      FeeLines: row.feeLines,
      SubmittedDate: now.toISOString(),
    };
  });
}

function context(target: Target) {
  return {
    facts: target.plot.facts,
    ownerUserId: target.plotOwnerId,
    submissionId: target.existing?.submissionId,
  };
}

/**
 * The application's set-aside answers, with those of its stored answers when they were saved on an
 * older version than the answers replacing them (`replacedOn`), so what the new version cannot
 * keep of them is set aside rather than overwritten.
 */
function storedSetAside(target: Target, now: Date, replacedOn: number, labelOf?: LabelOf) {
  const list = target.existing?.setAside ?? [];
  const stored = migrateStored(target.service, target.existing, replacedOn);
  if (!stored) return list;
  const versions = { from: stored.fromVersion, to: stored.toVersion };
  return addSetAside(list, stored.issues, versions, now, labelOf);
}

/** The answers to store: a draft saved on an older version is migrated (and says what it lost). */
function draftAnswers(target: Target, body: DraftBody) {
  const { service } = target;
  if (body.SchemaVersion > service.version)
    throw fieldError('SchemaVersion', formChangedMessage(service.version));
  if (body.SchemaVersion === service.version) return { answers: body.Data, migration: [] };
  const migrated = migrateDraft(
    service,
    { version: body.SchemaVersion, data: body.Data },
    { codes: true },
  );
  return { answers: migrated.data as Record<string, unknown>, migration: migrated.issues };
}

function formChangedMessage(version: number) {
  return `The form has changed (now version ${version}). Reload it and check your answers.`;
}

function fieldError(path: string, message: string) {
  return badRequest(message, { errors: [{ path, message }] });
}

async function persist(
  tx: Db,
  user: AuthUser,
  target: Target,
  state: string,
  values: Partial<ApplicationRow>,
): Promise<WrittenApplication> {
  if (target.existing)
    return updateApplication(tx, target.existing.submissionId, { ...values, state });
  return insertApplication(tx, {
    plotId: target.plotId,
    serviceId: target.service.id,
    serviceMasterId: target.service.entry.serviceMasterId,
    state,
    schemaVersion: target.service.version,
    data: {},
    createdBy: user.id,
    ...values,
  });
}

function record(
  tx: Db,
  user: AuthUser | null,
  row: WrittenApplication,
  from: string,
  action: string,
  remarks?: string,
) {
  return addEvent(tx, {
    submissionId: row.submissionId,
    from,
    to: row.state,
    action,
    byUserId: user?.id ?? null,
    remarks,
  });
}

/** What a draft save and a submission both store: the definition, the fee and the declarations. */
function filedValues(
  definitionHash: string,
  service: Target['service'],
  target: Target,
  data: Record<string, unknown>,
  fee: ReturnType<typeof chargedFee>,
  now: Date,
) {
  return {
    definitionHash,
    tentativeCost: fee.total,
    feeLines: fee.lines,
    declarationsAccepted: acceptedDeclarations(
      service,
      data,
      target.existing?.declarationsAccepted ?? [],
      now,
    ),
  };
}
