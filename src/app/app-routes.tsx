/**
 * The top of the route tree (spec §2): the sign-in page at / and, for every other path, the shell
 * with its own routes (shell-routes.tsx). Both are lazy, so the sign-in bundle carries neither the
 * route list nor MUI. The idle timeout runs in the shell, where every signed-in page is.
 */
import { Suspense } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { ErrorBoundary } from '@/ui/error-boundary';
import { PageLoader } from '@/ui/page-loader';
import type { UiLanguage } from '@/domain/i18n/languages';
import { loadAllAreas, preloadAreas } from '@/i18n/i18n';
import { lazyPage, moduleLoader } from '@/lib/lazy-module';

const loadLogin = moduleLoader(() => import('@/features/auth/components/login-page'));
const LoginPage = lazyPage(loadLogin, 'LoginPage');
const loadShell = () => import('./shell-routes');
// The shell's screens need every area's texts (in the language then active), fetched beside its
// code.
const loadShellWithTexts = moduleLoader(() =>
  Promise.all([loadShell(), loadAllAreas()]).then(([routes]) => routes),
);
const ShellRoutes = lazyPage(loadShellWithTexts, 'ShellRoutes');

/**
 * Starts fetching the code (and texts) of the page at `pathname` before the first render, so it
 * loads while config.json does: the sign-in page's code at /, elsewhere the shell's code and
 * every area's texts in `language`, side by side instead of one after the other. A failure shows
 * when the page itself renders.
 */
export function preloadFirstPage(pathname: string, language: UiLanguage): void {
  const ignore = () => undefined;
  if (pathname === '/') {
    loadLogin().catch(ignore);
    return;
  }
  loadShell().catch(ignore); // shell-routes.tsx requests the open page's code on arrival
  preloadAreas(language);
}

/**
 * Settles when the code the first render of the page at `pathname` needs is in (the texts in the
 * active language included), or failed to load: main.tsx renders then. Rendered earlier, the page
 * would suspend, its loader would show for a moment, and React would hold the page back for 300 ms
 * after that (src/lib/lazy-module.ts). A failure shows when the page itself renders.
 */
export function firstPageLoaded(pathname: string): Promise<void> {
  const loaded =
    pathname === '/' ? loadLogin() : loadShellWithTexts().then((routes) => routes.firstPageCode);
  return loaded.then(
    () => undefined,
    () => undefined,
  );
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
