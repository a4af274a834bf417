/**
 * Builds the Fastify app: plugins, validation, error handling, routes, the SPA. Listening is
 * index.ts's job, so tests drive the same app through `app.inject()`.
 */
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { createAuthenticate } from './auth/authenticate.ts';
import { createKeyStore } from './auth/keys.ts';
import { ensureXsrfCookie } from './auth/xsrf.ts';
import type { Config } from './config.ts';
import type { AppContext } from './context.ts';
import type { Db } from './db/types.ts';
import { envelopeErrorHandler } from './lib/error-handler.ts';
import { registerOpenApi } from './lib/openapi.ts';
import { registerSecurityHeaders } from './lib/security-headers.ts';
import { createValidatorCompiler } from './lib/validation.ts';
import { accountRoutes } from './routes/account.ts';
import { devOutboxRoutes } from './routes/dev-outbox.ts';
import { healthRoutes } from './routes/health.ts';
import { identityRoutes } from './routes/identity.ts';
import { profileRoutes } from './routes/profile.ts';
import { registerSpa } from './routes/spa.ts';
import { tokenRoutes } from './routes/token.ts';

export interface BuildAppOptions {
  db: Db;
  config: Config;
}

export async function buildApp({ db, config }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
  });
  app.setValidatorCompiler(createValidatorCompiler());
  app.setErrorHandler(envelopeErrorHandler);
  app.decorateRequest('user', null);

  const keys = createKeyStore(db);
  await keys.getSigningKey(); // created on first start; fails fast when the database is unusable
  const base = { db, config, keys, signer: { keys, issuer: config.publicUrl } };
  const ctx: AppContext = { ...base, authenticate: createAuthenticate(base) };

  // Every HTML page hands the SPA its XSRF-TOKEN cookie. Added before @fastify/cookie so that
  // this onSend hook runs before the cookie plugin's own onSend, which writes Set-Cookie.
  app.addHook('onSend', async (request, reply, payload) => {
    if (String(reply.getHeader('content-type') ?? '').startsWith('text/html'))
      ensureXsrfCookie(request, reply, config);
    return payload;
  });
  await app.register(fastifyCookie);
  await app.register(fastifyFormbody);
  await registerSecurityHeaders(app, config);
  await registerOpenApi(app, config);

  await app.register(identityRoutes, ctx);
  await app.register(tokenRoutes, ctx);
  await app.register(accountRoutes, ctx);
  await app.register(profileRoutes, ctx);
  await app.register(healthRoutes, ctx);
  if (config.devOutbox) await app.register(devOutboxRoutes, ctx);
  await registerSpa(app, config);
  return app;
}
