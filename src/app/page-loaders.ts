/**
 * The code of the pages a visit most often opens first (a bookmark, a reload, the return after
 * sign-in): shell-routes.tsx makes its lazy pages from these, and requests the open page's code
 * as soon as it is itself loaded, instead of after the shell's first render.
 */
import { matchPath } from 'react-router-dom';
import { canAccess } from '@/auth/permissions';
import { paths } from '@/config/paths';
import { Role, type RoleId } from '@/domain/roles';
import { loadTheme } from './layouts/mui-parts';
import { forgetPlots, preloadPlots } from './routes/dashboard-data';

export const pageLoaders = {
  dashboard: () => import('./routes/dashboard-page'),
  serviceList: () => import('@/features/services/service-list'),
  serviceRequest: () => import('@/features/service-request/service-request-page'),
  plotService: () => import('./routes/plot-service-page'),
  plotSummary: () => import('@/features/plots/plot-summary-page'),
};

type Params = Partial<Record<string, string>>;

const routed: [string, (params: Params) => Promise<unknown>][] = [
  [paths.dashboard.path, pageLoaders.dashboard],
  [paths.raiseServiceRequest.path, pageLoaders.serviceList],
  // A service's page needs its definition too: fetched beside the code, not after a first render.
  [
    paths.serviceRequest.path,
    ({ service }) =>
      Promise.all([
        pageLoaders.serviceRequest(),
        import('@/forms/catalog/use-service').then((m) => m.preloadService(service)),
      ]),
  ],
  [paths.plotService.path, pageLoaders.plotService],
  [paths.plotSummary.path, pageLoaders.plotSummary],
];

/**
 * Whether the page at `pathname` is drawn without MUI (plain elements and CSS) for this user, so
 * that neither the theme nor MUI loads for it: a plot holder's dashboard, the page a visit most
 * often opens first. Staff's dashboard (the scrutiny queue) is MUI's; a role without a dashboard
 * is sent on to a page that is.
 */
export function isPlainPage(pathname: string, role: RoleId | null, rights: string | null): boolean {
  return (
    role !== Role.MidcUser &&
    canAccess(role, rights, pathname) &&
    matchPath({ path: paths.dashboard.path, caseSensitive: false }, pathname) !== null
  );
}

/**
 * Starts fetching the theme (unless the page is plain for this user), and the code (and data) of
 * the page at `pathname` if it is one of the above.
 */
export function preloadPage(pathname: string, role: RoleId | null, rights: string | null): void {
  // Every other page in the shell renders inside the MUI theme, which the frame does not load.
  if (!isPlainPage(pathname, role, rights)) void loadTheme().catch(() => undefined);
  // The router matches without regard to case (paths.ts), and so does this.
  for (const [path, load] of routed) {
    const match = matchPath({ path, caseSensitive: false }, pathname);
    if (!match) continue;
    void load(match.params).catch(() => undefined); // a failure shows when the page itself loads
    return;
  }
}

/**
 * Starts loading the data of the signed-in page at `pathname`, if it is one whose data can be
 * requested before its code has rendered (the settings must be loaded: the shell calls this).
 */
export function preloadPageData(pathname: string, role: RoleId | null): void {
  // Staff's dashboard is the scrutiny queue, which loads its own list.
  if (matchPath({ path: paths.dashboard.path, caseSensitive: false }, pathname)) {
    if (role !== Role.MidcUser) preloadPlots();
  }
}

/** The visit has moved on from its first page: early data would be stale. */
export function forgetPageData(): void {
  forgetPlots();
}
