/**
 * Applications as the portal reads them: the full record (answers, server fee, declarations,
 * files, timeline, the actions the caller may take now) and the plot summary rows of spec §3.
 */
import type { ApplicationRecord } from '../../../../src/domain/contract/applications.ts';
import type { PlotApplication } from '../../../../src/domain/contract/plots.ts';
import {
  applicationStates,
  availableActions,
  isApplicationState,
  stateLabels,
} from '../../../../src/domain/service-engine/index.ts';
import type { Actor } from '../../../../src/domain/service-engine/index.ts';
import type { AuthUser } from '../../auth/authenticate.ts';
import type { Db } from '../../db/types.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { actorFor, hasServiceRight, missingRightMessage } from '../identity/access.ts';
import { rulesOf } from './close.ts';
import { findApplication, linkedUploads, plotApplications, timelineOf } from './store.ts';
import type { ApplicationRow } from './store.ts';
import { APPLICATION_NOT_FOUND } from './target.ts';
import type { Catalog } from '../forms/catalog.ts';
import { definitionSnapshot } from '../forms/snapshots.ts';
import { setAsideView, unseen } from './set-aside.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The actions the actor may take now (the buttons to show). */
function actionsFor(catalog: Catalog, app: ApplicationRow, actor: Actor): string[] {
  if (!isApplicationState(app.state)) return [];
  return availableActions(app.state, actor, rulesOf(catalog, app));
}

function serviceName(catalog: Catalog, app: ApplicationRow): string {
  return catalog.services.get(app.serviceId)?.title ?? app.serviceId;
}

/**
 * Whether the application was last saved on the form the portal serves now (null: no form stored
 * with it). When false, readers fetch GET /api/applications/:id/definition to show it as filed.
 */
function onCurrentDefinition(catalog: Catalog, app: ApplicationRow): boolean | null {
  if (!app.definitionHash) return null;
  const current = catalog.services.get(app.serviceId);
  return current ? definitionSnapshot(current).hash === app.definitionHash : false;
}

/** GET /api/applications/:id — 404 outside the caller's plots, 403 outside their rights. */
export async function applicationRecord(
  db: Db,
  catalog: Catalog,
  user: AuthUser,
  submissionId: string,
): Promise<ApplicationRecord> {
  const found = await findApplication(db, user, submissionId);
  if (!found) throw notFound(APPLICATION_NOT_FOUND);
  const { app } = found;
  if (!hasServiceRight(user, app.serviceMasterId))
    throw forbidden(missingRightMessage(app.serviceMasterId));
  const [timeline, files] = await Promise.all([
    timelineOf(db, submissionId),
    linkedUploads(db, submissionId),
  ]);
  return {
    SubmissionId: app.submissionId,
    PlotID: app.plotId,
    ServiceId: app.serviceId,
    ServiceName: serviceName(catalog, app),
    ServiceMasterId: app.serviceMasterId,
    Status: app.state,
    submissionStatus: {
      StatusId: applicationStates.indexOf(app.state as never),
      StatusName: isApplicationState(app.state) ? stateLabels[app.state] : app.state,
      DocumentReceivedDate: iso(app.submittedAt),
    },
    SchemaVersion: app.schemaVersion,
    DefinitionHash: app.definitionHash,
    DefinitionIsCurrent: onCurrentDefinition(catalog, app),
    CurrentStep: app.currentStep,
    Data: app.data,
    SetAside: unseen(app.setAside).map(setAsideView),
    TentativeCost: app.tentativeCost,
    FeeLines: app.feeLines,
    Declarations: app.declarationsAccepted,
    Uploads: files.map((f) => ({
      FileId: f.fileId,
      FileName: f.fileName,
      ContentType: f.contentType,
      Size: f.sizeBytes,
      Key: f.slotKey,
    })),
    Timeline: timeline.map((e) => ({
      Status: e.to,
      From: e.from,
      Action: e.action,
      By: e.byUserId === null ? 'System' : (e.byName ?? 'Former user'),
      ByUserId: e.byUserId,
      At: e.at.toISOString(),
      Remarks: e.remarks,
    })),
    Actions: actionsFor(catalog, app, actorFor(user, found.plotOwnerId)),
    CreatedBy: app.createdBy,
    CreatedDate: app.createdAt.toISOString(),
    UpdatedDate: app.updatedAt.toISOString(),
    Version: app.revision,
    SubmittedDate: iso(app.submittedAt),
  };
}

/** spec §3 plotSummary rows for GET /api/plots/:plotId/applications. */
export async function plotSummary(
  db: Db,
  catalog: Catalog,
  user: AuthUser,
  plotId: string,
  plotOwnerId: number,
): Promise<PlotApplication[]> {
  const rows = await plotApplications(db, user, plotId);
  const actor = actorFor(user, plotOwnerId);
  return rows.map(({ app, lastAction }) => ({
    SubmissionId: app.submissionId,
    PlotID: app.plotId,
    ServiceId: app.serviceId,
    ServiceName: serviceName(catalog, app),
    AnnexureMasterID: app.serviceMasterId,
    Status: app.state,
    TentativeCost: app.tentativeCost,
    Action: lastAction,
    PendingActions: actionsFor(catalog, app, actor),
    CreatedBy: app.createdBy,
    CreatedDate: app.createdAt.toISOString(),
    SubmittedDate: iso(app.submittedAt),
  }));
}
