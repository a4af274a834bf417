/**
 * The code of the pages a visit most often opens first (a bookmark, a reload, the return after
 * sign-in): shell-routes.tsx makes its lazy pages from these, and requests the open page's code
 * as soon as it is itself loaded, instead of after the shell's first render.
 */
import { matchPath } from 'react-router-dom';
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

/** Starts fetching the theme, and the code (and data) of the page at `pathname` if it is one of the above. */
export function preloadPage(pathname: string): void {
  // Every page in the shell renders inside the MUI theme, which the shell's frame does not load.
  void loadTheme().catch(() => undefined);
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
