/**
 * Which screens exist and how they open: public ones for anyone (spec §2), and those behind
 * sign-in that are not built yet. The role and rights rules are in src/auth/route-table.ts.
 */
import { normalizePath, paths } from '@/config/paths';
import type { StatusKind } from '@/features/status/status-content';

/** A route's path and its page title. */
export interface PageInfo {
  path: string;
  title: string;
}

/** The status pages (spec §2 error pages), open to anyone. */
export const statusPages: readonly (PageInfo & { kind: StatusKind })[] = [
  { ...paths.sessionExpired, kind: 'sessionExpired' },
  { ...paths.serverError, kind: 'serverError' },
  { ...paths.pageNotFound, kind: 'pageNotFound' },
  { ...paths.underMaintenance, kind: 'underMaintenance' },
  { ...paths.networkConnection, kind: 'networkConnection' },
];

/** The payment page and the gateway's result page: open without a session (spec §2). */
export const paymentPublicPages: readonly PageInfo[] = [paths.payment, paths.paymentResult];

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

const publicPaths = new Set(
  [
    paths.resetPassword,
    paths.verifyTranUser,
    paths.maitriLogin,
    ...paymentPublicPages,
    ...statusPages,
  ].map((p) => normalizePath(p.path)),
);

/** Whether a path opens without a session and for every role. */
export function isPublicPath(pathname: string): boolean {
  return publicPaths.has(normalizePath(pathname));
}
