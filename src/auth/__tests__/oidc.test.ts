import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/api/client';
import { ensureFreshToken, setTokenRefresher } from '@/api/token-refresh';
import { tokenNeedsRefresh } from '@/lib/session-items';
import { refreshAccessToken, revokeRefreshToken } from '../oidc';

const useRefreshToken = vi.fn();
const revokeToken = vi.fn();
const settingsSeen: unknown[] = [];
vi.mock('oidc-client-ts', () => ({
  OidcClient: class {
    constructor(settings: unknown) {
      settingsSeen.push(settings);
    }
    useRefreshToken = useRefreshToken;
    revokeToken = revokeToken;
  },
  // No RefreshState here: the real package does not export it at runtime either.
}));

beforeEach(() => {
  sessionStorage.clear();
  useRefreshToken.mockReset();
  revokeToken.mockReset();
  settingsSeen.length = 0;
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const expiresIn = (ms: number) =>
  sessionStorage.setItem('token_expires_at', String(Date.now() + ms));

describe('token refresh', () => {
  it('is needed only with a refresh token and an access token about to expire', () => {
    expiresIn(30_000);
    expect(tokenNeedsRefresh()).toBe(false); // no refresh token
    sessionStorage.setItem('refresh_token', 'r1');
    expect(tokenNeedsRefresh()).toBe(true);
    expiresIn(10 * 60_000);
    expect(tokenNeedsRefresh()).toBe(false);
  });

  it('runs one refresh grant for concurrent callers and stores the rotated tokens', async () => {
    sessionStorage.setItem('refresh_token', 'r1');
    useRefreshToken.mockResolvedValue({ access_token: 'a2', refresh_token: 'r2', expires_in: 900 });
    const results = await Promise.all([refreshAccessToken(), refreshAccessToken()]);
    expect(results).toEqual([true, true]);
    expect(useRefreshToken).toHaveBeenCalledOnce();
    expect(useRefreshToken.mock.calls[0]?.[0].state.refresh_token).toBe('r1');
    expect(settingsSeen[0]).toMatchObject({
      authority: window.location.origin,
      client_id: 'portal',
    });
    expect(sessionStorage.getItem('access_token')).toBe('a2');
    expect(sessionStorage.getItem('refresh_token')).toBe('r2');
    expect(Number(sessionStorage.getItem('token_expires_at'))).toBeGreaterThan(
      Date.now() + 800_000,
    );
  });

  it('logs a failed refresh and answers false', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    sessionStorage.setItem('refresh_token', 'r1');
    useRefreshToken.mockRejectedValue(new Error('invalid_grant'));
    await expect(refreshAccessToken()).resolves.toBe(false);
    expect(error).toHaveBeenCalled();
  });

  it('lets the API client send the fresh token when the old one was about to expire', async () => {
    setTokenRefresher(refreshAccessToken); // as src/main.tsx does at start
    sessionStorage.setItem('access_token', 'a1');
    sessionStorage.setItem('refresh_token', 'r1');
    expiresIn(5_000);
    useRefreshToken.mockResolvedValue({ access_token: 'a2', refresh_token: 'r2', expires_in: 900 });
    const fetchMock = vi.fn(
      async (_input: RequestInfo | URL, _init?: RequestInit) =>
        new Response('{"IsSuccess":true,"Message":"","Data":null}', {
          headers: { 'content-type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    await api.get('/x');
    const headers = new Headers(fetchMock.mock.calls[0]?.[1]?.headers);
    expect(headers.get('Authorization')).toBe('Bearer a2');
    await ensureFreshToken(); // fresh now: no second grant
    expect(useRefreshToken).toHaveBeenCalledOnce();
  });
});

describe('token revocation at logout', () => {
  it("revokes the stored refresh token at this origin's revocation endpoint", async () => {
    sessionStorage.setItem('refresh_token', 'r7');
    revokeToken.mockResolvedValue(undefined);
    await revokeRefreshToken();
    expect(revokeToken).toHaveBeenCalledWith('r7', 'refresh_token');
    expect(settingsSeen[0]).toMatchObject({
      metadataSeed: { revocation_endpoint: `${window.location.origin}/connect/revocation` },
    });
  });

  it('has nothing to revoke without a refresh token', async () => {
    await revokeRefreshToken();
    expect(revokeToken).not.toHaveBeenCalled();
  });
});
