/**
 * Signing and verifying the JWTs this server issues: access tokens (users and services), ID tokens
 * for oidc-client-ts, and the grievance hand-off token. All RS256 with the `kid` of the key.
 */
import { SignJWT, jwtVerify } from 'jose';
import type { JWTPayload } from 'jose';
import { setBounded } from '../db/read-cache.ts';
import type { KeyStore } from './keys.ts';
import { SIGNING_ALG } from './keys.ts';
import {
  ACCESS_TOKEN_AUDIENCE,
  ACCESS_TOKEN_TTL_SECONDS,
  HANDOFF_TOKEN_AUDIENCE,
  HANDOFF_TOKEN_TTL_SECONDS,
  ID_TOKEN_TTL_SECONDS,
  SERVICE_TOKEN_TTL_SECONDS,
} from './policy.ts';

export interface TokenSigner {
  keys: KeyStore;
  issuer: string;
}

async function sign(
  { keys, issuer }: TokenSigner,
  claims: JWTPayload,
  subject: string,
  audience: string,
  ttlSeconds: number,
  now = Math.floor(Date.now() / 1000),
): Promise<string> {
  const key = await keys.getSigningKey();
  return new SignJWT(claims)
    .setProtectedHeader({ alg: SIGNING_ALG, kid: key.kid, typ: 'JWT' })
    .setIssuer(issuer)
    .setSubject(subject)
    .setAudience(audience)
    .setIssuedAt(now)
    .setExpirationTime(now + ttlSeconds)
    .setJti(crypto.randomUUID())
    .sign(key.privateKey);
}

export interface UserAccessClaims {
  userId: number;
  sessionId: string;
  role: number;
  scope: string;
  clientId: string;
}

/** Access token of a signed-in user. `issuedAt` (epoch seconds) exists for expiry tests. */
export function signUserAccessToken(
  signer: TokenSigner,
  c: UserAccessClaims,
  issuedAt?: number,
): Promise<string> {
  const claims = { sid: c.sessionId, role: c.role, scope: c.scope, client_id: c.clientId };
  return sign(
    signer,
    claims,
    String(c.userId),
    ACCESS_TOKEN_AUDIENCE,
    ACCESS_TOKEN_TTL_SECONDS,
    issuedAt,
  );
}

/** Access token of a service (client_credentials): no user, no session. */
export function signServiceAccessToken(
  signer: TokenSigner,
  c: { clientId: string; scope: string; tenant: string },
): Promise<string> {
  const claims = { scope: c.scope, client_id: c.clientId, tenant: c.tenant };
  return sign(
    signer,
    claims,
    `client:${c.clientId}`,
    ACCESS_TOKEN_AUDIENCE,
    SERVICE_TOKEN_TTL_SECONDS,
  );
}

export interface IdTokenClaims {
  userId: number;
  clientId: string;
  sessionId: string;
  authTime: number;
  email: string;
  name: string;
  role: number;
  departmentRights: string;
}

/**
 * ID token for oidc-client-ts: its `User.profile` is this token's payload (UserType,
 * DepartmentRights). It names the session (`sid`) but never carries a bearer secret such as the
 * SessionToken: ID tokens are shown, logged and passed around (id_token_hint) as identity facts.
 */
export function signIdToken(signer: TokenSigner, c: IdTokenClaims): Promise<string> {
  const claims = {
    auth_time: c.authTime,
    sid: c.sessionId,
    email: c.email,
    name: c.name,
    role: c.role,
    user_id: c.userId,
    user_type: c.role,
    department_rights: c.departmentRights,
  };
  return sign(signer, claims, String(c.userId), c.clientId, ID_TOKEN_TTL_SECONDS);
}

/** Short-lived token the grievance-management system accepts for a hand-off (spec §7). */
export function signHandoffToken(
  signer: TokenSigner,
  c: { userId: number; email: string; name: string; role: number },
): Promise<string> {
  const claims = { email: c.email, name: c.name, role: c.role };
  return sign(signer, claims, String(c.userId), HANDOFF_TOKEN_AUDIENCE, HANDOFF_TOKEN_TTL_SECONDS);
}

export interface AccessTokenPayload extends JWTPayload {
  sub: string;
  sid?: string;
  role?: number;
  scope?: string;
  client_id?: string;
}

/** Verifies signature, issuer, audience and expiry; throws on any failure. */
export async function verifyAccessToken(
  signer: TokenSigner,
  token: string,
  audience: string = ACCESS_TOKEN_AUDIENCE,
): Promise<AccessTokenPayload> {
  const { payload } = await jwtVerify(
    token,
    async (header) => {
      const key = await signer.keys.getVerificationKey(header.kid);
      if (!key) throw new Error('unknown signing key');
      return key;
    },
    { issuer: signer.issuer, audience, algorithms: [SIGNING_ALG] },
  );
  if (typeof payload.sub !== 'string') throw new Error('token has no subject');
  return payload as AccessTokenPayload;
}

/**
 * verifyAccessToken that remembers the tokens it has verified until they expire: the RSA check is
 * the dearest step of an authenticated request, and a token's signature, issuer and audience
 * cannot change. Everything that can (the session, the user) is still checked on every request.
 */
export function cachedAccessTokenVerifier(signer: TokenSigner, maxEntries = 10_000) {
  const verified = new Map<string, AccessTokenPayload>();
  return async (token: string): Promise<AccessTokenPayload> => {
    const hit = verified.get(token);
    if (hit && (hit.exp ?? 0) * 1000 > Date.now()) return hit;
    verified.delete(token);
    const claims = await verifyAccessToken(signer, token);
    if (claims.exp !== undefined) setBounded(verified, token, claims, maxEntries);
    return claims;
  };
}
