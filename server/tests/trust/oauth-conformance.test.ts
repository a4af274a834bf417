/**
 * OAuth 2.0 / OpenID Connect conformance, judged by a certified relying-party library
 * (openid-client 6) talking to the real server over HTTP on 127.0.0.1: discovery (both documents),
 * the password grant, refresh, client authentication, unknown grants, the ID token's claims and
 * token revocation (RFC 7009) followed by the API's refusal of the revoked session — also by a
 * second server process with its own connections where the database allows one (PostgreSQL).
 */
import * as oidc from 'openid-client';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config/config.ts';
import { fromPool } from '../../src/db/client.ts';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { DEMO_ACCOUNTS } from '../../src/seed/demo.ts';
import type { ListeningApp } from '../support/listening-app.ts';
import { listenOnFreePort } from '../support/listening-app.ts';
import { openTestDatabase, TEST_PASSWORD } from '../support/test-db.ts';

let database: DatabaseHandle;
let server: ListeningApp;

beforeAll(async () => {
  database = await openTestDatabase();
  server = await listenOnFreePort(database.db);
});
afterAll(async () => {
  await server.app.close();
  await database.close();
});

const discover = (auth: oidc.ClientAuth = oidc.None(), algorithm?: 'oidc' | 'oauth2') =>
  oidc.discovery(new URL(server.origin), 'portal', undefined, auth, {
    execute: [oidc.allowInsecureRequests],
    ...(algorithm ? { algorithm } : {}),
  });

const passwordGrant = (config: oidc.Configuration, email: string = DEMO_ACCOUNTS.investor.email) =>
  oidc.genericGrantRequest(config, 'password', {
    username: email,
    password: TEST_PASSWORD,
    tenant: 'midc',
    scope: 'openid offline_access',
  });

/**
 * The OAuth error a refused call answered, as `{status, error}`. openid-client reports a 401 with
 * a WWW-Authenticate challenge (HTTP Basic was used) as the challenge, with the body unread.
 */
async function refusal(call: Promise<unknown>): Promise<{ status: number; error: string }> {
  const failure = await call.then(
    () => {
      throw new Error('the call was not refused');
    },
    (error: unknown) => error,
  );
  if (failure instanceof oidc.WWWAuthenticateChallengeError) {
    const body = (await failure.response.json()) as { error: string };
    return { status: failure.status, error: body.error };
  }
  if (failure instanceof oidc.ResponseBodyError)
    return { status: failure.status, error: failure.error };
  throw failure;
}

/** GET the caller's profile as the SPA would; answers the HTTP status. */
async function profileStatus(origin: string, tokens: { access_token: string }, session: string) {
  const { sub } = JSON.parse(
    Buffer.from(tokens.access_token.split('.')[1]!, 'base64url').toString(),
  ) as { sub: string };
  const res = await fetch(`${origin}/ManageProfile/GetUserAndCompanyInfobyUserId?UserId=${sub}`, {
    headers: { Authorization: `Bearer ${tokens.access_token}`, SessionToken: session, UserId: sub },
  });
  return res.status;
}

