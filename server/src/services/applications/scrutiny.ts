/**
 * The corporation's scrutiny desk (role 4): the staff actions of the state machine on one
 * application (one transaction: lock, transition(), new state, timeline row with the remarks),
 * the queue of applications waiting with the office, and a plot look-up across all holders.
 */
import { and, asc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { AuthUser } from '../../auth/authenticate.ts';
import { applications, industrialAreas, plots } from '../../db/schema-engine.ts';
import type { Db } from '../../db/types.ts';
import { badRequest } from '../../lib/errors.ts';
import { applyAction } from './close.ts';
import type { Catalog } from '../forms/catalog.ts';

export const SCRUTINY_ACTIONS = [
  'startScrutiny',
  'seekClarification',
  'approve',
  'reject',
] as const;
export type ScrutinyAction = (typeof SCRUTINY_ACTIONS)[number];

/** The states the queue lists. */
export const QUEUE_STATES = ['Submitted', 'UnderScrutiny', 'ClarificationSought'] as const;

const NEEDS_REMARKS: ReadonlySet<ScrutinyAction> = new Set(['seekClarification', 'reject']);

/** Takes a staff action; remarks are required to seek a clarification or to reject. */
export function scrutinize(
  deps: { db: Db; catalog: Catalog },
  user: AuthUser,
  submissionId: string,
  action: ScrutinyAction,
  remarks?: string,
) {
  const text = remarks?.trim() ?? '';
  if (NEEDS_REMARKS.has(action) && !text) {
    throw badRequest('Remarks are required to seek a clarification or to reject.', {
      errors: [{ path: '/Remarks', message: 'Please enter the remarks for the applicant.' }],
    });
  }
  return applyAction(deps, user, submissionId, action, text || undefined);
}

/** Filters of the queue (all optional). */
export interface QueueFilter {
  service?: string;
  area?: string;
  status?: string;
  olderThanDays?: number;
}

/** Applications waiting with the office across all plots, oldest submission first. */
export async function scrutinyQueue(db: Db, catalog: Catalog, f: QueueFilter) {
  const states = f.status ? [f.status] : [...QUEUE_STATES];
  const age = sql<number>`floor(extract(epoch from (now() - ${applications.submittedAt})) / 86400)::int`;
  const rows = await db
    .select({
      app: {
        id: applications.submissionId,
        plotId: applications.plotId,
        serviceId: applications.serviceId,
        state: applications.state,
        submittedAt: applications.submittedAt,
      },
      plotName: plots.plotName,
      areaName: industrialAreas.name,
      age,
    })
    .from(applications)
    .innerJoin(plots, eq(plots.plotId, applications.plotId))
    .innerJoin(industrialAreas, eq(industrialAreas.industrialAreaId, plots.industrialAreaId))
    .where(
      and(
        inArray(applications.state, states),
        f.service ? eq(applications.serviceId, f.service) : undefined,
        f.area ? eq(industrialAreas.name, f.area) : undefined,
        f.olderThanDays === undefined
          ? undefined
          : sql`${applications.submittedAt} <= now() - make_interval(days => ${f.olderThanDays})`,
      ),
    )
    .orderBy(asc(applications.submittedAt), asc(applications.submissionId));
  return rows.map((r) => ({
    SubmissionId: r.app.id,
    PlotID: r.app.plotId,
    PlotName: r.plotName,
    IndustrialAreaName: r.areaName,
    ServiceId: r.app.serviceId,
    ServiceName: catalog.services.get(r.app.serviceId)?.title ?? r.app.serviceId,
    Status: r.app.state,
    SubmittedDate: r.app.submittedAt ? r.app.submittedAt.toISOString() : null,
    AgeDays: r.age ?? 0,
  }));
}

/** Plot ids matching a search (id, name, number or industrial area), at most 50. */
export async function searchPlotIds(db: Db, q: string): Promise<string[]> {
  const like = `%${q.trim().replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
  const rows = await db
    .select({ plotId: plots.plotId })
    .from(plots)
    .innerJoin(industrialAreas, eq(industrialAreas.industrialAreaId, plots.industrialAreaId))
    .where(
      or(
        ilike(plots.plotId, like),
        ilike(plots.plotName, like),
        ilike(plots.plotNumber, like),
        ilike(industrialAreas.name, like),
      ),
    )
    .orderBy(asc(plots.plotName))
    .limit(50);
  return rows.map((r) => r.plotId);
}
