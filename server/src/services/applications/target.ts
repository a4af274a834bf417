/**
 * What a draft save or a submission acts on: the service, the plot (read through the caller's
 * scope, so another holder's plot is simply not found), the application when it exists (locked
 * for the rest of the transaction by loadTarget; read unlocked by readTarget, for a write on the
 * revision read), its state and the caller as the state machine's actor.
 */
import type { SubmitBody } from '../../../../src/domain/contract/applications.ts';
import type { Actor, LoadedService } from '../../../../src/domain/service-engine/index.ts';
import { lifecycleMessages } from '../../../../src/domain/service-engine/index.ts';
import type { AuthUser } from '../../auth/authenticate.ts';
import { LockClass, lockUntilCommit } from '../../db/locks.ts';
import type { Db } from '../../db/types.ts';
import { ApiError, badRequest, forbidden, notFound } from '../../lib/errors.ts';
import { actorFor } from '../identity/access.ts';
import { findApplicationOnPlot } from './draft-store.ts';
import { findApplication, findOpenApplication } from './store.ts';
import type { ApplicationRow } from './store.ts';
import { serviceFromBody } from './rules.ts';
import type { PlotContext } from '../plots/availability.ts';
import type { Catalog } from '../forms/catalog.ts';
import { findPlot } from '../plots/queries.ts';
import { plotFacts } from '../plots/facts.ts';
import { plotContext } from '../plots/view.ts';

/** The fields of a draft or submit body that say what it is for. */
export type TargetBody = Pick<SubmitBody, 'PlotId' | 'ServiceId' | 'SubmissionId'>;

export interface Target {
  service: LoadedService;
  plotId: string;
  plotOwnerId: number;
  plot: PlotContext;
  /** The plot's registration: what a form's applicant and company facts are (forms/answers.ts). */
  registration: Registration;
  existing?: ApplicationRow;
  /** The application's state, 'New' before the first save. */
  state: string;
  actor: Actor;
}

/** The applicant and registered office of a plot's registration (spec §3). */
export interface Registration {
  applicantInfo: Readonly<Record<string, unknown>>;
  registeredOfficeInfo: Readonly<Record<string, unknown>>;
}

const registrationOf = (plot: Registration): Registration => ({
  applicantInfo: plot.applicantInfo,
  registeredOfficeInfo: plot.registeredOfficeInfo,
});

export const PLOT_NOT_FOUND = 'Plot not found';
export const APPLICATION_NOT_FOUND = 'Application not found';

export async function loadTarget(
  tx: Db,
  catalog: Catalog,
  user: AuthUser,
  body: TargetBody,
): Promise<Target> {
  const service = serviceFromBody(catalog, body.ServiceId);
  let existing: ApplicationRow | undefined;
  if (body.SubmissionId !== undefined) {
    const found = await findApplication(tx, user, body.SubmissionId, { forUpdate: true });
    if (!found) throw notFound(APPLICATION_NOT_FOUND);
    existing = found.app;
    ensureSameTarget(existing, body);
  }
  const row = await findPlot(tx, user, body.PlotId);
  if (!row) throw notFound(PLOT_NOT_FOUND);
  ensureApproved(row.plot.registrationStatus);
  return {
    service,
    plotId: row.plot.plotId,
    plotOwnerId: row.plot.ownerUserId,
    plot: plotContext(row, catalog),
    registration: registrationOf(row.plot),
    existing,
    state: existing?.state ?? 'New',
    actor: actorFor(user, row.plot.ownerUserId),
  };
}

/** A target read without a lock, with the stamp of its plot side (draft-store.ts). */
export type ReadTarget = Target & { existing: ApplicationRow; plotStamp: string };

/**
 * The target of an existing application (body.SubmissionId), as loadTarget answers it, read in
 * ONE statement and not locked: a caller writes it only on the revision read (updateOnRevision).
 */
export async function readTarget(
  db: Db,
  catalog: Catalog,
  user: AuthUser,
  body: TargetBody & { SubmissionId: string },
): Promise<ReadTarget> {
  const service = serviceFromBody(catalog, body.ServiceId);
  const row = await findApplicationOnPlot(db, user, body.SubmissionId);
  if (!row) throw notFound(APPLICATION_NOT_FOUND);
  ensureSameTarget(row.app, body);
  // findPlot's condition: a cancelled registration is gone for everyone.
  if (row.plot.registrationStatus === 'Cancelled') throw notFound(PLOT_NOT_FOUND);
  ensureApproved(row.plot.registrationStatus);
  return {
    service,
    plotId: row.plot.plotId,
    plotOwnerId: row.plot.ownerUserId,
    plot: {
      facts: plotFacts({ ...row.plot, area: row.area }, catalog.plotFacts),
      approvedServices: row.approvedServices,
    },
    registration: registrationOf(row.plot),
    existing: row.app,
    state: row.app.state,
    actor: actorFor(user, row.plot.ownerUserId),
    plotStamp: row.plotStamp,
  };
}

export function ensureSameTarget(existing: ApplicationRow, body: TargetBody) {
  if (existing.plotId !== body.PlotId || existing.serviceId !== body.ServiceId) {
    throw badRequest(
      `Application ${existing.submissionId} is for ${existing.serviceId} on plot ${existing.plotId}`,
    );
  }
}

function ensureApproved(registrationStatus: string) {
  if (registrationStatus !== 'Approved')
    throw forbidden('Services can be requested only on a plot whose registration is approved.');
}

/**
 * A new application must not twin an open one of the same service on the plot (the unique index
 * enforces it too): a draft is resumed, a submitted one is 'already submitted' (spec §8).
 * Inside the transaction that creates it: new applications of one service on one plot wait for
 * each other here, so the second sees the first and is answered 409. Without the lock, on
 * PostgreSQL the first could commit between this check and the second's file check, which then
 * found the files linked and answered 400.
 */
export async function ensureNoOpenTwin(tx: Db, target: Target): Promise<void> {
  if (target.existing) return;
  await lockUntilCommit(tx, LockClass.newApplication, `${target.plotId} ${target.service.id}`);
  const open = await findOpenApplication(tx, target.plotId, target.service.id);
  if (!open) return;
  throw openTwinError(open.submissionId, open.state);
}

export function openTwinError(submissionId: string, state: string): ApiError {
  const message =
    state === 'Draft'
      ? `A draft of this service already exists for this plot (${submissionId}); resume it instead.`
      : lifecycleMessages.alreadySubmitted;
  return new ApiError(409, message, { SubmissionId: submissionId, Status: state });
}
