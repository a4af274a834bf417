/**
 * The session items spec §3 keeps in the browser's sessionStorage, read by the API client on every
 * request. Kept apart from the persisted 'root' store so non-React code can reach them directly.
 */
import type { LoginData } from '@/domain/contract/account';

/** sessionStorage keys; the first four are named by spec §3. */
export const SessionKeys = {
  userId: 'UserId',
  accessToken: 'access_token',
  sessionToken: 'SessionToken',
  departmentRights: 'DepartmentRights',
  refreshToken: 'refresh_token',
  /** Epoch milliseconds at which the access token expires (for refresh before expiry). */
  tokenExpiresAt: 'token_expires_at',
  /** The MAITRI single-window integration object (spec §3), stored as JSON. */
  maitri: 'maitriData',
} as const;

/** The integration object passed by the external single-window system (spec §3). */
export interface MaitriData {
  Token?: string;
  ServiceID?: string;
  ApplicationID?: string;
  TrackID?: string;
  ServiceAppID?: string;
  MaitriUserId?: string;
}

/** Reads a session item; null when absent or when storage is unavailable. */
export function getItem(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

/** The MAITRI integration object, or null when absent or malformed. */
export function getMaitriData(): MaitriData | null {
  const raw = getItem(SessionKeys.maitri);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === 'object' ? (parsed as MaitriData) : null;
  } catch {
    return null;
  }
}

/** Stores the MAITRI integration object; every request then carries its headers (spec §7). */
export function storeMaitriData(data: MaitriData): void {
  sessionStorage.setItem(SessionKeys.maitri, JSON.stringify(data));
}

/** Refresh this long before the access token expires. */
export const REFRESH_MARGIN_MS = 60_000;

/** True when a refresh token exists and the access token expires within the margin. */
export function tokenNeedsRefresh(now = Date.now()): boolean {
  const expiresAt = Number(getItem(SessionKeys.tokenExpiresAt));
  const soon = expiresAt > 0 && expiresAt - now < REFRESH_MARGIN_MS;
  return soon && Boolean(getItem(SessionKeys.refreshToken));
}

/** Stores the tokens of a refresh grant or a sign-in. */
export function storeTokens(accessToken: string, refreshToken: string | undefined, expiresIn = 0) {
  sessionStorage.setItem(SessionKeys.accessToken, accessToken);
  if (refreshToken) sessionStorage.setItem(SessionKeys.refreshToken, refreshToken);
  if (expiresIn > 0) {
    sessionStorage.setItem(SessionKeys.tokenExpiresAt, String(Date.now() + expiresIn * 1000));
  }
}

/** Stores the session items of a successful sign-in (spec §4). */
export function storeLoginSession(data: LoginData): void {
  sessionStorage.setItem(SessionKeys.userId, String(data.UserId));
  sessionStorage.setItem(SessionKeys.sessionToken, data.SessionToken);
  sessionStorage.setItem(SessionKeys.departmentRights, data.DepartmentRights ?? '');
  if (data.access_token) storeTokens(data.access_token, data.refresh_token, data.expires_in);
}

/** Removes every session item, including the MAITRI object. */
export function clearSessionItems(): void {
  for (const key of Object.values(SessionKeys)) sessionStorage.removeItem(key);
}
