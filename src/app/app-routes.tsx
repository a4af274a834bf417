/**
 * The top of the route tree (spec §2): the sign-in page at / and, for every other path, the shell
 * with its own routes (shell-routes.tsx). Both are lazy, so the sign-in bundle carries neither the
 * route list nor MUI. The idle timeout runs in the shell, where every signed-in page is.
 */
import { Suspense } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { ErrorBoundary } from '@/ui/error-boundary';
import { PageLoader } from '@/ui/page-loader';
import { loadAllAreas } from '@/i18n/i18n';
import { lazyPage } from './lazy-page';

const LoginPage = lazyPage(() => import('@/features/auth/components/login-page'), 'LoginPage');
const loadShell = () => import('./shell-routes');
// The shell's screens need every area's texts, fetched beside its code.
const ShellRoutes = lazyPage(
  () => Promise.all([loadShell(), loadAllAreas()]).then(([routes]) => routes),
  'ShellRoutes',
);

/** Starts fetching the shell's code before the first render (any address but sign-in's). */
export function preloadShell(): void {
  loadShell().catch(() => undefined); // a failure shows when the shell itself renders
}

/** All routes; the idle timeout runs in the shell (ShellRoutes), where every signed-in page is. */
export function AppRoutes() {
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
