import { createLocalJWKSet, decodeJwt, decodeProtectedHeader, jwtVerify } from 'jose';
import type { JSONWebKeySet } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  DEMO_ACCOUNTS,
  TEST_PASSWORD,
  TEST_PUBLIC_URL,
} from './support/test-app.ts';
import type { TestApp } from './support/test-app.ts';
import { passwordParams, tokenRequest } from './support/token-request.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const investor = DEMO_ACCOUNTS.investor.email;

async function jwks() {
  const res = await t.app.inject({ method: 'GET', url: '/.well-known/jwks.json' });
  return createLocalJWKSet(res.json() as JSONWebKeySet);
}

describe('discovery and keys', () => {
  it('serves the OpenID configuration oidc-client-ts reads', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/.well-known/openid-configuration' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.issuer).toBe(TEST_PUBLIC_URL);
    expect(doc.token_endpoint).toBe(`${TEST_PUBLIC_URL}/connect/token`);
    expect(doc.jwks_uri).toBe(`${TEST_PUBLIC_URL}/.well-known/jwks.json`);
    expect(doc.grant_types_supported).toEqual(['password', 'refresh_token', 'client_credentials']);
  });

  it('publishes RS256 public keys with a kid and no private parts', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/.well-known/jwks.json' });
    const { keys } = res.json();
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(keys[0].kid).toEqual(expect.any(String));
    expect(keys[0]).not.toHaveProperty('d');
    expect(keys[0]).not.toHaveProperty('p');
  });
});

describe('password grant', () => {
  it('issues tokens in the shape oidc-client-ts and the portal expect', async () => {
    const res = await tokenRequest(t.app, passwordParams(investor, TEST_PASSWORD));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body).toMatchObject({
      token_type: 'Bearer',
      expires_in: 900,
      scope: 'openid offline_access',
      user_type: 1,
      department_rights: '',
    });
    expect(body.refresh_token).toEqual(expect.any(String));
    expect(body.session_token).toEqual(expect.any(String));

    const keys = await jwks();
    const access = await jwtVerify(body.access_token, keys, {
      issuer: TEST_PUBLIC_URL,
      audience: 'portal-api',
    });
    expect(decodeProtectedHeader(body.access_token).kid).toEqual(expect.any(String));
    expect(access.payload).toMatchObject({ sub: String(body.user_id), role: 1 });
    expect(access.payload.sid).toEqual(expect.any(String));
    expect(access.payload.exp! - access.payload.iat!).toBe(900);

    // oidc-client-ts turns the ID token into User.profile: the SPA reads these claims from it.
    const id = await jwtVerify(body.id_token, keys, {
      issuer: TEST_PUBLIC_URL,
      audience: 'portal',
    });
    expect(id.payload).toMatchObject({
      sub: String(body.user_id),
      email: investor,
      user_type: 1,
      department_rights: '',
      sid: access.payload.sid,
    });
    expect(id.payload).not.toHaveProperty('session_token'); // no bearer secret in an ID token
  });

  it('gives the transaction user its department rights', async () => {
    const res = await tokenRequest(
      t.app,
      passwordParams(DEMO_ACCOUNTS.txuser.email, TEST_PASSWORD),
    );
    expect(res.json()).toMatchObject({ user_type: 3, department_rights: '0,2' });
  });

  it('accepts the e-mail in any case', async () => {
    const res = await tokenRequest(t.app, passwordParams(investor.toUpperCase(), TEST_PASSWORD));
    expect(res.statusCode).toBe(200);
  });

  it('omits the ID token when openid is not requested', async () => {
    const res = await tokenRequest(
      t.app,
      passwordParams(investor, TEST_PASSWORD, { scope: 'offline_access' }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).not.toHaveProperty('id_token');
  });

  it('answers invalid_grant for a wrong password', async () => {
    const res = await tokenRequest(t.app, passwordParams(investor, 'Wrong@12345'));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'invalid_grant',
      error_description: 'Invalid username or password',
    });
  });

  it('answers the same invalid_grant for an unknown user', async () => {
    const res = await tokenRequest(t.app, passwordParams('nobody@demo.test', TEST_PASSWORD));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'invalid_grant',
      error_description: 'Invalid username or password',
    });
  });

  it('refuses a wrong or missing tenant', async () => {
    const wrong = await tokenRequest(
      t.app,
      passwordParams(investor, TEST_PASSWORD, { tenant: 'other' }),
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ error: 'invalid_request', error_description: 'Unknown tenant' });

    const { tenant: _omit, ...noTenant } = passwordParams(investor, TEST_PASSWORD);
    const missing = await tokenRequest(t.app, noTenant);
    expect(missing.json()).toEqual({
      error: 'invalid_request',
      error_description: 'tenant is required',
    });
  });

  it('refuses unknown clients, grants, scopes and parameters', async () => {
    const client = await tokenRequest(
      t.app,
      passwordParams(investor, TEST_PASSWORD, { client_id: 'evil' }),
    );
    expect(client.statusCode).toBe(401);
    expect(client.json().error).toBe('invalid_client');

    const grant = await tokenRequest(t.app, {
      grant_type: 'authorization_code',
      client_id: 'portal',
    });
    expect(grant.json().error).toBe('unsupported_grant_type');

    const scope = await tokenRequest(
      t.app,
      passwordParams(investor, TEST_PASSWORD, { scope: 'openid admin' }),
    );
    expect(scope.json()).toEqual({
      error: 'invalid_scope',
      error_description: "Scope 'admin' is not allowed",
    });

    const extra = await tokenRequest(
      t.app,
      passwordParams(investor, TEST_PASSWORD, { is_admin: 'true' }),
    );
    expect(extra.statusCode).toBe(400);
    expect(extra.json()).toEqual({
      error: 'invalid_request',
      error_description: "Unknown field 'is_admin' is not allowed",
    });
  });

  it('refuses a JSON body with invalid_request', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/connect/token',
      payload: passwordParams(investor, TEST_PASSWORD),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('invalid_request');
  });
});

