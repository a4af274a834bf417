/**
 * The screens that open without a session and for every role (spec §2): sign-in helpers, the
 * payment pages and the status pages. The router (app/route-lists.ts) and the return-after-sign-in
 * check (auth/return-path.ts) read the same list.
 */
import { normalizePath, paths } from './paths';

/** The status pages (spec §2 error pages) by their kind. */
export const statusPagePaths = {
  sessionExpired: paths.sessionExpired,
  serverError: paths.serverError,
  pageNotFound: paths.pageNotFound,
  underMaintenance: paths.underMaintenance,
  networkConnection: paths.networkConnection,
} as const;

/** The payment page and the gateway's result page: open without a session (spec §2). */
export const paymentPublicPages = [paths.payment, paths.paymentResult] as const;

const publicPaths = new Set(
  [
    paths.resetPassword,
    paths.verifyTranUser,
    paths.maitriLogin,
    ...paymentPublicPages,
    ...Object.values(statusPagePaths),
  ].map((p) => normalizePath(p.path)),
);

/** Whether a path opens without a session and for every role. */
export function isPublicPath(pathname: string): boolean {
  return publicPaths.has(normalizePath(pathname));
}
