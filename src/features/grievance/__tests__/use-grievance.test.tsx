import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { createStore } from 'jotai';
import { generateToken } from '@/api/account';
import { SETTINGS } from '@/config/settings';
import { browser } from '@/lib/browser';
import { sessionAtom } from '@/state/session';
import { renderWithProviders } from '@/testing/render-with-providers';
import { toast } from '@/ui/alerts';
import { useGrievance } from '../use-grievance';

vi.mock('@/api/account', () => ({ generateToken: vi.fn() }));
vi.mock('@/ui/alerts', () => ({ toast: vi.fn(async () => {}) }));

const tokenCall = vi.mocked(generateToken);

function Probe() {
  const open = useGrievance();
  return (
    <button type="button" onClick={() => void open()}>
      Grievance
    </button>
  );
}

async function click() {
  const store = createStore();
  store.set(sessionAtom, { UserId: '7', role: 1, userData: {}, companyInfo: {} });
  const { user } = renderWithProviders(<Probe />, { store });
  await user.click(screen.getByRole('button', { name: 'Grievance' }));
}

beforeEach(() => {
  vi.clearAllMocks();
  vi.spyOn(browser, 'assign').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  SETTINGS.GRIEVANCEURL = '';
});

describe('grievance hand-off', () => {
  it("goes to the server's grievance address with the token", async () => {
    tokenCall.mockResolvedValue({
      IsSuccess: true,
      Message: '',
      Data: { Token: 'a.b.c', ExpiresIn: 120, Url: 'http://portal.test/dev/grievance' },
    });
    await click();
    expect(tokenCall).toHaveBeenCalledWith('7');
    expect(browser.assign).toHaveBeenCalledWith('http://portal.test/dev/grievance?token=a.b.c');
  });

  it("prefers config.json's grievanceUrl and keeps its own query", async () => {
    SETTINGS.GRIEVANCEURL = 'https://grievance.example/sso?lang=en';
    tokenCall.mockResolvedValue({
      IsSuccess: true,
      Message: '',
      Data: { Token: 't', ExpiresIn: 120, Url: '/x' },
    });
    await click();
    expect(browser.assign).toHaveBeenCalledWith('https://grievance.example/sso?lang=en&token=t');
  });

  it.each([
    [
      'the server refuses',
      () => tokenCall.mockResolvedValue({ IsSuccess: false, Message: 'no', Data: null as never }),
    ],
    ['the call fails', () => tokenCall.mockRejectedValue(new Error('network'))],
  ])("shows 'Login to Grievance Management failed' when %s", async (_what, arrange) => {
    arrange();
    await click();
    expect(browser.assign).not.toHaveBeenCalled();
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({ icon: 'error', text: 'Login to Grievance Management failed' }),
    );
  });
});
