/**
 * Serves the built SPA from STATIC_DIR with a history fallback: a GET that matches no route and
 * accepts HTML gets index.html, so /PlotService survives a reload. API paths never fall back: an
 * unknown API path answers a 404 envelope. Without a build, HTML requests get a hint instead.
 *
 * The build is pre-compressed (build/precompress.ts): a `.br` or `.gz` beside a file is
 * sent to a browser that accepts it. Vite's fingerprinted assets are cached for a year; everything
 * else (index.html, config.json, the favicon) is revalidated on every use by its ETag and
 * Last-Modified, so a new build or an edited config.json is seen at once. index.html goes with a
 * `Link` header naming the code of the page its address opens (lib/spa-preloads.ts).
 */
import { existsSync, readdirSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config/config.ts';
import { hasOverlongSegment } from '../lib/address-length.ts';
import { answerNoSuchAddress } from '../lib/error-handler.ts';
import { spaPreloads } from '../lib/spa-preloads.ts';

const API_PREFIXES = [
  '/api/',
  '/Account/',
  '/ManageProfile/',
  '/PaymentGateWay/',
  '/connect/',
  '/.well-known/',
  '/openapi.json',
];

export const NOT_BUILT_MESSAGE =
  'The portal has not been built yet. Run `npm run build`, then restart the server ' +
  '(or use `npm run dev` during development). The API is running.';

function wantsSpaPage(request: FastifyRequest): boolean {
  const url = request.url.split('?')[0] ?? '';
  const lower = url.toLowerCase();
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (API_PREFIXES.some((p) => lower.startsWith(p.toLowerCase()))) return false;
  if (path.extname(url) !== '') return false; // a missing asset, not a page
  return (request.headers.accept ?? '').includes('text/html');
}

export async function registerSpa(app: FastifyInstance, config: Config) {
  const indexFile = path.join(config.staticDir, 'index.html');
  const built = existsSync(indexFile);
  const assetsDir = path.join(config.staticDir, 'assets') + path.sep;

  if (built) {
    const preloads = spaPreloads(config.staticDir);
    const setHeaders = (reply: FastifyReply, filePath: string) => {
      const immutable = filePath.startsWith(assetsDir);
      reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      // index.html as it is or its pre-compressed copy (index.html.br, index.html.gz).
      if (filePath.replace(/\.(br|gz)$/, '') === indexFile) {
        const link = preloads(reply.request.url.split('?')[0] ?? '/');
        if (link) reply.header('Link', link);
      }
    };
    await app.register(fastifyStatic, {
      root: config.staticDir,
      preCompressed: true,
      // The build's own files (dist/.vite/manifest.json names the source files) are not sent.
      dotfiles: 'ignore',
      setHeaders,
    });
    registerAssets(app, assetsDir);
  } else {
    app.get('/', { schema: { hide: true } }, async (_request, reply) =>
      reply.type('text/plain; charset=utf-8').send(NOT_BUILT_MESSAGE),
    );
  }

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    if (!wantsSpaPage(request) || hasOverlongSegment(request.url))
      return answerNoSuchAddress(request, reply);
    if (!built) return reply.code(404).type('text/plain; charset=utf-8').send(NOT_BUILT_MESSAGE);
    reply.header('Cache-Control', 'no-cache');
    return reply.sendFile('index.html');
  });
}

/**
 * The fingerprinted assets by name, from a listing of their folder: the catch-all static route
 * reads every folder on a path (readdir, to refuse differently-cased aliases) on each request,
 * which made sending a page's ~80 files the slowest part of a first visit. A name is one path
 * segment exactly as listed, so no alias or `..` gets through. A name not listed is looked for
 * once more (a build while the server runs adds files) before it is a 404.
 */
function registerAssets(app: FastifyInstance, assetsDir: string) {
  let names = new Set(existsSync(assetsDir) ? readdirSync(assetsDir) : []);
  app.get<{ Params: { file: string } }>(
    '/assets/:file',
    { schema: { hide: true } },
    async (request, reply) => {
      const { file } = request.params;
      if (!names.has(file)) names = new Set(await readdir(assetsDir).catch(() => []));
      if (!names.has(file)) return reply.callNotFound();
      return reply.sendFile(file, assetsDir);
    },
  );
}
