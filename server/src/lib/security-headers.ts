/**
 * Security headers via @fastify/helmet. The CSP allows only our own origin; inline styles are
 * allowed because MUI/emotion injects <style> tags at run time. No external hosts.
 * Scripts only from our origin, with no `eval`-like code generation: the browser's JSON Schema
 * validators are precompiled at build time (build/validators), so nothing compiles a schema in
 * the page. Plugins and frames only from blob:
 * URLs, which only our own pages create: the upload preview shows a PDF in an <object> (Chromium's
 * PDF viewer is a plugin that loads its document in a frame).
 *
 * The headers are the same on every response, so helmet runs once, at start, on a throwaway app:
 * @fastify/helmet would build helmet's middleware again for every request (parsing the CSP each
 * time), which was 12 % of the CPU of a cached dashboard request and of the empty route.
 */
import fastifyHelmet from '@fastify/helmet';
import type { FastifyHelmetOptions } from '@fastify/helmet';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';

/** Headers of the probe response that fastify sets itself, not helmet. */
const FASTIFY_OWN = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);

function helmetOptions(config: Config): FastifyHelmetOptions {
  const https = config.publicUrl.startsWith('https://');
  return {
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
  };
}

/** The headers helmet sets with these options, read off one response of a throwaway app. */
async function securityHeaders(config: Config): Promise<[string, string][]> {
  const probe = Fastify();
  try {
    await probe.register(fastifyHelmet, helmetOptions(config));
    probe.get('/', async () => '');
    const res = await probe.inject({ url: '/' });
    return Object.entries(res.headers)
      .filter(([name, value]) => !FASTIFY_OWN.has(name) && typeof value === 'string')
      .map(([name, value]) => [name, String(value)]);
  } finally {
    await probe.close();
  }
}

export async function registerSecurityHeaders(app: FastifyInstance, config: Config) {
  const headers = await securityHeaders(config);
  // Set on the raw response at the start, where helmet sets them, so route handlers can override.
  app.addHook('onRequest', async (_request, reply) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
  });
}
