/**
 * Saving a draft. A new draft is inserted in ONE transaction: load the plot → authorise (the state
 * machine's actor check) → preconditions → no open twin → prepare and validate the answers
 * (src/domain) → fee (server's facts and rates) → insert + timeline event.
 *
 * A save of an existing application runs the same steps without a transaction first: it starts
 * from what this process's last save of the draft left (kept-targets.ts), else one statement reads
 * the application with its plot (readTarget); the checks and computations run here, and one update
 * writes it only if its revision and its plot are still those read. Every write of an application
 * counts its revision up (store.ts), so when a save, a submission or a staff action came in
 * between, that update finds no row: a kept target is then read afresh, a read one runs again in a
 * transaction on the locked row, which answers as it always has: the draft changed (409, when the
 * body names its Version), already submitted (409), or saved on the newer revision. Only `tx` is
 * used inside a transaction: PGlite has a single connection.
 */
import { migrateDraft, transition } from '../../../../src/domain/service-engine/index.ts';
import type { Rates, TransitionResult } from '../../../../src/domain/service-engine/index.ts';
import type { DraftBody, DraftResult } from '../../../../src/domain/contract/applications.ts';
import type { AuthUser, UnconfirmedSession } from '../../auth/authenticate.ts';
import type { Db } from '../../db/types.ts';
import { badRequest } from '../../lib/errors.ts';
import type { Catalog } from '../forms/catalog.ts';
import { prepareData } from '../forms/answers.ts';
import { keepDefinition } from '../forms/snapshots.ts';
import { ensureCurrentRevision, notValidYetView } from './draft-revision.ts';
import { chargedFee, draftRates } from './fees.ts';
import {
  context,
  fieldError,
  filedValues,
  formChangedMessage,
  persist,
  record,
  storedSetAside,
} from './filing.ts';
import { inTransaction } from './in-transaction.ts';
import { ensureAllowed, ensurePreconditions, serviceFromBody, serviceRules } from './rules.ts';
import { addSetAside, labelsOfSaved, setAsideView, unseen } from './set-aside.ts';
import { updateOnRevision } from './draft-store.ts';
import type { DraftValues } from './draft-store.ts';
import type { WrittenApplication } from './store.ts';
import { forgetTarget, keepTarget, keptTarget } from './kept-targets.ts';
import { ensureNoOpenTwin, loadTarget, readTarget } from './target.ts';
import type { ReadTarget, Target } from './target.ts';

export const DRAFT_NOT_SAVED = 'The draft could not be saved.';

interface Deps {
  db: Db;
  catalog: Catalog;
}

/** One save: who, what they sent, and what the server prices and files it with. */
interface DraftSave {
  user: AuthUser;
  body: DraftBody;
  rateTable: Rates;
  definitionHash: string;
}

/** Writes the values on the state the transition leads to; undefined = not written. */
type Write = (
  result: Extract<TransitionResult, { ok: true }>,
  values: Omit<DraftValues, 'state'>,
) => Promise<WrittenApplication | undefined>;

/** Creates or updates a draft; answers its id, state and the tentative cost at the server. */
export async function saveDraft(
  { db, catalog }: Deps,
  checkedUser: AuthUser,
  body: DraftBody,
  unconfirmed?: UnconfirmedSession,
): Promise<DraftResult> {
  const save: DraftSave = {
    user: checkedUser,
    body,
    rateTable: await draftRates(db),
    // Stored once per process, outside the transaction (forms/snapshots.ts).
    definitionHash: await keepDefinition(db, serviceFromBody(catalog, body.ServiceId)),
  };
  const { SubmissionId } = body;
  const of = SubmissionId === undefined ? undefined : { ...body, SubmissionId };
  const kept = of && (await saveOnKept(db, catalog, save, of, unconfirmed));
  if (kept) return kept;
  // Everything below reads and writes on the user's behalf: on a session checked afresh.
  const user = unconfirmed ? await unconfirmed.confirm() : checkedUser;
  save.user = user;
  if (of) {
    const saved = await saveUnlocked(db, await readTarget(db, catalog, user, of), save);
    if (saved) return saved;
  }
  return inTransaction(db, async (tx) => {
    const target = await loadTarget(tx, catalog, user, body);
    const saved = await saveOn(tx, target, save, async (result, values) => {
      const row = await persist(tx, user, target, result.to, values);
      // A save that keeps the state (Draft → Draft) is not a step of the timeline.
      if (result.from !== result.to) await record(tx, user, row, result.from, 'saveDraft');
      return row;
    });
    return saved!;
  });
}

