/**
 * Live sessions and their rotating refresh tokens. A session is what LogOutLiveSession ends; every
 * access token names its session (`sid`), so ending the session ends its tokens at once.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { preparedPerDb } from '../db/prepared.ts';
import { refreshTokens, sessions, users } from '../db/schema.ts';
import type { Db } from '../db/types.ts';
import { randomToken, sha256 } from '../lib/secrets.ts';
import {
  SESSION_ABSOLUTE_TTL_MS,
  SESSION_IDLE_TTL_MS,
  SESSION_TOUCH_INTERVAL_MS,
} from './policy.ts';

export type SessionRow = typeof sessions.$inferSelect;
export type UserRow = typeof users.$inferSelect;

export interface NewSession {
  sessionId: string;
  sessionToken: string;
  refreshToken: string;
  createdAt: Date;
}

/** Creates a session and its first refresh token. Run inside a transaction. */
export async function createSession(
  db: Db,
  s: { userId: number; clientId: string; scope: string; ip?: string; userAgent?: string },
): Promise<NewSession> {
  const sessionId = randomUUID();
  const sessionToken = randomToken();
  const createdAt = new Date();
  const expiresAt = new Date(createdAt.getTime() + SESSION_ABSOLUTE_TTL_MS);
  await db.insert(sessions).values({
    sessionId,
    userId: s.userId,
    tokenHash: sha256(sessionToken),
    clientId: s.clientId,
    ipAddress: s.ip?.slice(0, 64),
    userAgent: s.userAgent?.slice(0, 500),
    createdAt,
    lastSeenAt: createdAt,
    expiresAt,
  });
  const refreshToken = await addRefreshToken(db, sessionId, s.scope, expiresAt);
  return { sessionId, sessionToken, refreshToken, createdAt };
}

async function addRefreshToken(db: Db, sessionId: string, scope: string, expiresAt: Date) {
  const token = randomToken();
  await db.insert(refreshTokens).values({
    refreshTokenId: randomUUID(),
    sessionId,
    tokenHash: sha256(token),
    scope,
    expiresAt,
  });
  return token;
}

/** Whether a session may still be used at `now` (not revoked, not past either limit). */
export function isSessionLive(
  session: Pick<SessionRow, 'revokedAt' | 'expiresAt' | 'lastSeenAt'>,
  now = new Date(),
): boolean {
  return (
    session.revokedAt === null &&
    session.expiresAt > now &&
    now.getTime() - session.lastSeenAt.getTime() < SESSION_IDLE_TTL_MS
  );
}

export type RotationResult =
  | { ok: true; session: SessionRow; user: UserRow; refreshToken: string; scope: string }
  | { ok: false; reason: 'unknown' | 'reused' | 'expired' };

/**
 * Spends a refresh token and issues its successor. A token that was already spent means it was
 * copied: the whole session is revoked (refresh-token reuse detection). Run inside a transaction.
 */
export async function rotateRefreshToken(db: Db, presented: string): Promise<RotationResult> {
  const [row] = await db
    .select({ token: refreshTokens, session: sessions, user: users })
    .from(refreshTokens)
    .innerJoin(sessions, eq(sessions.sessionId, refreshTokens.sessionId))
    .innerJoin(users, eq(users.userId, sessions.userId))
    .where(eq(refreshTokens.tokenHash, sha256(presented)))
    .for('update', { of: refreshTokens });
  if (!row) return { ok: false, reason: 'unknown' };
  const { token, session, user } = row;
  if (token.usedAt !== null) {
    await revokeSession(db, session.sessionId, 'refresh token reused');
    return { ok: false, reason: 'reused' };
  }
  const now = new Date();
  if (!isSessionLive(session, now) || token.expiresAt <= now || !user.isActive)
    return { ok: false, reason: 'expired' };
  await db
    .update(refreshTokens)
    .set({ usedAt: now })
    .where(eq(refreshTokens.refreshTokenId, token.refreshTokenId));
  await db
    .update(sessions)
    .set({ lastSeenAt: now })
    .where(eq(sessions.sessionId, session.sessionId));
  const refreshToken = await addRefreshToken(db, session.sessionId, token.scope, session.expiresAt);
  return { ok: true, session, user, refreshToken, scope: token.scope };
}

