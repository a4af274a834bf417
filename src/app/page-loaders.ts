/**
 * The code of the pages a visit most often opens first (a bookmark, a reload, the return after
 * sign-in): shell-routes.tsx makes its lazy pages from these, and requests the open page's code
 * as soon as it is itself loaded, instead of after the shell's first render.
 */
import { getDefaultStore } from 'jotai';
import { matchPath } from 'react-router-dom';
import { canAccess } from '@/auth/permissions';
import { paths } from '@/config/paths';
import { Role, type RoleId } from '@/domain/roles';
import { selectedPlotAtom } from '@/state/plot';
import { departmentRightsAtom, roleAtom, signedInAtom } from '@/state/session';
import { forgetRequestData, preloadRequestData } from '@/features/service-request/use-request-data';
import { loadTheme } from './layouts/mui-parts';
import { moduleLoader } from '@/lib/lazy-module';
import { forgetPlots, preloadPlots } from './routes/dashboard-data';

export const pageLoaders = {
  dashboard: moduleLoader(() => import('./routes/dashboard-page')),
  serviceList: moduleLoader(() => import('@/features/services/service-list')),
  // The service page's header paints before its form's code (MUI, the stepper) has arrived and run:
  // that code is its own chunk, requested here beside the page's so that no round trip is added.
  serviceRequest: moduleLoader(() => {
    void import('@/features/service-request/service-request-body').catch(() => undefined);
    return import('@/features/service-request/service-request-page');
  }),
  plotService: moduleLoader(() => import('./routes/plot-service-page')),
  plotSummary: moduleLoader(() => import('@/features/plots/plot-summary-page')),
};

type Params = Partial<Record<string, string>>;

/** A page's code, and what it needs beside it that its first render does not wait for. */
const routed: [
  string,
  () => Promise<unknown>,
  ((params: Params, query: URLSearchParams) => void)?,
][] = [
  [paths.dashboard.path, pageLoaders.dashboard],
  [paths.raiseServiceRequest.path, pageLoaders.serviceList],
  // A service's page needs its definition too: fetched beside the code, not after a first render
  // (its header, the catalogue's title, does not wait for it). A new application whose address
  // names a step past the first (a reload there) needs that step's code as well; a resumed one
  // asks for it once its record names the step (use-request-data.ts).
  [
    paths.serviceRequest.path,
    pageLoaders.serviceRequest,
    ({ service }, query) => {
      void import('@/forms/catalog/use-service')
        .then((m) => m.preloadService(service))
        .catch(() => undefined);
      const step = query.get('step');
      if (service && step && !query.has('SubmissionId')) {
        void import('@/forms/service-form/later-code')
          .then((m) => m.preloadLaterCode(service, step))
          .catch(() => undefined); // the step asks again when it renders
      }
    },
  ],
  [paths.plotService.path, pageLoaders.plotService],
  [paths.plotSummary.path, pageLoaders.plotSummary],
];

/**
 * Whether the page at `pathname` is drawn outside the MUI theme for this user: a plot holder's
 * dashboard (plain elements and CSS: neither the theme nor MUI loads for it), and a service's page,
 * whose header is plain and whose form brings the theme with its own code. Staff's dashboard (the
 * scrutiny queue) is MUI's; a role without a dashboard is sent on to a page that is.
 */
export function isPlainPage(pathname: string, role: RoleId | null, rights: string | null): boolean {
  if (!canAccess(role, rights, pathname)) return false;
  const at = (path: string) => matchPath({ path, caseSensitive: false }, pathname) !== null;
  return at(paths.serviceRequest.path) || (role !== Role.MidcUser && at(paths.dashboard.path));
}

/**
 * Starts fetching the theme (unless the page is plain for this user), and the code (and
 * definition) of the page at `pathname` if it is one of the above. Settles when the code its first
 * render needs is in (or failed: the failure shows when the page itself renders).
 */
export function preloadPage(
  { pathname, search }: { pathname: string; search: string },
  role: RoleId | null,
  rights: string | null,
): Promise<void> {
  const loads: Promise<unknown>[] = [];
  // Every other page in the shell renders inside the MUI theme, which the frame does not load.
  if (!isPlainPage(pathname, role, rights)) loads.push(loadTheme());
  // The router matches without regard to case (paths.ts), and so does this.
  for (const [path, load, alongside] of routed) {
    const match = matchPath({ path, caseSensitive: false }, pathname);
    if (!match) continue;
    loads.push(load());
    alongside?.(match.params, new URLSearchParams(search));
    break;
  }
  return Promise.allSettled(loads).then(() => undefined);
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
  // A service's page: its plot and rates (or the application resumed: the visit's first URL).
  if (matchPath({ path: paths.serviceRequest.path, caseSensitive: false }, pathname)) {
    const plotId = getDefaultStore().get(selectedPlotAtom);
    const resumeId = new URLSearchParams(window.location.search).get('SubmissionId') ?? undefined;
    preloadRequestData(plotId, resumeId);
  }
}

/**
 * Starts loading the data of the page the visit opens at (preloadPageData), if the session
 * restored from sessionStorage may see it: shell-routes.tsx calls this once the settings are in,
 * while the page's code loads, rather than after the shell's first render.
 */
export function preloadFirstPageData(pathname: string): void {
  const store = getDefaultStore();
  const role = store.get(roleAtom);
  if (store.get(signedInAtom) && canAccess(role, store.get(departmentRightsAtom), pathname)) {
    preloadPageData(pathname, role);
  }
}

/** The visit has moved on from its first page: early data would be stale. */
export function forgetPageData(): void {
  forgetPlots();
  forgetRequestData();
}
