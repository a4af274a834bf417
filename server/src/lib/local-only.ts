/**
 * The developer sandboxes (outbox, MAITRI, grievance, payment gateway) hand out reset links, sign
 * in as anyone and mark fees paid: they answer only a client on this machine. A request is local
 * when its connection comes from a loopback address and no proxy relayed it (a reverse proxy on
 * this machine would otherwise make every client look local).
 */
import { isIP } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from './errors.ts';

export const REMOTE_SANDBOX_REFUSED =
  'The developer sandboxes answer only on the machine the portal runs on.';

const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip'] as const;

/** True for 127.0.0.0/8, ::1 and the IPv4-mapped form of 127.0.0.0/8. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  if (isIP(v4) === 4) return v4.startsWith('127.');
  return address === '::1' || address === '0:0:0:0:0:0:0:1';
}

/** True for a listen address that only this machine can reach. */
export function isLoopbackHost(host: string): boolean {
  return host === 'localhost' || isLoopbackAddress(host);
}

export function isLocalRequest(request: FastifyRequest): boolean {
  if (FORWARDING_HEADERS.some((name) => request.headers[name] !== undefined)) return false;
  return isLoopbackAddress(request.socket.remoteAddress);
}

/** Adds a hook to the plugin's routes that answers 403 to any client not on this machine. */
export function localClientsOnly(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (!isLocalRequest(request)) {
      request.log.warn(
        { ip: request.socket.remoteAddress, url: request.url },
        'remote sandbox call',
      );
      throw new ApiError(403, REMOTE_SANDBOX_REFUSED);
    }
  });
}
