/**
 * The MAITRI single window (spec §2 /MaitriLogin, §7 AuthenticateMaitriUser). MAITRI opens the
 * portal with an HS256 JWT signed with the secret both sides share (MAITRI_SECRET): `iss` 'maitri',
 * `sub` the MaitriUserId, `exp`, and the identifiers ServiceID, ApplicationID, TrackID and
 * ServiceAppID as claims. The identifiers in the query must equal the claims, so a valid token
 * cannot be replayed with other ids. Every token must carry a `jti`; the sign-in records it
 * (services/maitri/used-tokens.ts) so a token works once. The sandbox launcher (/dev/maitri) signs
 * with the same code.
 */
import { SignJWT, errors, jwtVerify } from 'jose';
import type { JWTPayload } from 'jose';
import { eq } from 'drizzle-orm';
import { MAITRI_ID_FIELDS, MAITRI_ISSUER } from '../../../../src/domain/maitri.ts';
import type { MaitriIdField } from '../../../../src/domain/maitri.ts';
import type { MaitriLoginRequest } from '../../../../src/domain/contract/account.ts';
import { users } from '../../db/schema.ts';
import type { Db } from '../../db/types.ts';
import type { UserRow } from '../../auth/sessions.ts';

/** Lifetime of the tokens the sandbox launcher signs (a real MAITRI sets its own). */
export const SANDBOX_TOKEN_TTL_SECONDS = 5 * 60;
/** Allowed clock difference between MAITRI and the portal. */
export const CLOCK_TOLERANCE_SECONDS = 30;

/** Why a single-window sign-in was refused; the text is what the page shows. */
export const maitriMessages = {
  invalid: 'The single-window token is not valid. Start again from the MAITRI portal.',
  expired: 'The single-window token has expired. Start again from the MAITRI portal.',
  mismatch: (field: string) =>
    `The single-window details do not match the token (${field}). Start again from the MAITRI portal.`,
  unknownUser: 'This MAITRI user is not linked to a portal account. Contact the helpdesk.',
  inactive: 'The portal account linked to this MAITRI user is not active. Contact the helpdesk.',
  used: 'This single-window link has already been used. Start again from the MAITRI portal.',
} as const;

const secretKey = (secret: string) => new TextEncoder().encode(secret);

/** Longest `jti` accepted (the column's length); MAITRI's ids are far shorter. */
const MAX_JTI_LENGTH = 200;

/** An accepted token's single-use id and expiry, which the sign-in records. */
export interface AcceptedMaitriToken {
  jti: string;
  expiresAt: Date;
}

export type MaitriVerification =
  ({ ok: true } & AcceptedMaitriToken) | { ok: false; message: string };

/**
 * Checks signature, issuer, expiry, subject, a `jti` and that every identifier equals its claim.
 * Whether the `jti` was used before is checked by the sign-in, in its transaction. The request
 * audit passes `acceptExpired`: the browser sends the sign-in's token with every request of the
 * session, long after its `exp`, and only needs to know that MAITRI signed it.
 */
export async function verifyMaitriToken(
  secret: string,
  request: MaitriLoginRequest,
  options: { acceptExpired?: boolean } = {},
): Promise<MaitriVerification> {
  let claims: JWTPayload;
  try {
    ({ payload: claims } = await jwtVerify(request.Token, secretKey(secret), {
      issuer: MAITRI_ISSUER,
      algorithms: ['HS256'],
      requiredClaims: ['exp', 'sub', 'jti'],
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
    }));
  } catch (error) {
    const expired = error instanceof errors.JWTExpired;
    // jose checks `exp` after the signature, the issuer and the required claims.
    if (!(expired && error.claim === 'exp' && options.acceptExpired))
      return { ok: false, message: expired ? maitriMessages.expired : maitriMessages.invalid };
    claims = error.payload;
  }
  // Without a usable jti the token could not be made single-use, so it is not accepted.
  const { jti, exp } = claims;
  if (!jti || jti.length > MAX_JTI_LENGTH || exp === undefined)
    return { ok: false, message: maitriMessages.invalid };
  if (claims.sub !== request.MaitriUserId)
    return { ok: false, message: maitriMessages.mismatch('MaitriUserId') };
  for (const field of MAITRI_ID_FIELDS) {
    const claim = claims[field];
    const claimed = typeof claim === 'string' || typeof claim === 'number' ? String(claim) : '';
    if (claimed !== (request[field] ?? ''))
      return { ok: false, message: maitriMessages.mismatch(field) };
  }
  return { ok: true, jti, expiresAt: new Date(exp * 1000) };
}

/** What the sandbox launcher puts into a token. */
export interface MaitriTokenClaims {
  maitriUserId: string;
  ids: Partial<Record<MaitriIdField, string>>;
  /** Seconds from now; negative for an already expired token (sandbox refusal tests). */
  ttlSeconds?: number;
}

/** Signs a MAITRI token as the single window would (sandbox launcher and tests). */
export function signMaitriToken(secret: string, c: MaitriTokenClaims): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const ttl = c.ttlSeconds ?? SANDBOX_TOKEN_TTL_SECONDS;
  const ids = Object.fromEntries(Object.entries(c.ids).filter(([, v]) => v));
  return new SignJWT(ids)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(MAITRI_ISSUER)
    .setSubject(c.maitriUserId)
    .setIssuedAt(Math.min(now, now + ttl - 60))
    .setExpirationTime(now + ttl)
    .setJti(crypto.randomUUID())
    .sign(secretKey(secret));
}

/** The portal account linked to a MAITRI user id, or undefined. */
export async function findMaitriUser(db: Db, maitriUserId: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.maitriUserId, maitriUserId));
  return user;
}