describe('openid-client against the real server', () => {
  it('discovers the server through both documents, OpenID Connect and RFC 8414', async () => {
    for (const algorithm of ['oidc', 'oauth2'] as const) {
      const metadata = (await discover(oidc.None(), algorithm)).serverMetadata();
      expect(metadata).toMatchObject({
        issuer: server.origin,
        token_endpoint: `${server.origin}/connect/token`,
        revocation_endpoint: `${server.origin}/connect/revocation`,
        jwks_uri: `${server.origin}/.well-known/jwks.json`,
      });
      expect(metadata.grant_types_supported).toEqual([
        'password',
        'refresh_token',
        'client_credentials',
      ]);
      expect(metadata.claims_supported).not.toContain('session_token');
    }
  });

  it('signs in with the password grant; the ID token names the session but carries no secret', async () => {
    const config = await discover();
    const tokens = await passwordGrant(config, DEMO_ACCOUNTS.txuser.email);
    expect(tokens.token_type).toBe('bearer');
    expect(tokens.refresh_token).toEqual(expect.any(String));
    const claims = tokens.claims();
    expect(claims).toMatchObject({
      iss: server.origin,
      aud: 'portal',
      sub: expect.any(String),
      sid: expect.any(String),
      user_type: 3,
      department_rights: '0,2',
    });
    expect(claims).not.toHaveProperty('session_token');
    expect(JSON.stringify(claims)).not.toContain(String(tokens.session_token));
    expect(await profileStatus(server.origin, tokens, String(tokens.session_token))).toBe(200);
  });

  it('refreshes: a new access token that the API accepts, and the spent refresh token is refused', async () => {
    const config = await discover();
    const first = await passwordGrant(config);
    const renewed = await oidc.refreshTokenGrant(config, first.refresh_token!);
    expect(renewed.access_token).not.toBe(first.access_token);
    expect(renewed.refresh_token).not.toBe(first.refresh_token);
    expect(await profileStatus(server.origin, renewed, String(first.session_token))).toBe(200);
    // Reuse of a spent refresh token means it was copied: the whole session ends.
    await expect(oidc.refreshTokenGrant(config, first.refresh_token!)).rejects.toMatchObject({
      error: 'invalid_grant',
    });
    expect(await profileStatus(server.origin, renewed, String(first.session_token))).toBe(401);
  });

  it('refuses a wrong client secret with 401 invalid_client, in the body or as HTTP Basic', async () => {
    for (const auth of [oidc.ClientSecretPost('wrong-secret'), oidc.ClientSecretBasic('wrong')]) {
      const config = await discover(auth);
      expect(await refusal(passwordGrant(config))).toEqual({
        status: 401,
        error: 'invalid_client',
      });
      expect(await refusal(oidc.clientCredentialsGrant(config, { scope: 'service-api' }))).toEqual({
        status: 401,
        error: 'invalid_client',
      });
    }
    // The right secret is accepted (the client may authenticate although it need not).
    const config = await discover(oidc.ClientSecretPost(loadConfig({}).clientSecret));
    expect((await passwordGrant(config)).access_token).toEqual(expect.any(String));
  });

  it('answers unsupported_grant_type for a grant it does not know, whatever it carries', async () => {
    const config = await discover();
    for (const [grant, parameters] of [
      ['urn:ietf:params:oauth:grant-type:device_code', { device_code: 'abc' }],
      ['authorization_code', { code: 'abc', redirect_uri: `${server.origin}/` }],
      ['urn:ietf:params:oauth:grant-type:jwt-bearer', { assertion: 'a.b.c' }],
    ] as const) {
      await expect(oidc.genericGrantRequest(config, grant, parameters)).rejects.toMatchObject({
        error: 'unsupported_grant_type',
        status: 400,
      });
    }
  });

  it('revokes a refresh token (RFC 7009): the session ends, its access token is refused', async () => {
    const config = await discover();
    const tokens = await passwordGrant(config);
    const session = String(tokens.session_token);
    expect(await profileStatus(server.origin, tokens, session)).toBe(200);
    await oidc.tokenRevocation(config, tokens.refresh_token!, { token_type_hint: 'refresh_token' });
    expect(await profileStatus(server.origin, tokens, session)).toBe(401);
    await expect(oidc.refreshTokenGrant(config, tokens.refresh_token!)).rejects.toMatchObject({
      error: 'invalid_grant',
    });
    // Revoking again, or a token the server never issued, is answered like any revocation.
    await oidc.tokenRevocation(config, tokens.refresh_token!);
    await oidc.tokenRevocation(config, 'never-issued');
  });

  it('revokes an access token: its session ends with it', async () => {
    const config = await discover();
    const tokens = await passwordGrant(config);
    await oidc.tokenRevocation(config, tokens.access_token, { token_type_hint: 'access_token' });
    expect(await profileStatus(server.origin, tokens, String(tokens.session_token))).toBe(401);
  });

  it('refuses revocation by a client that fails to authenticate', async () => {
    const tokens = await passwordGrant(await discover());
    for (const auth of [oidc.ClientSecretPost('wrong-secret'), oidc.ClientSecretBasic('wrong')]) {
      const config = await discover(auth);
      expect(await refusal(oidc.tokenRevocation(config, tokens.refresh_token!))).toEqual({
        status: 401,
        error: 'invalid_client',
      });
    }
    expect(await profileStatus(server.origin, tokens, String(tokens.session_token))).toBe(200);
  });

  it.runIf(inject('testDatabase').kind === 'postgres')(
    'a revocation through one server process is refused by another at once',
    async () => {
      // A second process: its own app and its own connections to the same database, so it sees
      // the revocation only through the database, like a second API instance behind a balancer.
      if (database.kind !== 'postgres') throw new Error('needs PostgreSQL');
      const pool = new pg.Pool({
        connectionString: (database.pool.options as { connectionString: string }).connectionString,
        max: 2,
      });
      const other = fromPool(pool);
      const second = await buildApp({
        db: other.db,
        config: loadConfig({ LOG_LEVEL: 'silent', PUBLIC_URL: server.origin }),
      });
      await second.listen({ port: 0, host: '127.0.0.1' });
      try {
        const { port } = second.server.address() as { port: number };
        const secondOrigin = `http://127.0.0.1:${port}`;
        const config = await discover();
        const tokens = await passwordGrant(config);
        const session = String(tokens.session_token);
        // The second process has checked (and may remember) the session before the revocation.
        expect(await profileStatus(secondOrigin, tokens, session)).toBe(200);
        await oidc.tokenRevocation(config, tokens.refresh_token!);
        expect(await profileStatus(secondOrigin, tokens, session)).toBe(401);
      } finally {
        await second.close();
        await other.close();
      }
    },
  );
});
