import type { ReactElement } from 'react';
import { afterEach } from 'vitest';
import { cleanup, configure, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { MemoryRouter, useLocation } from 'react-router-dom';

// Vitest runs without globals here, so Testing Library cannot register its own cleanup.
afterEach(cleanup);
// Screens are lazy-loaded; under a full parallel run their first import can take over 1 s.
configure({ asyncUtilTimeout: 5000 });

/** Options of renderWithProviders. */
export interface RenderOptions {
  route?: string;
  /** Router state of the first entry (for example the logged-out flag). */
  state?: unknown;
  store?: ReturnType<typeof createStore>;
}

/** Shows the current path, so a test can assert where a navigation went. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** Renders with a fresh jotai store and a memory router; returns user-event and the store. */
export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}) {
  const store = options.store ?? createStore();
  const user = userEvent.setup();
  const { pathname, search } = new URL(options.route ?? '/', 'http://localhost');
  const result = render(
    <JotaiProvider store={store}>
      <MemoryRouter initialEntries={[{ pathname, search, state: options.state }]}>
        {ui}
        <LocationProbe />
      </MemoryRouter>
    </JotaiProvider>,
  );
  return { user, store, ...result };
}
