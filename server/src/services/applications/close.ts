/**
 * Withdraw, cancel and delete: one transaction each — load the application (locked, through the
 * caller's scope), let the state machine decide (its refusals carry the spec §8 texts), store the
 * new state and the timeline row. Deleting a draft keeps the row (state Deleted) and its history.
 */
import type { StateResult } from '../../../../src/domain/contract/applications.ts';
import { transition } from '../../../../src/domain/service-engine/index.ts';
import type {
  ApplicationAction,
  ServiceRules,
} from '../../../../src/domain/service-engine/index.ts';
import type { AuthUser } from '../../auth/authenticate.ts';
import type { Db } from '../../db/types.ts';
import { notFound } from '../../lib/errors.ts';
import { actorFor } from '../identity/access.ts';
import { ensureAllowed, serviceRules } from './rules.ts';
import { addEvent, findApplication, updateApplication } from './store.ts';
import type { ApplicationRow } from './store.ts';
import { APPLICATION_NOT_FOUND } from './target.ts';
import type { Catalog } from '../forms/catalog.ts';
import { inTransaction } from './in-transaction.ts';

export type CloseAction = 'withdraw' | 'cancel' | 'delete';

/** The lifecycle rules of a stored application (a service since removed cannot be cancelled). */
export function rulesOf(catalog: Catalog, app: ApplicationRow): ServiceRules {
  const service = catalog.services.get(app.serviceId);
  return service
    ? serviceRules(service)
    : { submitMode: 'draft', cancellable: false, serviceMasterId: app.serviceMasterId };
}

/**
 * Applies one caller action to an application in a transaction: the state machine decides, the
 * new state and a timeline row are written together. Used by the applicant's close actions and by
 * the corporation's scrutiny actions.
 */
export function applyAction(
  deps: { db: Db; catalog: Catalog },
  user: AuthUser,
  submissionId: string,
  action: ApplicationAction,
  remarks?: string,
): Promise<StateResult> {
  return inTransaction(deps.db, async (tx) => {
    const found = await findApplication(tx, user, submissionId, { forUpdate: true });
    if (!found) throw notFound(APPLICATION_NOT_FOUND);
    const { app } = found;
    const result = transition(
      app.state,
      action,
      actorFor(user, found.plotOwnerId),
      rulesOf(deps.catalog, app),
    );
    ensureAllowed(result);
    const row = await updateApplication(tx, app.submissionId, { state: result.to });
    await addEvent(tx, {
      submissionId: row.submissionId,
      from: result.from,
      to: result.to,
      action,
      byUserId: user.id,
      remarks: remarks ?? null,
    });
    return { SubmissionId: row.submissionId, Status: row.state };
  });
}

/** Withdraw, cancel or delete, as the applicant. */
export function closeApplication(
  deps: { db: Db; catalog: Catalog },
  user: AuthUser,
  submissionId: string,
  action: CloseAction,
  remarks?: string,
) {
  return applyAction(deps, user, submissionId, action, remarks);
}
