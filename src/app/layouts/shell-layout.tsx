import { Suspense, useEffect, useRef } from 'react';
import { useAtomValue } from 'jotai';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { canAccess, isKnownProtectedPath, landingPath } from '@/auth/permissions';
import { normalizePath, paths } from '@/config/paths';
import { departmentRightsAtom, roleAtom, signedInAtom } from '@/state/session';
import { ErrorBoundary } from '@/ui/error-boundary';
import { PageLoader } from '@/ui/page-loader';
import { isPublicPath } from '@/config/public-paths';
import { forgetPageData, isPlainPage, preloadPage, preloadPageData } from '../page-loaders';
import { AppLayout } from './app-layout';
import { LazyThemeProvider, PublicLayout, StatusPage } from './mui-parts';
import { useRouteFocus } from './use-route-focus';

/**
 * Wraps every page but sign-in. Public pages open for anyone; others need a session and must be
 * in the route table for the user's role and rights (spec §2, §6), else page-not-found shows.
 * A signed-out visitor to a protected page is sent to sign in, and back here after; a role without a dashboard that
 * arrives at /Dashboard (where sign-in leads, spec §2) goes to its first page instead.
 */
export function ShellLayout() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const signedIn = useAtomValue(signedInAtom);
  const role = useAtomValue(roleAtom);
  const rights = useAtomValue(departmentRightsAtom);
  useRouteFocus();
  // The first page's data was requested while the shell's code loaded (shell-routes.tsx), and is
  // again now, for a session that began since (each request is made once per visit).
  const firstPath = useRef(pathname);
  useEffect(() => {
    if (pathname !== firstPath.current) forgetPageData();
    else if (signedIn && canAccess(role, rights, pathname)) preloadPageData(pathname, role);
  }, [pathname, signedIn, role, rights]);

  const home = signedIn ? landingPath(role, rights) : undefined;
  let page = <Outlet />;
  let plain = isPlainPage(pathname, role, rights);
  if (!isPublicPath(pathname)) {
    if (!signedIn && isKnownProtectedPath(pathname)) {
      return <Navigate to={paths.login.getHref(pathname + search)} replace />;
    }
    if (!canAccess(role, rights, pathname)) {
      if (home && normalizePath(pathname) === paths.dashboard.path) {
        return <Navigate to={home} replace />;
      }
      page = <StatusPage kind="pageNotFound" />;
      plain = false;
    }
  }
  // Moving on from a plain page: the theme's code and the page's load side by side, not one
  // after the other (both requests are made once; a later call finds them under way).
  if (signedIn && !plain) void preloadPage({ pathname, search }, role, rights);
  const content = (
    <ErrorBoundary
      resetKey={pathname}
      dashboardRoute={home}
      onNavigate={(to) => (to === -1 ? navigate(-1) : navigate(to))}
    >
      <Suspense fallback={<PageLoader />}>
        {signedIn && !plain ? <LazyThemeProvider>{page}</LazyThemeProvider> : page}
      </Suspense>
    </ErrorBoundary>
  );
  // The signed-in frame is plain CSS and paints before MUI's theme has loaded (a page that uses
  // MUI waits for it; a plain page does not load it); the public layout is MUI's, so the theme
  // wraps it whole.
  if (signedIn) return <AppLayout>{content}</AppLayout>;
  return (
    <Suspense fallback={<PageLoader />}>
      <LazyThemeProvider>
        <PublicLayout>{content}</PublicLayout>
      </LazyThemeProvider>
    </Suspense>
  );
}
