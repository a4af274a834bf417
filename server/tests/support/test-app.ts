/**
 * Builds the real app on a fresh copy of the test database (see test-db.ts), with helpers to sign
 * in as the seeded demo accounts. Use one per test file:
 *
 *   const t = await createTestApp();  afterAll(() => t.close());
 *   const investor = await t.login('investor@demo.test');
 *   await t.app.inject({ method: 'GET', url: '/…', headers: investor.headers });
 */
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../../src/app.ts';
import type { BuildAppOptions } from '../../src/app.ts';
import { loadConfig } from '../../src/config/config.ts';
import type { Config } from '../../src/config/config.ts';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { DEMO_ACCOUNTS } from '../../src/seed/demo.ts';
import { openTestDatabase, TEST_PASSWORD } from './test-db.ts';

export { DEMO_ACCOUNTS, TEST_PASSWORD };

export const TEST_PUBLIC_URL = 'http://portal.test';
const SPA_FIXTURE = fileURLToPath(new URL('../fixtures/spa', import.meta.url));

export interface LoggedIn {
  userId: number;
  accessToken: string;
  refreshToken: string;
  sessionToken: string;
  /** The headers of spec §7 an authenticated request carries. */
  headers: Record<string, string>;
}

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  /** Another app on the same database with other settings (cheaper than a new database). */
  appWith(env: Record<string, string>): Promise<FastifyInstance>;
  /** Signs in through POST /Account/AuthenticateInvestorUser; throws if that fails. */
  login(email: string, password?: string): Promise<LoggedIn>;
  close(): Promise<void>;
}

let addressCounter = 0;
/** Each login helper call comes from its own address, so IP lockouts never leak between tests. */
export function nextAddress(): string {
  addressCounter += 1;
  return `10.${process.pid % 250}.${Math.floor(addressCounter / 250)}.${addressCounter % 250}`;
}

function testConfig(env: Record<string, string>): Config {
  return loadConfig({
    UPLOAD_DIR: inject('testUploadDir'),
    NODE_ENV: 'test',
    PUBLIC_URL: TEST_PUBLIC_URL,
    STATIC_DIR: SPA_FIXTURE,
    DEMO_PASSWORD: TEST_PASSWORD,
    LOGIN_FAILURE_DELAY_MS: '0',
    LOG_LEVEL: 'silent',
    ...env,
  });
}

export async function createTestApp(
  env: Record<string, string> = {},
  options: Pick<BuildAppOptions, 'onRoute'> = {},
): Promise<TestApp> {
  const database = await openTestDatabase();
  const config = testConfig(env);
  const app = await buildApp({ db: database.db, config, ...options });
  await app.ready();

  async function appWith(more: Record<string, string>): Promise<FastifyInstance> {
    const other = await buildApp({ db: database.db, config: testConfig({ ...env, ...more }) });
    await other.ready();
    return other;
  }

  async function login(email: string, password = TEST_PASSWORD): Promise<LoggedIn> {
    const res = await app.inject({
      method: 'POST',
      url: '/Account/AuthenticateInvestorUser',
      payload: { Email: email, Password: password },
      remoteAddress: nextAddress(),
    });
    const body = res.json();
    if (!body.IsSuccess) throw new Error(`login ${email} failed: ${body.Message}`);
    const d = body.Data;
    return {
      userId: d.UserId,
      accessToken: d.access_token,
      refreshToken: d.refresh_token,
      sessionToken: d.SessionToken,
      headers: {
        authorization: `Bearer ${d.access_token}`,
        sessiontoken: d.SessionToken,
        userid: String(d.UserId),
      },
    };
  }

  return {
    app,
    database,
    config,
    appWith,
    login,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
