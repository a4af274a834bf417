/**
 * The real app listening on 127.0.0.1, for tests that run a real client over HTTP. Its issuer
 * (PUBLIC_URL) must be the address the client talks to, so a free port is found first.
 */
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config/config.ts';
import type { Db } from '../../src/db/types.ts';

export interface ListeningApp {
  app: FastifyInstance;
  origin: string;
}

export async function listenOnFreePort(db: Db): Promise<ListeningApp> {
  const probe = await buildApp({ db, config: loadConfig({ LOG_LEVEL: 'silent' }) });
  await probe.listen({ port: 0, host: '127.0.0.1' });
  const { port } = probe.server.address() as AddressInfo;
  await probe.close();
  const origin = `http://127.0.0.1:${port}`;
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    PUBLIC_URL: origin,
    LOGIN_FAILURE_DELAY_MS: '0',
  });
  const app = await buildApp({ db, config });
  await app.listen({ port, host: '127.0.0.1' });
  return { app, origin };
}
