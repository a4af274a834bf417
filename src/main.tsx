import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider as JotaiProvider, getDefaultStore } from 'jotai';
import { BrowserRouter } from 'react-router-dom';
import { SETTINGS, loadSettings } from '@/config/settings';
import { AppRoutes, firstPageLoaded, preloadFirstPage } from '@/app/app-routes';
import { setTokenRefresher } from '@/api/token-refresh';
import { refreshAccessToken } from '@/auth/oidc';
import { activateLanguage } from '@/i18n/i18n';
import { rememberedLanguage } from '@/i18n/language-choice';
import '@/ui/base.css';

// Spec §8: uncaught errors and unhandled promise rejections are only logged.
window.addEventListener('error', (event) => console.error('Uncaught error', event.error));
window.addEventListener('unhandledrejection', (event) =>
  console.error('Unhandled promise rejection', event.reason),
);

// Every request renews an access token about to expire (the OAuth side lives in auth/oidc.ts).
setTokenRefresher(refreshAccessToken);

// The open page's code (the sign-in page's, or the shell's, its texts and the page's) loads while
// config.json does (index.html preloads it).
preloadFirstPage(location.pathname, rememberedLanguage());

// Settings first (spec §7): API addresses and the idle timeout come from config.json. Then the
// remembered language (English needs no download; another language's texts are fetched first).
// The first render waits for the open page's code (fetched since the start), so that it shows the
// page itself; until then index.html's loader shows.
void loadSettings()
  .then(() => activateLanguage(rememberedLanguage()).catch(() => activateLanguage('en')))
  .then(() => firstPageLoaded(location.pathname))
  .then(() => {
    // Spec §9: the fetchAuthToken flag asks for a fresh access token at start.
    if (SETTINGS.FETCHAUTHTOKEN) void refreshAccessToken();
    const root = createRoot(document.getElementById('root')!);
    // A transition renders in slices that yield to the browser between them, so building the
    // first page (the shell, MUI's styles, a form's fields) does not hold the main thread in one
    // long task; what it shows is the same.
    startTransition(() =>
      root.render(
        <StrictMode>
          <JotaiProvider store={getDefaultStore()}>
            <BrowserRouter>
              <AppRoutes />
            </BrowserRouter>
          </JotaiProvider>
        </StrictMode>,
      ),
    );
  });
