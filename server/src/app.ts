/**
 * Builds the Fastify app: plugins, validation, error handling, routes, the SPA. Listening is
 * index.ts's job, so tests drive the same app through `app.inject()`.
 */
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import fastifyMultipart from '@fastify/multipart';
import Fastify from 'fastify';
import type { FastifyError, FastifyInstance, RouteOptions } from 'fastify';
import { confirmBeforeAnswer, createAuthenticate } from './auth/authenticate.ts';
import { createKeyStore } from './auth/keys.ts';
import { ensureXsrfCookie } from './auth/xsrf.ts';
import type { Config } from './config/config.ts';
import type { AppContext } from './routes/context.ts';
import type { Db } from './db/types.ts';
import { MAX_PATH_SEGMENT_LENGTH } from './lib/address-length.ts';
import { applySchemaBodyLimit } from './lib/body-limit.ts';
import { envelopeErrorHandler } from './lib/error-handler.ts';
import { registerInputGuard } from './lib/input-guard.ts';
import { registerOpenApi } from './lib/openapi.ts';
import { registerSecurityHeaders } from './lib/security-headers.ts';
import { createStorage } from './lib/storage.ts';
import type { FileStorage } from './lib/storage.ts';
import { sharedSerializerFactory } from './lib/serialization.ts';
import { createValidatorCompiler, validationErrorFormatter } from './lib/validation.ts';
import { registerIntegrationAudit } from './services/maitri/request-audit.ts';
import { accountRoutes } from './routes/identity/account.ts';
import { applicationRoutes } from './routes/applications.ts';
import { devOutboxRoutes } from './routes/sandboxes/outbox.ts';
import { feedbackRoutes } from './routes/feedback.ts';
import { grievanceSandboxRoutes } from './routes/sandboxes/grievance.ts';
import { helpRoutes } from './routes/help.ts';
import { maitriRoutes } from './routes/identity/maitri-sign-in.ts';
import { maitriSandboxRoutes } from './routes/sandboxes/maitri.ts';
import { notificationRoutes } from './routes/notifications.ts';
import { healthRoutes } from './routes/health.ts';
import { identityRoutes } from './routes/identity/discovery.ts';
import { plotRoutes } from './routes/plots.ts';
import { plotRegistrationRoutes } from './routes/plot-registrations.ts';
import { scrutinyRoutes } from './routes/scrutiny.ts';
import { profileRoutes } from './routes/identity/profile.ts';
import { profileEditRoutes } from './routes/identity/profile-edit.ts';
import { profileOtpRoutes } from './routes/identity/profile-otp.ts';
import { userRoutes } from './routes/identity/users.ts';
import { rateRoutes } from './routes/rates.ts';
import { paymentRoutes } from './routes/payments/signed-in.ts';
import { paymentSandboxRoutes } from './routes/sandboxes/gateway.ts';
import { registerSpa } from './routes/spa.ts';
import { tokenRoutes } from './routes/identity/token.ts';
import { uploadRoutes } from './routes/uploads.ts';
import { getCatalog } from './services/forms/catalog.ts';
import type { Catalog } from './services/forms/catalog.ts';
import { paymentCheckoutRoutes } from './routes/payments/checkout.ts';
import type { PaymentGateway } from './services/payments/gateway.ts';
import { isHmacRedirect } from './services/payments/gateway-hmac.ts';
import { isSandbox } from './services/payments/gateway-sandbox.ts';
import { createPaymentGateway } from './services/payments/gateways.ts';

