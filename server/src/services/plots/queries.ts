/**
 * Reading plots with their application counts in ONE query (the dashboard is hot): the plots the
 * caller may read, joined to their industrial area, each with its applications counted per state
 * and service in SQL (a correlated subquery). The counts are folded into the card here: they
 * follow the caller's rights (a Transaction-User counts only their departments' applications),
 * while the approved services feed the preconditions whatever the rights.
 *
 * Measured on PGlite (CPU per query): this shape costs ~0.86 ms, a lateral join ~1.09 ms and one
 * grouped query with `count(*) filter` and `array_agg(distinct …)` more; planning dominates.
 */
import { and, asc, eq, getTableColumns, ne, sql } from 'drizzle-orm';
import type { AuthUser } from '../../auth/authenticate.ts';
import { industrialAreas, plots } from '../../db/schema-engine.ts';
import type { Db } from '../../db/types.ts';
import { hasServiceRight, plotScope } from '../identity/access.ts';

/** What listPlots reads: a write to any of these ends its cached answers (lib/read-cache.ts). */
export const PLOT_LIST_TABLES = [
  'plots',
  'plots:insert',
  'industrial_areas',
  'industrial_areas:insert',
  'applications',
  'applications:insert',
] as const;

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
  registrationRemarks: plots.registrationRemarks,
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

/**
 * Per plot, its applications counted per state and service in SQL, as a JSON list of
 * [state, serviceId, serviceMasterId, count]. Written out in full: it correlates with the outer
 * `plots` row, and drizzle renders a column of a one-table select without its table name.
 */
const countsPerPlot = sql<[string, string, number, number][]>`(
  select coalesce(json_agg(json_build_array(g.state, g.service_id, g.service_master_id, g.n)), '[]'::json)
  from (
    select a.state, a.service_id, a.service_master_id, count(*)::int as n
    from applications a where a.plot_id = plots.plot_id
    group by a.state, a.service_id, a.service_master_id
  ) g)`;

async function selectPlots<P extends PlotListRow>(
  db: Db,
  user: AuthUser,
  columns: Record<string, unknown>,
  plotId?: string,
): Promise<PlotWithCounts<P>[]> {
  const rows = await db
    .select({ plot: columns as typeof listColumns, area: areaColumns, counts: countsPerPlot })
    .from(plots)
    .innerJoin(industrialAreas, eq(industrialAreas.industrialAreaId, plots.industrialAreaId))
    .where(
      and(
        plotScope(user),
        // A cancelled registration is gone for everyone (the row stays for the record).
        ne(plots.registrationStatus, 'Cancelled'),
        plotId === undefined ? undefined : eq(plots.plotId, plotId),
      ),
    )
    .orderBy(asc(plots.plotName), asc(plots.plotId));
  return rows.map((row) => fold(user, row.plot as P, row.area, row.counts));
}

/** Turns a plot's counts per state and service into the caller's card figures. */
function fold<P extends PlotListRow>(
  user: AuthUser,
  plot: P,
  area: PlotArea,
  counts: [string, string, number, number][],
): PlotWithCounts<P> {
  const entry: PlotWithCounts<P> = {
    plot,
    area,
    approved: 0,
    ongoing: 0,
    pending: 0,
    applied: [],
    approvedServices: [],
  };
  for (const [state, serviceId, serviceMasterId, n] of counts) {
    if (state !== 'Deleted' && !entry.applied.includes(serviceId)) entry.applied.push(serviceId);
    if (state === 'Approved' && !entry.approvedServices.includes(serviceId))
      entry.approvedServices.push(serviceId);
    if (!hasServiceRight(user, serviceMasterId)) continue;
    if (state === 'Approved') entry.approved += n;
    else if (state === 'Draft') entry.pending += n;
    else if (ONGOING_STATES.has(state)) entry.ongoing += n;
  }
  return entry;
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
