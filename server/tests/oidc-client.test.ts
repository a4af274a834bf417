/**
 * The SPA signs in with oidc-client-ts (ARCHITECTURE.md): run the real library against the real
 * server, over HTTP, to prove the discovery document and token answers fit what it expects.
 */
import { InMemoryWebStorage, UserManager, WebStorageStateStore } from 'oidc-client-ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client.ts';
import { DEMO_ACCOUNTS } from '../src/seed/demo.ts';
import type { FastifyInstance } from 'fastify';
import { listenOnFreePort } from './support/listening-app.ts';
import { openTestDatabase, TEST_PASSWORD } from './support/test-db.ts';

let app: FastifyInstance;
let database: DatabaseHandle;
let origin: string;

beforeAll(async () => {
  database = await openTestDatabase();
  ({ app, origin } = await listenOnFreePort(database.db));
});
afterAll(async () => {
  await app.close();
  await database.close();
});

function userManager() {
  const store = new InMemoryWebStorage();
  return new UserManager({
    authority: origin,
    client_id: 'portal',
    redirect_uri: `${origin}/`,
    scope: 'openid offline_access',
    extraTokenParams: { tenant: 'midc' },
    userStore: new WebStorageStateStore({ store }),
    stateStore: new WebStorageStateStore({ store }),
    automaticSilentRenew: false,
    monitorSession: false,
  });
}

describe('oidc-client-ts against this server', () => {
  it('signs in with signinResourceOwnerCredentials and exposes the portal claims', async () => {
    const um = userManager();
    const user = await um.signinResourceOwnerCredentials({
      username: DEMO_ACCOUNTS.txuser.email,
      password: TEST_PASSWORD,
    });
    expect(user.access_token).toEqual(expect.any(String));
    expect(user.refresh_token).toEqual(expect.any(String));
    expect(user.expired).toBe(false);
    expect(user.profile).toMatchObject({
      sub: expect.any(String),
      user_type: 3,
      department_rights: '0,2',
      sid: expect.any(String),
    });
    // A bearer secret has no place in the profile (the ID token): the SessionToken comes with
    // the token answer, and the SPA takes it from AuthenticateInvestorUser.
    expect(user.profile).not.toHaveProperty('session_token');

    // signinSilent uses the refresh token when there is one.
    const renewed = await um.signinSilent();
    expect(renewed?.access_token).not.toBe(user.access_token);
    expect(renewed?.refresh_token).not.toBe(user.refresh_token);
    expect(renewed?.profile.sid).toBe(user.profile.sid);

    // Logout with the library's own revocation (RFC 7009): the refresh token is then refused.
    await um.revokeTokens(['refresh_token']);
    const refresh = await fetch(`${origin}/connect/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        client_id: 'portal',
        refresh_token: renewed!.refresh_token!,
      }),
    });
    expect(refresh.status).toBe(400);
    expect(await refresh.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('surfaces the OAuth error for wrong credentials', async () => {
    await expect(
      userManager().signinResourceOwnerCredentials({
        username: DEMO_ACCOUNTS.investor.email,
        password: 'Wrong@12345',
      }),
    ).rejects.toMatchObject({ error: 'invalid_grant' });
  });
});
