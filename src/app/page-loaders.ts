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

const routed: [string, () => Promise<unknown>][] = [
  [paths.dashboard.path, pageLoaders.dashboard],
  [paths.raiseServiceRequest.path, pageLoaders.serviceList],
  [paths.serviceRequest.path, pageLoaders.serviceRequest],
  [paths.plotService.path, pageLoaders.plotService],
  [paths.plotSummary.path, pageLoaders.plotSummary],
];

/** Starts fetching the code of the page at `pathname`, if it is one of the above. */
export function preloadPage(pathname: string): void {
  // The router matches without regard to case (paths.ts), and so does this.
  const hit = routed.find(([path]) => matchPath({ path, caseSensitive: false }, pathname));
  void hit?.[1]().catch(() => undefined); // a failure shows when the page itself loads
}