export interface BuildAppOptions {
  db: Db;
  config: Config;
  /** The service catalogue; the repository's, loaded once per process, by default. */
  catalog?: Catalog;
  /** File storage; the configured one (config.uploadStorage) by default. */
  storage?: FileStorage;
  /** Told of every route as it is registered (the trust suite covers each one). */
  onRoute?: (route: RouteOptions) => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The payment gateway PG_PROVIDER names; index.ts's re-check job uses it too. */
    paymentGateway: PaymentGateway;
  }
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { db, config } = options;
  const app = Fastify({
    logger: { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: MAX_PATH_SEGMENT_LENGTH },
    // A malformed or over-long address answers the envelope too, not Fastify's own body.
    frameworkErrors: envelopeErrorHandler,
    schemaErrorFormatter: validationErrorFormatter,
    schemaController: { compilersFactory: { buildSerializer: sharedSerializerFactory() } },
  });
  app.setValidatorCompiler(createValidatorCompiler());
  // An error answered to a request whose session was not confirmed yet confirms it first.
  app.setErrorHandler(async (error: FastifyError, request, reply) =>
    envelopeErrorHandler(await confirmBeforeAnswer(request, error), request, reply),
  );
  // Before any route: bodies limited to what their schema can hold; unstorable text refused.
  app.addHook('onRoute', (route) => {
    applySchemaBodyLimit(route);
    options.onRoute?.(route);
  });
  registerInputGuard(app);
  app.decorateRequest('user', null);
  app.decorateRequest('unconfirmedSession', null);

  const keys = createKeyStore(db);
  await keys.getSigningKey(); // created on first start; fails fast when the database is unusable
  const base = { db, config, keys, signer: { keys, issuer: config.publicUrl } };
  const { authenticate, deferred } = createAuthenticate(base);
  const ctx: AppContext = {
    ...base,
    authenticate,
    authenticateDeferred: deferred,
    catalog: options.catalog ?? getCatalog(),
    storage: options.storage ?? createStorage(config, db),
  };

  // Every HTML page hands the SPA its XSRF-TOKEN cookie. Added before @fastify/cookie so that
  // this onSend hook runs before the cookie plugin's own onSend, which writes Set-Cookie.
  app.addHook('onSend', async (request, reply, payload) => {
    if (String(reply.getHeader('content-type') ?? '').startsWith('text/html'))
      ensureXsrfCookie(request, reply, config);
    return payload;
  });
  await app.register(fastifyCookie);
  await app.register(fastifyFormbody);
  // Only the upload route reads multipart bodies; its own limits come from the slot's rule.
  await app.register(fastifyMultipart);
  await registerSecurityHeaders(app, config);
  await registerOpenApi(app, config);
  // Single-window headers (spec §7) that MAITRI signed, of a signed-in user, are recorded in
  // integration_requests.
  registerIntegrationAudit(app, { db, config });

  await app.register(identityRoutes, ctx);
  await app.register(tokenRoutes, ctx);
  await app.register(accountRoutes, ctx);
  await app.register(profileRoutes, ctx);
  await app.register(profileEditRoutes, ctx);
  await app.register(profileOtpRoutes, ctx);
  await app.register(userRoutes, ctx);
  await app.register(plotRoutes, ctx);
  await app.register(plotRegistrationRoutes, ctx);
  await app.register(applicationRoutes, ctx);
  await app.register(scrutinyRoutes, ctx);
  await app.register(uploadRoutes, ctx);
  await app.register(rateRoutes, ctx);
  await app.register(healthRoutes, ctx);
  await app.register(maitriRoutes, ctx);
  await app.register(helpRoutes, ctx);
  await app.register(feedbackRoutes, ctx);
  await app.register(notificationRoutes, ctx);
  if (config.devOutbox) await app.register(devOutboxRoutes, ctx);
  if (config.devSandboxes) {
    await app.register(maitriSandboxRoutes, ctx);
    await app.register(grievanceSandboxRoutes, ctx);
  }
  // One gateway per app, shared by the routes and the re-check job.
  const gateway = createPaymentGateway(config, db);
  app.decorate('paymentGateway', gateway);
  await app.register(paymentRoutes, { ...ctx, gateway });
  // Each gateway brings its browser-facing page (config.ts refuses the sandbox in production).
  if (isSandbox(gateway)) await app.register(paymentSandboxRoutes, { ...ctx, gateway });
  if (isHmacRedirect(gateway)) await app.register(paymentCheckoutRoutes, { ...ctx, gateway });
  await registerSpa(app, config);
  return app;
}
