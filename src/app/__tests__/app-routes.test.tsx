import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { createStore } from 'jotai';
import { logOutLiveSession } from '@/api/account';
import { SETTINGS } from '@/config/settings';
import { browser } from '@/lib/browser';
import {
  mergeCompanyInfoAtom,
  mergeUserDataAtom,
  sessionAtom,
  setRoleAtom,
  setUserIdAtom,
  emptySession,
} from '@/state/session';
import { renderWithProviders } from '@/testing/render-with-providers';
import { confirmTo } from '@/ui/alerts';
import { AppRoutes } from '../app-routes';

vi.mock('@/api/account', () => ({ logOutLiveSession: vi.fn(async () => ({ IsSuccess: true })) }));
vi.mock('@/api/plots', () => ({
  getPlots: vi.fn(async () => ({ IsSuccess: true, Message: '', Data: [] })),
  getPlot: vi.fn(async () => ({ IsSuccess: false, Message: 'Not found', Data: null })),
}));
vi.mock('@/ui/alerts', () => ({
  toast: vi.fn(async () => {}),
  dialogue: vi.fn(async () => true),
  confirmTo: vi.fn(async (action: () => unknown) => {
    await action();
    return true;
  }),
  preloadAlerts: vi.fn(),
}));

function signedIn(role: 1 | 2 | 3 | 4, rights = '') {
  const store = createStore();
  store.set(setUserIdAtom, '42');
  store.set(setRoleAtom, role);
  store.set(mergeUserDataAtom, { DepartmentRights: rights, UserName: 'asha' });
  store.set(mergeCompanyInfoAtom, { CompanyName: 'Demo Industries Pvt Ltd' });
  return store;
}

const at = (route: string, store = createStore()) =>
  renderWithProviders(<AppRoutes />, { route, store });

const location = () => screen.getByTestId('location').textContent;

beforeEach(() => {
  sessionStorage.clear();
  SETTINGS.IDLETIMEOUT = 600000;
  vi.clearAllMocks();
});

describe('routing and access', () => {
  it('sends a signed-out visitor of a protected page to sign in, and back there after', async () => {
    at('/PlotService/plotDetails?tab=1');
    expect(
      await screen.findByRole('heading', { name: /Welcome to the Single Window/ }),
    ).toBeInTheDocument();
    expect(location()).toBe(`/?next=${encodeURIComponent('/PlotService/plotDetails?tab=1')}`);
  });

  it('shows page-not-found for an unknown path', async () => {
    at('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('opens the investor dashboard inside the layout, with company, role and menu', async () => {
    at('/Dashboard', signedIn(1));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(await screen.findByText(/You have no registered plot yet/)).toBeInTheDocument();
    expect(screen.getAllByText('Demo Industries Pvt Ltd')[0]).toBeInTheDocument();
    expect(screen.getAllByText('Investor')[0]).toBeInTheDocument();
    const menus = screen.getAllByRole('navigation', { name: 'Main menu' });
    expect(within(menus[0]!).getByRole('link', { name: 'Users & Roles' })).toBeInTheDocument();
  });

  it('takes Admin, who has no dashboard, from /Dashboard to its first page', async () => {
    at('/Dashboard', signedIn(2));
    expect(
      await screen.findByRole('heading', { name: 'New Plot Registration' }),
    ).toBeInTheDocument();
    expect(location()).toBe('/plotregistration');
    const menu = screen.getAllByRole('navigation', { name: 'Main menu' })[0]!;
    expect(within(menu).queryByRole('link', { name: 'Users & Roles' })).not.toBeInTheDocument();
  });

  it('gives a Transaction-User only the services of their rights', async () => {
    at('/PlotService/raiseServiceRequest/NewWaterConnectionService', signedIn(3, '0'));
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('opens a permitted service route with the service form page', async () => {
    at('/PlotService/raiseServiceRequest/FinalLeaseService', signedIn(3, '0'));
    expect(
      await screen.findByRole('heading', { name: 'Execution of final lease' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Page not found' })).not.toBeInTheDocument();
  }, 20_000);

  it('opens the service list for a transaction user, which asks for a plot first', async () => {
    // The list itself (the plot's catalogue within the rights) is tested with the page.
    at('/PlotService/raiseServiceRequest', signedIn(3, '0,2'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Raise Service Request' }),
    ).toBeInTheDocument();
    // No plot chosen yet: the page offers the plots to choose from (here, none registered).
    expect(await screen.findByText(/You have no registered plot yet/)).toBeInTheDocument();
  });

  it('sends someone signed in from / to the dashboard', async () => {
    at('/', signedIn(1));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('/sessionexpired ends what is left of the session', async () => {
    const store = signedIn(1);
    sessionStorage.setItem('access_token', 'stale');
    at('/sessionexpired', store);
    expect(
      await screen.findByRole('heading', { name: 'Your session has expired' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(store.get(sessionAtom)).toEqual(emptySession));
    expect(sessionStorage.getItem('access_token')).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/');
  });
});

describe('logout (spec §2)', () => {
  it('asks, ends the live session, clears everything and reloads sign-in', async () => {
    // The flag as the reload would find it: without the real reload, the emptied session sends the
    // test's router to the sign-in page, whose notice may already have used the flag up.
    let flagAtReload: string | null = null;
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {
      flagAtReload = sessionStorage.getItem('loggedOut');
    });
    const store = signedIn(1);
    sessionStorage.setItem('UserId', '42');
    const { user } = at('/profile', store);
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(confirmTo).toHaveBeenCalledWith(
      expect.any(Function),
      expect.objectContaining({ yes: 'log out', no: 'stay signed in' }),
    );
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(logOutLiveSession).toHaveBeenCalledWith('42');
    expect(flagAtReload).toBe('1');
    expect(store.get(sessionAtom)).toEqual(emptySession);
    expect(sessionStorage.getItem('UserId')).toBeNull();
  });
});
