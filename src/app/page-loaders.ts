/**
 * The code of the pages a visit most often opens first (a bookmark, a reload, the return after
 * sign-in): shell-routes.tsx makes its lazy pages from these, and requests the open page's code
 * as soon as it is itself loaded, instead of after the shell's first render.
 */
import { matchPath } from 'react-router-dom';
import { paths } from '@/config/paths';

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

/** Starts fetching the code (and data) of the page at `pathname`, if it is one of the above. */
export function preloadPage(pathname: string): void {
  // The router matches without regard to case (paths.ts), and so does this.
  for (const [path, load] of routed) {
    const match = matchPath({ path, caseSensitive: false }, pathname);
    if (!match) continue;
    void load(match.params).catch(() => undefined); // a failure shows when the page itself loads
    return;
  }
}
