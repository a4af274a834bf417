/**
 * The authentication preHandler of every protected route, plus small guards for later routes.
 * A request passes when its Bearer JWT verifies, its session is live and matches the SessionToken
 * header, the UserId header (when sent) equals the token's subject, and the user is still active.
 * Role and DepartmentRights come from the database, never from the token. On the embedded database
 * (one process) a short-lived cache of checked sessions, emptied by any write to sessions or users,
 * serves repeated requests; on PostgreSQL, which other API processes share, every request reads
 * the session, so a logout or revocation through any process is refused by all at once.
 */
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { Headers } from '../../../src/domain/api.ts';
import { parseRights } from '../../../src/domain/departments.ts';
import { roleFromUserType } from '../../../src/domain/roles.ts';
import type { RoleId } from '../../../src/domain/roles.ts';
import type { AppContext } from '../context.ts';
import { forbidden, SessionExpiredError } from '../lib/errors.ts';
import { createReadCache } from '../lib/read-cache.ts';
import { safeEqual, sha256 } from '../lib/secrets.ts';
import { SESSION_CACHE_TTL_MS } from './policy.ts';
import {
  findSessionWithUser,
  isSessionLive,
  SESSION_CHECK_TABLES,
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

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the authenticate preHandler; null on public routes. */
    user: AuthUser | null;
  }
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name.toLowerCase()];
  return typeof value === 'string' ? value : undefined;
}

interface AuthDeps extends Pick<AppContext, 'db'> {
  verify(token: string): Promise<AccessTokenPayload>;
  findSession(sessionId: string): Promise<SessionWithUser | undefined>;
}

async function resolveUser(ctx: AuthDeps, request: FastifyRequest): Promise<AuthUser> {
  const [scheme, token] = (header(request, Headers.authorization) ?? '').split(' ');
  const sessionToken = header(request, Headers.sessionToken);
  if (scheme?.toLowerCase() !== 'bearer' || !token || !sessionToken)
    throw new SessionExpiredError();

  const claims = await ctx.verify(token).catch(() => {
    throw new SessionExpiredError();
  });
  if (!claims.sid) throw new SessionExpiredError(); // a service token is not a user session

  const row = await ctx.findSession(claims.sid);
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
    throw new SessionExpiredError();

  await touchSession(ctx.db, row.session);
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

/** Builds the preHandler; answers 401 `{…, error:'Session expired'}` on any failure. */
export function createAuthenticate(
  ctx: Pick<AppContext, 'db' | 'signer'>,
): preHandlerAsyncHookHandler {
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
  };
  return async (request) => {
    request.user = await resolveUser(deps, request);
    checkXsrf(request);
  };
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
