/**
 * Security headers via @fastify/helmet. The CSP allows only our own origin; inline styles are
 * allowed because MUI/emotion injects <style> tags at run time. No external hosts.
 * Scripts only from our origin, with no `eval`-like code generation: the browser's JSON Schema
 * validators are precompiled at build time (scripts/validators), so nothing compiles a schema in
 * the page. Plugins and frames only from blob:
 * URLs, which only our own pages create: the upload preview shows a PDF in an <object> (Chromium's
 * PDF viewer is a plugin that loads its document in a frame).
 */
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';

export async function registerSecurityHeaders(app: FastifyInstance, config: Config) {
  const https = config.publicUrl.startsWith('https://');
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ['blob:'],
        frameSrc: ['blob:'],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        // Upgrading only makes sense when the site itself is served over https.
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: https ? { maxAge: 31536000, includeSubDomains: true } : false,
  });
}
