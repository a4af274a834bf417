/** Starts a session for an authenticated user and issues its tokens (password grant and Account API). */
import type { Db } from '../db/types.ts';
import type { TokenSigner } from './tokens.ts';
import { ACCESS_TOKEN_TTL_SECONDS } from './policy.ts';
import { createSession } from './sessions.ts';
import type { UserRow } from './sessions.ts';
import { signIdToken, signUserAccessToken } from './tokens.ts';

export interface IssuedTokens {
  accessToken: string;
  refreshToken: string;
  sessionToken: string;
  sessionId: string;
  expiresIn: number;
  /** Only when the scope includes `openid`. */
  idToken?: string;
}

export interface SessionRequest {
  clientId: string;
  scope: string;
  ip?: string;
  userAgent?: string;
}

export async function startSession(
  ctx: { db: Db; signer: TokenSigner },
  user: UserRow,
  req: SessionRequest,
): Promise<IssuedTokens> {
  const session = await ctx.db.transaction((tx) =>
    createSession(tx, { userId: user.userId, ...req }),
  );
  const accessToken = await signUserAccessToken(ctx.signer, {
    userId: user.userId,
    sessionId: session.sessionId,
    role: user.roleId,
    scope: req.scope,
    clientId: req.clientId,
  });
  // oidc-client-ts builds User.profile from the ID token (UserType, DepartmentRights). Refreshes
  // return no ID token, so the client keeps this profile (OIDC Core §12.2 makes it optional).
  const idToken = req.scope.split(' ').includes('openid')
    ? await signIdToken(ctx.signer, {
        userId: user.userId,
        clientId: req.clientId,
        sessionId: session.sessionId,
        authTime: Math.floor(session.createdAt.getTime() / 1000),
        email: user.email,
        name: user.userName,
        role: user.roleId,
        departmentRights: user.departmentRights,
      })
    : undefined;
  return {
    accessToken,
    refreshToken: session.refreshToken,
    sessionToken: session.sessionToken,
    sessionId: session.sessionId,
    expiresIn: ACCESS_TOKEN_TTL_SECONDS,
    idToken,
  };
}
