/** Lifetimes and limits of the identity code, in one place. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const ID_TOKEN_TTL_SECONDS = 15 * 60;
export const SERVICE_TOKEN_TTL_SECONDS = 15 * 60;
/** The grievance hand-off token only has to survive one redirect. */
export const HANDOFF_TOKEN_TTL_SECONDS = 5 * 60;

/** A session ends 12 hours after sign-in whatever happens, and after 60 minutes without a request. */
export const SESSION_ABSOLUTE_TTL_MS = 12 * 60 * 60 * 1000;
export const SESSION_IDLE_TTL_MS = 60 * 60 * 1000;
/** last_seen_at is written at most this often per session, so most requests only read. */
export const SESSION_TOUCH_INTERVAL_MS = 60 * 1000;
/**
 * How long a process may answer from its cache of checked sessions (auth/authenticate.ts). Only
 * used where this process is the database's one writer (PGlite), where any write to sessions or
 * users also empties the cache at once; on PostgreSQL sessions are read on every request.
 */
export const SESSION_CACHE_TTL_MS = 5 * 1000;

export const LOCKOUT_WINDOW_SECONDS = 15 * 60;
export const LOCKOUT_DURATION_SECONDS = 15 * 60;
export const ACCOUNT_MAX_FAILURES = 5;
export const IP_MAX_FAILURES = 20;

export const PASSWORD_RESET_TTL_MS = 30 * 60 * 1000;
/** At most this many reset links per account per lockout window, so nobody floods an inbox. */
export const PASSWORD_RESET_MAX_PER_WINDOW = 3;
/**
 * Invitation links (an e-mail and an SMS each) one plot holder may send to its sub-users — added,
 * added back or sent again — per hour and per day: far above a holder setting up their staff,
 * far below using the portal to send messages to strangers.
 */
export const INVITES_MAX_PER_HOUR = 20;
export const INVITES_MAX_PER_DAY = 50;

export const ACCESS_TOKEN_AUDIENCE = 'portal-api';
export const HANDOFF_TOKEN_AUDIENCE = 'grievance-management';
/** The SPA's OAuth client; public for password/refresh, confidential for client_credentials. */
export const PORTAL_CLIENT_ID = 'portal';
export const SERVICE_SCOPE = 'service-api';
/** Scopes a user may ask for with the password grant. */
export const USER_SCOPES = ['openid', 'profile', 'email', 'offline_access', 'portal-api'] as const;
export const DEFAULT_USER_SCOPE = 'openid offline_access portal-api';
/** The grants of POST /connect/token, as discovery lists them. */
export const GRANT_TYPES = ['password', 'refresh_token', 'client_credentials'] as const;