// This lookup runs on every authenticated request: it reads only what the check needs (on PGlite
// the full session and user rows cost about twice as much).
const checkedSession = {
  sessionId: sessions.sessionId,
  userId: sessions.userId,
  tokenHash: sessions.tokenHash,
  expiresAt: sessions.expiresAt,
  lastSeenAt: sessions.lastSeenAt,
  revokedAt: sessions.revokedAt,
};
const requestUser = {
  userId: users.userId,
  roleId: users.roleId,
  parentUserId: users.parentUserId,
  departmentRights: users.departmentRights,
  email: users.email,
  userName: users.userName,
  isActive: users.isActive,
};

/** What findSessionWithUser reads: any write to these ends its cached answers (db/read-cache.ts). */
export const SESSION_CHECK_TABLES = ['sessions', 'users'] as const;

/**
 * What a request's identity is built from, as one short value (the session's holder and token, the
 * user's role, rights, names and status): a write that starts on an identity this process checked
 * earlier checks in its own statement that the stamp is unchanged (stillLiveSession). The times are
 * left out and compared as times: revokedAt must be null, expiresAt and lastSeenAt within limits.
 */
const identityStamp = sql<string>`md5(row(${sql.join(
  [
    sessions.userId,
    sessions.tokenHash,
    users.roleId,
    users.parentUserId,
    users.departmentRights,
    users.email,
    users.userName,
    users.isActive,
  ],
  sql`, `,
)})::text)`;

export interface SessionWithUser {
  session: Pick<SessionRow, keyof typeof checkedSession>;
  user: Pick<UserRow, keyof typeof requestUser>;
  stamp: string;
}

/** The session with this id together with its user (the columns a request needs), or undefined. */
export async function findSessionWithUser(
  db: Db,
  sessionId: string,
): Promise<SessionWithUser | undefined> {
  const [row] = await sessionWithUser(db).execute({ sessionId });
  return row;
}

const sessionWithUser = preparedPerDb((db) =>
  db
    .select({ session: checkedSession, user: requestUser, stamp: identityStamp })
    .from(sessions)
    .innerJoin(users, eq(users.userId, sessions.userId))
    .where(eq(sessions.sessionId, sql.placeholder('sessionId')))
    .prepare('session_with_user'),
);

/**
 * The condition, for a statement that writes on behalf of a session checked earlier, that the
 * session is still live and its identity still the one checked (its stamp): what a fresh check
 * (auth/authenticate.ts) would accept, evaluated in the same statement as the write.
 */
export function stillLiveSession(sessionId: SQL, stamp: SQL): SQL {
  return sql`exists (select 1 from ${sessions}
    inner join ${users} on ${users.userId} = ${sessions.userId}
    where ${sessions.sessionId} = ${sessionId} and ${identityStamp} = ${stamp}
      and ${sessions.revokedAt} is null and ${sessions.expiresAt} > now()
      and ${sessions.lastSeenAt} > now() - ${sql.raw(`interval '${SESSION_IDLE_TTL_MS / 1000} seconds'`)})`;
}

/** Whether a request now should record the session's activity (touchSession). */
export function touchDue(session: Pick<SessionRow, 'lastSeenAt'>, now = new Date()): boolean {
  return now.getTime() - session.lastSeenAt.getTime() >= SESSION_TOUCH_INTERVAL_MS;
}

/** Records activity, but writes only when the stored time is older than the touch interval. */
export async function touchSession(
  db: Db,
  session: Pick<SessionRow, 'sessionId' | 'lastSeenAt'>,
  now = new Date(),
): Promise<void> {
  if (!touchDue(session, now)) return;
  await db
    .update(sessions)
    .set({ lastSeenAt: now })
    .where(eq(sessions.sessionId, session.sessionId));
}

export async function revokeSession(db: Db, sessionId: string, reason: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(and(eq(sessions.sessionId, sessionId), isNull(sessions.revokedAt)));
}

/** Ends every session of a user, e.g. after a password change. */
export async function revokeUserSessions(db: Db, userId: number, reason: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/** The session a refresh token (spent or not) belongs to, with the client it was issued to. */
export async function findSessionOfRefreshToken(
  db: Db,
  token: string,
): Promise<Pick<SessionRow, 'sessionId' | 'clientId'> | undefined> {
  const [row] = await db
    .select({ sessionId: sessions.sessionId, clientId: sessions.clientId })
    .from(refreshTokens)
    .innerJoin(sessions, eq(sessions.sessionId, refreshTokens.sessionId))
    .where(eq(refreshTokens.tokenHash, sha256(token)));
  return row;
}
