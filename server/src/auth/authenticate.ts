/**
 * The authentication preHandler of every protected route, plus small guards for later routes.
 * A request passes when its Bearer JWT verifies, its session is live and matches the SessionToken
 * header, the UserId header (when sent) equals the token's subject, and the user is still active.
 * Role and DepartmentRights come from the database, never from the token. On the embedded database
 * (one process) a short-lived cache of checked sessions, emptied by any write to sessions or users,
 * serves repeated requests; on PostgreSQL, which other API processes share, every request reads
 * the session, so a logout or revocation through any process is refused by all at once.
 *
 * One route, saving a draft, is the portal's most frequent write: its `deferred` preHandler lets a
 * request start on this process's last check of its session, and the save's own statement checks
 * that the session is still live and the identity unchanged (UnconfirmedSession). That is one
 * statement per save instead of two, with the same answer a fresh read would give.
 */
import type { FastifyError, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { Headers } from '../../../src/domain/api.ts';
import { parseRights } from '../../../src/domain/departments.ts';
import { roleFromUserType } from '../../../src/domain/roles.ts';
import type { RoleId } from '../../../src/domain/roles.ts';
import type { Db } from '../db/types.ts';
import type { TokenSigner } from './tokens.ts';
import { forbidden, SessionExpiredError } from '../lib/errors.ts';
import { createReadCache } from '../db/read-cache.ts';
import { safeEqual, sha256 } from '../lib/secrets.ts';
import { SESSION_CACHE_TTL_MS } from './policy.ts';
import {
  findSessionWithUser,
  isSessionLive,
  SESSION_CHECK_TABLES,
  touchDue,
  touchSession,
} from './sessions.ts';
import type { SessionWithUser } from './sessions.ts';
import { cachedAccessTokenVerifier } from './tokens.ts';
import type { AccessTokenPayload } from './tokens.ts';
import { checkXsrf } from './xsrf.ts';

/** The signed-in user of a request, loaded fresh from the database. */
export interface AuthUser {
  id: number;
  role: RoleId;
  parentUserId: number | null;
  rights: number[];
  email: string;
  name: string;
  sessionId: string;
  /** The SessionToken header the request carried (already verified). */
  sessionToken: string;
}

/**
 * A request let through on the identity this process checked last for its session, not yet on a
 * fresh read (createAuthenticate's `deferred`). Before anything else is read or written on its
 * behalf, its route either makes the one write it came for conditional on `stillLiveSession`
 * (sessions.ts) with this stamp, or calls `confirm`; an error answer confirms first (the app's
 * error handler), so no answer leaves on an identity that was not confirmed.
 */
export interface UnconfirmedSession {
  sessionId: string;
  /** The identity's stamp as checked (sessions.ts). */
  stamp: string;
  /** Checks the session afresh (401 when it is no longer live); the request's user from then on. */
  confirm(): Promise<AuthUser>;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the authenticate preHandler; null on public routes. */
    user: AuthUser | null;
    /** Set by a deferred authenticate preHandler until the session is confirmed. */
    unconfirmedSession: UnconfirmedSession | null;
  }
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name.toLowerCase()];
  return typeof value === 'string' ? value : undefined;
}

interface AuthDeps {
  db: Db;
  verify(token: string): Promise<AccessTokenPayload>;
  findSession(sessionId: string): Promise<SessionWithUser | undefined>;
  /** The sessions this process checked, as last checked (most recent last). */
  checked: Map<string, SessionWithUser>;
}

/** What a request presents: its verified access token's claims and its SessionToken header. */
interface Presented {
  claims: AccessTokenPayload & { sid: string };
  sessionToken: string;
}

async function presented(ctx: AuthDeps, request: FastifyRequest): Promise<Presented> {
  const [scheme, token] = (header(request, Headers.authorization) ?? '').split(' ');
  const sessionToken = header(request, Headers.sessionToken);
  if (scheme?.toLowerCase() !== 'bearer' || !token || !sessionToken)
    throw new SessionExpiredError();

  const claims = await ctx.verify(token).catch(() => {
    throw new SessionExpiredError();
  });
  const { sid } = claims;
  if (!sid) throw new SessionExpiredError(); // a service token is not a user session
  return { claims: { ...claims, sid }, sessionToken };
}

/** The request's user from a session row, or undefined when the row does not let it through. */
function userOf(
  request: FastifyRequest,
  { claims, sessionToken }: Presented,
  row: SessionWithUser | undefined,
): AuthUser | undefined {
  const userIdHeader = header(request, Headers.userId);
  const role = roleFromUserType(row?.user.roleId);
  if (
    !row ||
    !role ||
    !isSessionLive(row.session) ||
    !safeEqual(row.session.tokenHash, sha256(sessionToken)) ||
    String(row.session.userId) !== claims.sub ||
    !row.user.isActive ||
    (userIdHeader !== undefined && userIdHeader.trim() !== claims.sub)
  )
    return undefined;
  return {
    id: row.user.userId,
    role,
    parentUserId: row.user.parentUserId,
    rights: parseRights(row.user.departmentRights),
    email: row.user.email,
    name: row.user.userName,
    sessionId: row.session.sessionId,
    sessionToken,
  };
}

