/**
 * The OAuth side of the session, kept in one place: access-token renewal (spec §7 refresh-token
 * grant) and token revocation at logout (RFC 7009). oidc-client-ts reads the identity provider's
 * /.well-known/openid-configuration and posts to its endpoints. The library is imported on demand
 * so the sign-in bundle does not carry it. Concurrent callers share one refresh, because the
 * server rotates refresh tokens and revokes the session when a spent one is reused.
 */
import type { RefreshState, UserProfile } from 'oidc-client-ts';
import { SETTINGS } from '@/config/settings';
import { SessionKeys, getItem, storeTokens } from '@/lib/session-items';

let inFlight: Promise<boolean> | null = null;

async function oidcClient() {
  const { OidcClient } = await import('oidc-client-ts');
  const authority = SETTINGS.APIBASEURL || window.location.origin;
  return new OidcClient({
    authority,
    client_id: SETTINGS.CLIENTID,
    redirect_uri: `${window.location.origin}/`,
    loadUserInfo: false,
    // The discovered endpoints carry the server's public URL, which is another origin behind a
    // dev proxy (Vite on 5173, API on 8080) and then fails CORS. The paths are fixed (spec §7,
    // the server's discovery), so the calls always go to this authority.
    metadataSeed: {
      token_endpoint: `${authority}/connect/token`,
      revocation_endpoint: `${authority}/connect/revocation`,
    },
  });
}

async function runRefresh(refreshToken: string): Promise<boolean> {
  const client = await oidcClient();
  // RefreshState is a type only at runtime (the library builds it from a User), so a plain object
  // of its shape is passed. No id token is involved, so there are no profile claims to carry over.
  const state: RefreshState = {
    refresh_token: refreshToken,
    session_state: null,
    profile: {} as UserProfile,
  };
  const response = await client.useRefreshToken({ state });
  storeTokens(response.access_token, response.refresh_token, response.expires_in ?? 0);
  return true;
}

/** Exchanges the stored refresh token for new tokens; false (and logged) when that fails. */
export function refreshAccessToken(): Promise<boolean> {
  const refreshToken = getItem(SessionKeys.refreshToken);
  if (!refreshToken) return Promise.resolve(false);
  inFlight ??= runRefresh(refreshToken)
    .catch((error: unknown) => {
      console.error('Token refresh failed', error);
      return false;
    })
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

/**
 * Revokes the stored refresh token (RFC 7009), which ends the server session with every token it
 * issued, whichever server process answers next. Throws when the server could not be reached.
 */
export async function revokeRefreshToken(): Promise<void> {
  const refreshToken = getItem(SessionKeys.refreshToken);
  if (!refreshToken) return;
  const client = await oidcClient();
  await client.revokeToken(refreshToken, 'refresh_token');
}
