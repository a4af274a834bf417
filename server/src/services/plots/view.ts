/**
 * Plots as the portal reads them, with the spec §3 field names: the dashboard card (plotData)
 * and the whole plot state (plotData, applicantInfo, registeredOfficeInfo, plotInfo,
 * unitContactInfo) plus `facts`, the plot facts fee rules and the form header read.
 */
import type { AuthUser } from '../../auth/authenticate.ts';
import { suggestedCount } from './availability.ts';
import type { Catalog } from '../forms/catalog.ts';
import { plotFacts } from './facts.ts';
import type { plots } from '../../db/schema-engine.ts';
import type { PlotWithCounts } from './queries.ts';

/** The plot facts and approved services of a plot row (what preconditions look at). */
export function plotContext(row: PlotWithCounts, catalog: Catalog) {
  return {
    facts: plotFacts({ ...row.plot, area: row.area }, catalog.plotFacts),
    approvedServices: row.approvedServices,
  };
}

/** spec §3 plotData: the dashboard card of a plot. */
export function plotCard(row: PlotWithCounts, catalog: Catalog, user: AuthUser) {
  const suggested = suggestedCount(catalog, user, plotContext(row, catalog), row.applied);
  return {
    PlotID: row.plot.plotId,
    PlotName: row.plot.plotName,
    IndustrialAreaName: row.area.name,
    consumerNo: row.plot.consumerNo,
    RegistrationStatus: row.plot.registrationStatus,
    // Why the office rejected a registration (null otherwise).
    RegistrationRemarks: row.plot.registrationRemarks,
    ApprovedApplications: row.approved,
    OnGoingApplications: row.ongoing,
    PendingApplications: row.pending,
    SuggestedApplications: suggested,
  };
}

/** The whole plot state of spec §3 for GET /api/plots/:plotId. */
export function plotDetails(
  row: PlotWithCounts<typeof plots.$inferSelect>,
  catalog: Catalog,
  user: AuthUser,
) {
  const { plot, area } = row;
  const context = plotContext(row, catalog);
  return {
    PlotId: plot.plotId,
    plotData: plotCard(row, catalog, user),
    applicantInfo: plot.applicantInfo,
    registeredOfficeInfo: plot.registeredOfficeInfo,
    plotInfo: {
      IsMIDCPlot: plot.isMidcPlot,
      PlotDistrictID: area.districtId,
      IndustrialAreaId: area.industrialAreaId,
      PropertyFormType: plot.propertyFormType,
      TypeOfplot: plot.typeOfPlot,
      PlotNumber: plot.plotNumber,
      PlotArea: plot.plotArea,
    },
    unitContactInfo: plot.unitContactInfo,
    facts: { ...context.facts, approvedServices: context.approvedServices },
  };
}
