/**
 * The SPA signs in with oidc-client-ts (ARCHITECTURE.md): run the real library against the real
 * server, over HTTP, to prove the discovery document and token answers fit what it expects.
 */
import type { AddressInfo } from 'node:net';
import { InMemoryWebStorage, UserManager, WebStorageStateStore } from 'oidc-client-ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { DatabaseHandle } from '../src/db/client.ts';
import { DEMO_ACCOUNTS } from '../src/db/seed.ts';
import type { FastifyInstance } from 'fastify';
import { openTestDatabase, TEST_PASSWORD } from './support/test-db.ts';

let app: FastifyInstance;
let database: DatabaseHandle;
let origin: string;

beforeAll(async () => {
  database = await openTestDatabase();
  // The issuer must be the address the client really talks to, so listen first on a free port.
  const probe = await buildApp({ db: database.db, config: loadConfig({ LOG_LEVEL: 'silent' }) });
  await probe.listen({ port: 0, host: '127.0.0.1' });
  const { port } = probe.server.address() as AddressInfo;
  await probe.close();
  origin = `http://127.0.0.1:${port}`;
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    PUBLIC_URL: origin,
    LOGIN_FAILURE_DELAY_MS: '0',
  });
  app = await buildApp({ db: database.db, config });
  await app.listen({ port, host: '127.0.0.1' });
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
      session_token: expect.any(String),
    });

    // signinSilent uses the refresh token when there is one.
    const renewed = await um.signinSilent();
    expect(renewed?.access_token).not.toBe(user.access_token);
    expect(renewed?.refresh_token).not.toBe(user.refresh_token);
    expect(renewed?.profile.session_token).toBe(user.profile.session_token);

    const res = await fetch(
      `${origin}/ManageProfile/GetUserAndCompanyInfobyUserId?UserId=${user.profile.sub}`,
      {
        headers: {
          Authorization: `Bearer ${renewed!.access_token}`,
          SessionToken: String(user.profile.session_token),
          UserId: user.profile.sub,
        },
      },
    );
    expect(res.status).toBe(200);
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
