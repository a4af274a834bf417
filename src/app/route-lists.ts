/**
 * Which screens exist and how they open: public ones for anyone (spec §2), and those behind
 * sign-in that are not built yet. The role and rights rules are in src/auth/route-table.ts.
 */
import { paths } from '@/config/paths';
import { statusPagePaths } from '@/config/public-paths';
import type { StatusKind } from '@/features/status/status-content';

/** A route's path and its page title. */
export interface PageInfo {
  path: string;
  title: string;
}

/** The status pages (spec §2 error pages), open to anyone. */
export const statusPages: readonly (PageInfo & { kind: StatusKind })[] = (
  Object.entries(statusPagePaths) as [StatusKind, PageInfo][]
).map(([kind, page]) => ({ ...page, kind }));

/**
 * Older single-service routes of spec §2, kept so bookmarks and links from other systems work:
 * each opens the engine's page for its service, or the plot summary for the summaries.
 */
export const legacyServiceRoutes: readonly (PageInfo & { to: string })[] = [
  { ...paths.addSubLettee, to: paths.serviceRequest.getHref('SubLetteservice') },
  { ...paths.itHardware, to: paths.serviceRequest.getHref('ITHardware') },
  { ...paths.finalLease, to: paths.serviceRequest.getHref('FinalLeaseService') },
  { ...paths.timeLimitExtension, to: paths.serviceRequest.getHref('TimeLimitExtensionService') },
  {
    ...paths.timeLimitExtensionService,
    to: paths.serviceRequest.getHref('TimeLimitExtensionService'),
  },
  { ...paths.finalLeaseSummary, to: paths.plotSummary.path },
  { ...paths.timeLimitExtensionSummary, to: paths.plotSummary.path },
  { ...paths.subletteInformation, to: paths.plotSummary.path },
];
