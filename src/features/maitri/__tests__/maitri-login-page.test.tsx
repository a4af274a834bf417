import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { authenticateMaitriUser } from '@/api/maitri';
import { getUserAndCompanyInfo } from '@/api/profile';
import { getMaitriData } from '@/lib/session-items';
import { selectedPlotAtom } from '@/state/plot';
import { sessionAtom } from '@/state/session';
import { renderWithProviders } from '@/testing/render-with-providers';
import { MaitriLoginPage } from '../maitri-login-page';

vi.mock('@/api/maitri', () => ({ authenticateMaitriUser: vi.fn() }));
vi.mock('@/api/profile', () => ({ getUserAndCompanyInfo: vi.fn() }));

const authenticate = vi.mocked(authenticateMaitriUser);
const profile = vi.mocked(getUserAndCompanyInfo);

const login = {
  UserType: 1,
  UserId: 7,
  SessionToken: 'sess-7',
  DepartmentRights: '',
  access_token: 'jwt-7',
  refresh_token: 'refresh-7',
  expires_in: 900,
  Language: null,
  ServiceRoute: {
    ServiceId: 'NewWaterConnectionService',
    Title: 'New water connection',
    Path: '/PlotService/raiseServiceRequest/NewWaterConnectionService',
    PlotId: 'RAI-TLJ-A12',
  },
};

let serial = 0;
const query = (extra = '') =>
  `/MaitriLogin?token=tok-${++serial}&ServiceID=MIDC-WAT-101&ApplicationID=A1&TrackID=T1&ServiceAppID=S1&MaitriUserId=MAITRI-INV-1001${extra}`;

function renderAt(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/MaitriLogin" element={<MaitriLoginPage />} />
      <Route path="/PlotService/raiseServiceRequest/:service" element={<p>Service page</p>} />
      <Route path="/Dashboard" element={<p>Dashboard reached</p>} />
    </Routes>,
    { route },
  );
}

beforeEach(() => {
  vi.clearAllMocks();
  sessionStorage.clear();
  profile.mockResolvedValue({ IsSuccess: false, Message: '', Data: null as never });
});

describe('/MaitriLogin', () => {
  it('signs in, keeps the integration object and opens the service for the plot', async () => {
    authenticate.mockResolvedValue({ IsSuccess: true, Message: 'ok', Data: login });
    const route = query();
    const { store } = renderAt(route);
    expect(screen.getByText(/Signing you in/)).toBeInTheDocument();
    await screen.findByText('Service page');
    expect(screen.getByTestId('location')).toHaveTextContent(login.ServiceRoute.Path);
    expect(authenticate).toHaveBeenCalledTimes(1);
    expect(authenticate).toHaveBeenCalledWith({
      Token: `tok-${serial}`,
      ServiceID: 'MIDC-WAT-101',
      ApplicationID: 'A1',
      TrackID: 'T1',
      ServiceAppID: 'S1',
      MaitriUserId: 'MAITRI-INV-1001',
    });
    expect(getMaitriData()).toMatchObject({ Token: `tok-${serial}`, TrackID: 'T1' });
    expect(sessionStorage.getItem('SessionToken')).toBe('sess-7');
    expect(store.get(sessionAtom)).toMatchObject({ UserId: '7', role: 1 });
    expect(store.get(selectedPlotAtom)).toBe('RAI-TLJ-A12');
  });

  it('opens the dashboard when MAITRI names no service the portal maps', async () => {
    authenticate.mockResolvedValue({
      IsSuccess: true,
      Message: 'ok',
      Data: { ...login, ServiceRoute: null },
    });
    renderAt(query());
    await screen.findByText('Dashboard reached');
  });

  it("shows the server's reason when the token is refused, and keeps nobody signed in", async () => {
    authenticate.mockResolvedValue({
      IsSuccess: false,
      Message: 'The single-window token has expired. Start again from the MAITRI portal.',
      Data: null,
    });
    const { store } = renderAt(query());
    expect(await screen.findByRole('alert')).toHaveTextContent('token has expired');
    expect(screen.getByRole('link', { name: 'Sign in with e-mail and password' })).toHaveAttribute(
      'href',
      '/',
    );
    expect(getMaitriData()).toBeNull();
    expect(store.get(sessionAtom).UserId).toBeNull();
  });

  it('explains an incomplete link without calling the server', () => {
    renderAt('/MaitriLogin?ServiceID=MIDC-WAT-101');
    expect(screen.getByRole('alert')).toHaveTextContent('missing token, MaitriUserId');
    expect(authenticate).not.toHaveBeenCalled();
  });

  it('says so when the call fails', async () => {
    authenticate.mockRejectedValue(new Error('network'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderAt(query());
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('An error occurred while logging in'),
    );
  });
});
