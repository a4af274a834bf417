/**
 * Reading plots with their application counts in ONE query (the dashboard is hot): the plots the
 * caller may read, joined to their industrial area and, laterally, to their applications counted
 * per state and service in SQL. The rows are folded per plot here: counts follow the caller's
 * rights (a Transaction-User counts only their departments' applications), while the approved
 * services feed the preconditions whatever the rights.
 *
 * Measured on PGlite, this plain lateral count is cheaper than one grouped query with
 * `count(*) filter` and `array_agg(distinct …)`, whose planning dominates at this size.
 */
import { and, asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { AuthUser } from '../auth/authenticate.ts';
import { applications, industrialAreas, plots } from '../db/schema-engine.ts';
import type { Db } from '../db/types.ts';
import { hasServiceRight, plotScope } from './access.ts';

/** Application states counted as on-going on the dashboard. */
export const ONGOING_STATES: ReadonlySet<string> = new Set([
  'Submitted',
  'PaymentPending',
  'UnderScrutiny',
  'ClarificationSought',
]);

type PlotRow = typeof plots.$inferSelect;
type AreaRow = typeof industrialAreas.$inferSelect;

/** The plot columns the dashboard needs (the full row is read for one plot only). */
const listColumns = {
  plotId: plots.plotId,
  ownerUserId: plots.ownerUserId,
  plotName: plots.plotName,
  plotNumber: plots.plotNumber,
  propertyFormType: plots.propertyFormType,
  typeOfPlot: plots.typeOfPlot,
  plotArea: plots.plotArea,
  consumerNo: plots.consumerNo,
  registrationStatus: plots.registrationStatus,
  facts: plots.facts,
};
export type PlotListRow = Pick<PlotRow, keyof typeof listColumns>;

const areaColumns = {
  industrialAreaId: industrialAreas.industrialAreaId,
  name: industrialAreas.name,
  districtId: industrialAreas.districtId,
  areaClass: industrialAreas.areaClass,
  prevailingRate: industrialAreas.prevailingRate,
};
export type PlotArea = Pick<AreaRow, keyof typeof areaColumns>;

/** A plot with its area, the caller's counts and the services applied for / approved on it. */
export interface PlotWithCounts<P extends PlotListRow = PlotListRow> {
  plot: P;
  area: PlotArea;
  approved: number;
  ongoing: number;
  pending: number;
  /** Services with an application on the plot that is not deleted. */
  applied: string[];
  /** Services approved on the plot (all departments). */
  approvedServices: string[];
}

function countsPerPlot(db: Db) {
  return (
    db
      .select({
        state: applications.state,
        serviceId: applications.serviceId,
        serviceMasterId: applications.serviceMasterId,
        n: sql<number>`count(*)::int`.as('n'),
      })
      .from(applications)
      // Spelled out: drizzle renders a column of a one-table select without its table name.
      .where(sql`${applications.plotId} = plots.plot_id`)
      .groupBy(applications.state, applications.serviceId, applications.serviceMasterId)
      .as('counts')
  );
}

async function selectPlots<P extends PlotListRow>(
  db: Db,
  user: AuthUser,
  columns: Record<string, unknown>,
  plotId?: string,
): Promise<PlotWithCounts<P>[]> {
  const counts = countsPerPlot(db);
  const rows = await db
    .select({
      plot: columns as typeof listColumns,
      area: areaColumns,
      state: counts.state,
      serviceId: counts.serviceId,
      serviceMasterId: counts.serviceMasterId,
      n: counts.n,
    })
    .from(plots)
    .innerJoin(industrialAreas, eq(industrialAreas.industrialAreaId, plots.industrialAreaId))
    .leftJoinLateral(counts, sql`true`)
    .where(and(plotScope(user), plotId === undefined ? undefined : eq(plots.plotId, plotId)))
    .orderBy(asc(plots.plotName), asc(plots.plotId));
  const byPlot = new Map<string, PlotWithCounts<P>>();
  for (const row of rows) {
    let entry = byPlot.get(row.plot.plotId);
    if (!entry) {
      entry = {
        plot: row.plot as P,
        area: row.area,
        approved: 0,
        ongoing: 0,
        pending: 0,
        applied: [],
        approvedServices: [],
      };
      byPlot.set(row.plot.plotId, entry);
    }
    if (row.state === null || row.serviceId === null) continue; // a plot without applications
    if (row.state !== 'Deleted' && !entry.applied.includes(row.serviceId))
      entry.applied.push(row.serviceId);
    if (row.state === 'Approved' && !entry.approvedServices.includes(row.serviceId))
      entry.approvedServices.push(row.serviceId);
    if (!hasServiceRight(user, row.serviceMasterId)) continue;
    const n = row.n ?? 0;
    if (row.state === 'Approved') entry.approved += n;
    else if (row.state === 'Draft') entry.pending += n;
    else if (ONGOING_STATES.has(row.state)) entry.ongoing += n;
  }
  return [...byPlot.values()];
}

/** The plots the user may read, with counts (the dashboard). */
export function listPlots(db: Db, user: AuthUser): Promise<PlotWithCounts[]> {
  return selectPlots(db, user, listColumns);
}

/** One plot the user may read, whole, with counts; undefined when it does not exist for them. */
export async function findPlot(
  db: Db,
  user: AuthUser,
  plotId: string,
): Promise<PlotWithCounts<PlotRow> | undefined> {
  const [row] = await selectPlots<PlotRow>(db, user, getTableColumns(plots), plotId);
  return row;
}
