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

/** Public screens not built yet (spec §2). */
export const pendingPublicPages: readonly PageInfo[] = [];

/** The payment page and the gateway's result page: open without a session (spec §2). */
export const paymentPublicPages: readonly PageInfo[] = [paths.payment, paths.paymentResult];

/** Screens behind sign-in that are not built yet: they say so plainly inside the layout. */
export const pendingPages: readonly PageInfo[] = [
  paths.addSubLettee,
  paths.itHardware,
  paths.finalLease,
  paths.finalLeaseSummary,
  paths.timeLimitExtension,
  paths.timeLimitExtensionSummary,
  paths.timeLimitExtensionService,
  paths.subletteInformation,
];

const publicPaths = new Set(
  [
    paths.resetPassword,
    paths.verifyTranUser,
    paths.maitriLogin,
    ...pendingPublicPages,
    ...paymentPublicPages,
    ...statusPages,
  ].map((p) => normalizePath(p.path)),
);

/** Whether a path opens without a session and for every role. */
export function isPublicPath(pathname: string): boolean {
  return publicPaths.has(normalizePath(pathname));
}
