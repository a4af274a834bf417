/**
 * Anti-forgery, double-submit (spec §9: cookie XSRF-TOKEN, header X-XSRF-TOKEN). The server sets a
 * random XSRF-TOKEN cookie (readable by the SPA's scripts, SameSite=Strict); a mutating request that
 * carries cookies must echo it in X-XSRF-TOKEN. Another site can make the browser send our cookies
 * but cannot read them, so it cannot echo the value.
 *
 * The API authenticates with the Authorization header, which browsers never add on their own, so
 * this is defence in depth. It is checked in the authentication preHandler, i.e. on authenticated
 * routes only: the token endpoint, login, forgot-password and reset-password carry no ambient
 * credentials, so a forged request to them gains an attacker nothing they could not do directly.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config/config.ts';
import { ApiError } from '../lib/errors.ts';
import { randomToken, safeEqual } from '../lib/secrets.ts';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Sets the XSRF-TOKEN cookie unless the browser already has one (keeps tabs in agreement). */
export function ensureXsrfCookie(request: FastifyRequest, reply: FastifyReply, config: Config) {
  if (request.cookies[XSRF_COOKIE]) return;
  reply.setCookie(XSRF_COOKIE, randomToken(), {
    path: '/',
    sameSite: 'strict',
    httpOnly: false, // the SPA must read it to echo it
    secure: config.publicUrl.startsWith('https://'),
  });
}

/** Throws 403 when a mutating request with cookies lacks a matching X-XSRF-TOKEN header. */
export function checkXsrf(request: FastifyRequest): void {
  if (SAFE_METHODS.has(request.method) || !request.headers.cookie) return;
  const cookie = request.cookies[XSRF_COOKIE];
  const header = request.headers[XSRF_HEADER];
  if (!cookie || typeof header !== 'string' || !safeEqual(cookie, header))
    throw new ApiError(403, 'Invalid or missing XSRF token. Reload the page and try again.');
}