/**
 * The save on the target kept from this draft's last save on this process (kept-targets.ts);
 * undefined when none is kept or it was stale. Any refusal is left to the save on a fresh read, so
 * that it answers on what is stored now. A session not confirmed yet is checked by the write.
 */
async function saveOnKept(
  db: Db,
  catalog: Catalog,
  save: DraftSave,
  body: DraftBody & { SubmissionId: string },
  unconfirmed: UnconfirmedSession | undefined,
): Promise<DraftResult | undefined> {
  try {
    const target = keptTarget(db, catalog, save.user, body);
    return target && (await saveUnlocked(db, target, save, unconfirmed));
  } catch {
    forgetTarget(db, body.SubmissionId);
    return undefined;
  }
}

/**
 * The save on a target read without a lock: written only on the revision and plot read, and then
 * kept for the draft's next save; undefined when something wrote either since.
 */
async function saveUnlocked(
  db: Db,
  target: ReadTarget,
  save: DraftSave,
  session?: Pick<UnconfirmedSession, 'sessionId' | 'stamp'>,
) {
  const { submissionId, revision } = target.existing;
  // A save that changes the state records an event with it: that takes a transaction.
  const saved = await saveOn(db, target, save, async (result, values) => {
    if (result.from !== result.to) return undefined;
    const basis = { submissionId, revision, plotStamp: target.plotStamp, session };
    const row = await updateOnRevision(db, basis, { ...values, state: result.to });
    if (row) keepTarget(db, target, row, values.data);
    return row;
  });
  if (!saved) forgetTarget(db, submissionId);
  return saved;
}

/** Checks and prepares the save on `db` (the transaction, if any), then writes it with `write`. */
async function saveOn(
  db: Db,
  target: Target,
  { body, rateTable, definitionHash }: DraftSave,
  write: Write,
): Promise<DraftResult | undefined> {
  const { service } = target;
  const result = transition(target.state, 'saveDraft', target.actor, serviceRules(service));
  ensureAllowed(result);
  if (target.state === 'New') ensurePreconditions(service, target.plot);
  await ensureNoOpenTwin(db, target);
  ensureCurrentRevision(target.existing, body.Version);
  if (!service.steps.some((s) => s.id === body.CurrentStep))
    throw fieldError('CurrentStep', `Unknown step '${body.CurrentStep}' of ${service.id}`);
  const { answers, migration } = draftAnswers(target, body);

  const prepared = await prepareData(db, service, answers, 'draft', context(target));
  if (prepared.errors.length > 0) throw badRequest(DRAFT_NOT_SAVED, { errors: prepared.errors });
  const fee = chargedFee(service, prepared.data, target.plot.facts, rateTable, { lenient: true });
  const now = new Date();
  const versions = { from: body.SchemaVersion, to: service.version };
  // Labels from the definition the draft was saved on: the tab sending old answers shows it too.
  const labelOf = await labelsOfSaved(db, target.existing);
  const sameForm = target.existing?.schemaVersion === body.SchemaVersion;
  const stored = storedSetAside(target, now, body.SchemaVersion, labelOf);
  const row = await write(result, {
    data: prepared.data,
    schemaVersion: service.version,
    setAside: addSetAside(stored, migration, versions, now, sameForm ? labelOf : undefined),
    currentStep: body.CurrentStep,
    ...filedValues(definitionHash, service, target, prepared.data, fee, now),
  });
  if (!row) return undefined;
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