/** The check of every protected request: the session read now (or from the PGlite cache). */
async function checkedUser(
  ctx: AuthDeps,
  request: FastifyRequest,
  shown: Presented,
): Promise<AuthUser> {
  const { sid } = shown.claims;
  const row = await ctx.findSession(sid);
  const user = userOf(request, shown, row);
  ctx.checked.delete(sid);
  if (!user || !row) throw new SessionExpiredError();
  const now = new Date();
  const due = touchDue(row.session, now);
  await touchSession(ctx.db, row.session, now);
  ctx.checked.set(sid, due ? { ...row, session: { ...row.session, lastSeenAt: now } } : row);
  if (ctx.checked.size > MAX_CHECKED) ctx.checked.delete(ctx.checked.keys().next().value!);
  return user;
}

/** Sessions whose last check one process keeps; the least recently checked is dropped first. */
const MAX_CHECKED = 10_000;

/**
 * The request's user from this process's last check of its session, when that identity passes
 * every check of the route (`roles`) and no activity is due to be recorded; the request is then
 * marked unconfirmed (UnconfirmedSession). Undefined otherwise, and the request is left as it was.
 */
function keptUser(
  ctx: AuthDeps,
  request: FastifyRequest,
  shown: Presented,
  roles: readonly RoleId[],
): AuthUser | undefined {
  const row = ctx.checked.get(shown.claims.sid);
  if (!row || touchDue(row.session)) return undefined;
  const user = userOf(request, shown, row);
  if (!user || !roles.includes(user.role)) return undefined;
  request.unconfirmedSession = {
    sessionId: shown.claims.sid,
    stamp: row.stamp,
    confirm: async () => {
      request.unconfirmedSession = null;
      request.user = await checkedUser(ctx, request, shown);
      return request.user;
    },
  };
  return user;
}

/** The authenticate preHandlers of one app. */
export interface Authenticators {
  /** Every protected route's: 401 `{…, error:'Session expired'}` on any failure. */
  authenticate: preHandlerAsyncHookHandler;
  /**
   * For a route that confirms its session in its own write (UnconfirmedSession), on the roles it
   * admits: lets a request through on the identity last checked here when that one passes.
   */
  deferred(...roles: RoleId[]): preHandlerAsyncHookHandler;
}

/** Builds the authenticate preHandlers of one app. */
export function createAuthenticate(ctx: { db: Db; signer: TokenSigner }): Authenticators {
  const sessions = createReadCache<SessionWithUser>(ctx.db, {
    tables: SESSION_CHECK_TABLES,
    ttlMs: SESSION_CACHE_TTL_MS,
    maxEntries: 10_000,
    exactAcrossProcesses: true,
  });
  const deps: AuthDeps = {
    db: ctx.db,
    verify: cachedAccessTokenVerifier(ctx.signer),
    findSession: (sessionId) =>
      sessions.get(sessionId, () => findSessionWithUser(ctx.db, sessionId)),
    checked: new Map(),
  };
  return {
    authenticate: async (request) => {
      request.user = await checkedUser(deps, request, await presented(deps, request));
      checkXsrf(request);
    },
    deferred:
      (...roles) =>
      async (request) => {
        const shown = await presented(deps, request);
        request.user =
          keptUser(deps, request, shown, roles) ?? (await checkedUser(deps, request, shown));
        checkXsrf(request);
      },
  };
}

/**
 * Confirms the session of a request let through unconfirmed, before an error is answered: the
 * answer is then the 401 when the session is no longer live.
 */
export async function confirmBeforeAnswer(
  request: FastifyRequest,
  error: FastifyError,
): Promise<FastifyError> {
  const unconfirmed = request.unconfirmedSession;
  if (!unconfirmed) return error;
  try {
    await unconfirmed.confirm();
    return error;
  } catch (failure) {
    return failure as FastifyError;
  }
}

/** The request's user; for handlers behind the authenticate preHandler. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new SessionExpiredError();
  return request.user;
}

/** Guard: only these roles may continue (403 otherwise). Put it after authenticate. */
export function requireRole(...roles: RoleId[]): preHandlerAsyncHookHandler {
  return async (request) => {
    if (!roles.includes(currentUser(request).role)) throw forbidden();
  };
}

/** Throws 403 unless `userId` (from a query string) is the caller's own id. */
export function ensureSelf(request: FastifyRequest, userId: number): AuthUser {
  const user = currentUser(request);
  if (user.id !== userId) throw forbidden('You can only access your own account.');
  return user;
}