describe('refresh_token grant', () => {
  async function signIn() {
    return (await tokenRequest(t.app, passwordParams(investor, TEST_PASSWORD))).json();
  }
  const refresh = (token: string) =>
    tokenRequest(t.app, {
      grant_type: 'refresh_token',
      refresh_token: token,
      client_id: 'portal',
      scope: 'openid offline_access',
    });

  it('rotates: a new access and refresh token, same session', async () => {
    const first = await signIn();
    const res = await refresh(first.refresh_token);
    expect(res.statusCode).toBe(200);
    const next = res.json();
    expect(next.refresh_token).not.toBe(first.refresh_token);
    expect(next.access_token).not.toBe(first.access_token);
    expect(next).not.toHaveProperty('id_token'); // the client keeps the profile it has
    expect(decodeJwt(next.access_token).sid).toBe(decodeJwt(first.access_token).sid);

    // The new access token works with the original SessionToken.
    const profile = await t.app.inject({
      method: 'GET',
      url: `/ManageProfile/GetUserAndCompanyInfobyUserId?UserId=${first.user_id}`,
      headers: { authorization: `Bearer ${next.access_token}`, sessiontoken: first.session_token },
    });
    expect(profile.statusCode).toBe(200);
  });

  it('detects reuse of a spent refresh token and revokes the session', async () => {
    const first = await signIn();
    const second = (await refresh(first.refresh_token)).json();

    const reuse = await refresh(first.refresh_token);
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().error).toBe('invalid_grant');

    // The whole family is dead: the newest refresh token and the session's access tokens too.
    expect((await refresh(second.refresh_token)).json().error).toBe('invalid_grant');
    const profile = await t.app.inject({
      method: 'GET',
      url: `/ManageProfile/GetUserAndCompanyInfobyUserId?UserId=${first.user_id}`,
      headers: {
        authorization: `Bearer ${second.access_token}`,
        sessiontoken: first.session_token,
      },
    });
    expect(profile.statusCode).toBe(401);
  });

  it('refuses an unknown refresh token and a wider scope', async () => {
    expect((await refresh('not-a-token')).json().error).toBe('invalid_grant');
    const first = await signIn();
    const wider = await tokenRequest(t.app, {
      grant_type: 'refresh_token',
      refresh_token: first.refresh_token,
      client_id: 'portal',
      scope: 'openid offline_access portal-api email',
    });
    expect(wider.json().error).toBe('invalid_scope');
  });
});

describe('client_credentials grant', () => {
  it('issues a service token for the right secret (post or Basic)', async () => {
    const res = await tokenRequest(t.app, {
      grant_type: 'client_credentials',
      client_id: 'portal',
      client_secret: t.config.clientSecret,
      scope: 'service-api',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ token_type: 'Bearer', scope: 'service-api', expires_in: 900 });
    expect(body).not.toHaveProperty('refresh_token');
    const { payload } = await jwtVerify(body.access_token, await jwks(), {
      audience: 'portal-api',
    });
    expect(payload).toMatchObject({ sub: 'client:portal', scope: 'service-api', tenant: 'midc' });

    const basic = Buffer.from(`portal:${t.config.clientSecret}`).toString('base64');
    const viaBasic = await tokenRequest(
      t.app,
      { grant_type: 'client_credentials', scope: 'service-api' },
      { headers: { authorization: `Basic ${basic}` } },
    );
    expect(viaBasic.statusCode).toBe(200);
  });

  it('answers invalid_client (401) for a wrong or missing secret', async () => {
    for (const secret of ['wrong', '']) {
      const res = await tokenRequest(t.app, {
        grant_type: 'client_credentials',
        client_id: 'portal',
        client_secret: secret,
        scope: 'service-api',
      });
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toBe('invalid_client');
    }
  });

  it('does not let a service token act as a user session', async () => {
    const body = (
      await tokenRequest(t.app, {
        grant_type: 'client_credentials',
        client_id: 'portal',
        client_secret: t.config.clientSecret,
      })
    ).json();
    const res = await t.app.inject({
      method: 'GET',
      url: '/ManageProfile/GetUserAndCompanyInfobyUserId?UserId=1',
      headers: { authorization: `Bearer ${body.access_token}`, sessiontoken: 'x' },
    });
    expect(res.statusCode).toBe(401);
  });
});
