/**
 * The shell's parts that use MUI, as lazy components: the signed-in frame (app bar, menu) is plain
 * CSS and paints before MUI, emotion and the theme have loaded. Pages and popups that use MUI
 * render inside LazyThemeProvider (put it inside a Suspense).
 */
import { lazyPage, moduleLoader } from '@/lib/lazy-module';

export const loadTheme = moduleLoader(() => import('@/ui/theme-provider'));

export const LazyThemeProvider = lazyPage(loadTheme, 'PortalThemeProvider');

/** Page not found, session ended and the like: shown inside the theme like any page. */
export const StatusPage = lazyPage(() => import('@/features/status/status-page'), 'StatusPage');

/** The signed-out pages' frame (MUI's app bar), rendered inside the theme. */
export const PublicLayout = lazyPage(() => import('./public-layout'), 'PublicLayout');
