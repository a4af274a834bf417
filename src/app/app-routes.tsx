/**
 * The top of the route tree (spec §2): the sign-in page at / and, for every other path, the shell
 * with its own routes (shell-routes.tsx). Both are lazy, so the sign-in bundle carries neither the
 * route list nor MUI. The idle timeout runs here while someone is signed in.
 */
import { Suspense } from 'react';
import { useAtomValue } from 'jotai';
import { Route, Routes, useLocation } from 'react-router-dom';
import { useIdleTimeout } from '@/auth/use-idle-timeout';
import { signedInAtom } from '@/state/session';
import { ErrorBoundary } from '@/ui/error-boundary';
import { PageLoader } from '@/ui/page-loader';
import { lazyPage } from './lazy-page';

const LoginPage = lazyPage(() => import('@/features/auth/components/login-page'), 'LoginPage');
const ShellRoutes = lazyPage(() => import('./shell-routes'), 'ShellRoutes');

/** All routes, plus the idle timeout while someone is signed in. */
export function AppRoutes() {
  useIdleTimeout(useAtomValue(signedInAtom));
  const { pathname } = useLocation();
  return (
    // Last line of defence; the shell has its own boundary that keeps the layout.
    <ErrorBoundary resetKey={pathname}>
      <Suspense fallback={<PageLoader />}>
        <Routes>
          <Route index element={<LoginPage />} />
          <Route path="*" element={<ShellRoutes />} />
        </Routes>
      </Suspense>
    </ErrorBoundary>
  );
}
