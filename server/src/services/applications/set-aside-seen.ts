/**
 * The applicant has read the answers set aside by a newer version of the form: they stay stored
 * with the application (with when they were seen) and are no longer listed. And the definition an
 * application was last saved or submitted against, to show it exactly as filed.
 */
import type {
  FiledDefinitionRecord,
  SetAsideResult,
} from '../../../../src/domain/contract/applications.ts';
import { transition } from '../../../../src/domain/service-engine/index.ts';
import type { AuthUser } from '../../auth/authenticate.ts';
import type { Db } from '../../db/types.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { actorFor, hasServiceRight, missingRightMessage } from '../identity/access.ts';
import { rulesOf } from './close.ts';
import { ensureAllowed } from './rules.ts';
import { findApplication, updateApplication } from './store.ts';
import { APPLICATION_NOT_FOUND } from './target.ts';
import type { Catalog } from '../forms/catalog.ts';
import { storedDefinition } from '../forms/snapshots.ts';
import { addSetAside, labelsOfSaved, markSeen, migrateStored } from './set-aside.ts';
import { inTransaction } from './in-transaction.ts';

interface Deps {
  db: Db;
  catalog: Catalog;
}

/**
 * Marks every set-aside answer seen, including those the current version cannot keep from the
 * stored answers (the applicant was shown them): only who may edit the draft may do so.
 */
export function markSetAsideSeen(
  { db, catalog }: Deps,
  user: AuthUser,
  submissionId: string,
): Promise<SetAsideResult> {
  return inTransaction(db, async (tx) => {
    const found = await findApplication(tx, user, submissionId, { forUpdate: true });
    if (!found) throw notFound(APPLICATION_NOT_FOUND);
    const { app } = found;
    const actor = actorFor(user, found.plotOwnerId);
    ensureAllowed(transition(app.state, 'saveDraft', actor, rulesOf(catalog, app)));
    const now = new Date();
    let list = app.setAside;
    const service = catalog.services.get(app.serviceId);
    const stored = service ? migrateStored(service, app) : undefined;
    if (stored) {
      const versions = { from: stored.fromVersion, to: stored.toVersion };
      list = addSetAside(list, stored.issues, versions, now, await labelsOfSaved(tx, app));
    }
    const row = await updateApplication(tx, app.submissionId, { setAside: markSeen(list, now) });
    return { SubmissionId: row.submissionId, SetAside: [] };
  });
}

/** The definition the application was last saved or submitted against (404 before any). */
export async function applicationDefinition(
  db: Db,
  user: AuthUser,
  submissionId: string,
): Promise<FiledDefinitionRecord> {
  const found = await findApplication(db, user, submissionId);
  if (!found) throw notFound(APPLICATION_NOT_FOUND);
  const { app } = found;
  if (!hasServiceRight(user, app.serviceMasterId))
    throw forbidden(missingRightMessage(app.serviceMasterId));
  const stored = app.definitionHash ? await storedDefinition(db, app.definitionHash) : undefined;
  if (!stored) throw notFound('No definition is stored for this application');
  return {
    SubmissionId: app.submissionId,
    ServiceId: stored.serviceId,
    SchemaVersion: stored.version,
    DefinitionHash: stored.hash,
    Definition: stored.definition,
  };
}
