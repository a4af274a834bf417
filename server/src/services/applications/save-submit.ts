/**
 * Submitting applications (drafts are saved by save-draft.ts). A submission is ONE transaction
 * that runs, in order: load (plot, application locked) → authorise (the state machine's actor
 * check) → preconditions → prepare and validate the answers (src/domain) → fee (server's facts
 * and rates) → transition → persist + timeline event. Only `tx` is used inside: PGlite has a
 * single connection.
 */
import {
  DOCUMENTS,
  missingFeeInputErrors,
  transition,
} from '../../../../src/domain/service-engine/index.ts';
import { formatInr } from '../../../../src/domain/money.ts';
import type { SubmitBody, SubmitResult } from '../../../../src/domain/contract/applications.ts';
import type { AuthUser } from '../../auth/authenticate.ts';
import type { Db } from '../../db/types.ts';
import { badRequest } from '../../lib/errors.ts';
import { FILE_NOT_FOUND, prepareData } from '../forms/answers.ts';
import type { Catalog } from '../forms/catalog.ts';
import { keepDefinition } from '../forms/snapshots.ts';
import { noticeOfSubmission } from '../notifications/application-notices.ts';
import { chargedFee, loadRates } from './fees.ts';
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
import { labelsOfSaved } from './set-aside.ts';
import { linkUploads, updateApplication } from './store.ts';
import { ensureNoOpenTwin, loadTarget } from './target.ts';

export const NOT_SUBMITTED = 'Application not submitted.';

interface Deps {
  db: Db;
  catalog: Catalog;
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
    // prepareData locked the files; should one be gone or linked elsewhere all the same, the
    // submission is refused as prepareData refuses it, not filed without it.
    const linked = await linkUploads(tx, row.submissionId, prepared.fileIds);
    if (linked < prepared.fileIds.length)
      throw badRequest(NOT_SUBMITTED, {
        errors: [{ path: `/${DOCUMENTS}`, message: FILE_NOT_FOUND }],
      });

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
