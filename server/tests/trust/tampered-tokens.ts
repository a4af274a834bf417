/**
 * Access tokens that must never open an authenticated route: expired, of a revoked session, with a
 * broken signature, unsigned (`alg: none`), signed by a key the server does not have (another
 * `kid`, and a foreign key under the server's own `kid`), and with claims changed after signing.
 * Each comes with the SessionToken of its (live, unless revoked) session, so only the token is bad.
 */
import { SignJWT, generateKeyPair } from 'jose';
import type { TestApp } from '../support/test-app.ts';
import type { LoggedIn } from '../support/test-app.ts';
import { signUserAccessToken } from '../../src/auth/tokens.ts';
import type { TokenSigner } from '../../src/auth/tokens.ts';

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const parts = (jwt: string) => {
  const [header, payload, signature] = jwt.split('.') as [string, string, string];
  return {
    header: JSON.parse(Buffer.from(header, 'base64url').toString()) as Record<string, unknown>,
    payload: JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>,
    signature,
  };
};

export interface BadToken {
  kind: string;
  headers: Record<string, string>;
}

/** Headers of a request as `session`, with its access token replaced. */
const withToken = (session: LoggedIn, token: string) => ({
  ...session.headers,
  authorization: `Bearer ${token}`,
});

export async function tamperedTokens(
  t: TestApp,
  signer: TokenSigner,
  live: LoggedIn,
  revoked: LoggedIn,
  someoneElse: LoggedIn,
): Promise<BadToken[]> {
  const { header, payload, signature } = parts(live.accessToken);
  const body = live.accessToken.split('.').slice(0, 2).join('.');
  const flipped = (signature[0] === 'A' ? 'B' : 'A') + signature.slice(1);

  const foreign = await generateKeyPair('RS256');
  const signForeign = (kid: string) =>
    new SignJWT(payload)
      .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
      .sign(foreign.privateKey);

  const issued = Math.floor(Date.now() / 1000) - 3600;
  const expired = await signUserAccessToken(
    signer,
    {
      userId: live.userId,
      sessionId: String(payload.sid),
      role: Number(payload.role),
      scope: String(payload.scope),
      clientId: String(payload.client_id),
    },
    issued,
  );
  await t.app.inject({
    method: 'POST',
    url: `/Account/LogOutLiveSession?UserId=${revoked.userId}`,
    headers: revoked.headers,
  });

  return [
    { kind: 'expired', headers: withToken(live, expired) },
    { kind: 'of a revoked session', headers: revoked.headers },
    { kind: 'with a broken signature', headers: withToken(live, `${body}.${flipped}`) },
    {
      kind: 'unsigned (alg none)',
      headers: withToken(live, `${b64({ ...header, alg: 'none' })}.${b64(payload)}.`),
    },
    {
      kind: 'signed with an unknown kid',
      headers: withToken(live, await signForeign('other-kid')),
    },
    {
      kind: "signed with a foreign key under the server's kid",
      headers: withToken(live, await signForeign(String(header.kid))),
    },
    {
      kind: 'with its subject changed',
      headers: {
        ...withToken(
          live,
          `${b64(header)}.${b64({ ...payload, sub: String(someoneElse.userId) })}.${signature}`,
        ),
        userid: String(someoneElse.userId),
      },
    },
    {
      kind: 'with its session changed',
      headers: {
        ...withToken(
          live,
          `${b64(header)}.${b64({ ...payload, sid: parts(someoneElse.accessToken).payload.sid })}.${signature}`,
        ),
        sessiontoken: someoneElse.sessionToken,
      },
    },
    {
      kind: "of another user, sent with this user's SessionToken",
      headers: { ...live.headers, authorization: `Bearer ${someoneElse.accessToken}` },
    },
  ];
}
