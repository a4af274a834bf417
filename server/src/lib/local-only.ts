/**
 * The developer sandboxes (outbox, MAITRI, grievance, payment gateway) hand out reset links, sign
 * in as anyone and mark fees paid: they answer only a client on this machine. A request is local
 * when its connection comes from a loopback address, no proxy relayed it (a reverse proxy on this
 * machine would otherwise make every client look local) and it names this machine as its host (a
 * web page elsewhere could otherwise reach it through a DNS name rebound to 127.0.0.1).
 */
import { isIP } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from './errors.ts';

export const REMOTE_SANDBOX_REFUSED =
  'The developer sandboxes answer only on the machine the portal runs on.';

// Headers that proxies and CDNs add for the client they relay; any of them means "relayed".
const RELAY_HEADERS = [
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-real-ip',
  'via',
  'cf-connecting-ip',
  'true-client-ip',
  'x-client-ip',
  'x-cluster-client-ip',
  'fastly-client-ip',
] as const;

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

/** True for a Host header naming this machine: localhost or a loopback address, any port. */
export function isLoopbackHostHeader(host: string | undefined): boolean {
  if (!host) return false;
  const name = host.startsWith('[')
    ? host.slice(1, host.indexOf(']'))
    : host.replace(/:\d*$/, '').toLowerCase();
  return isLoopbackHost(name);
}

/**
 * Whether a request comes from this machine. `behindProxy` (TRUST_PROXY set): every request
 * arrives through a proxy, so none can be told apart as local.
 */
export function isLocalRequest(request: FastifyRequest, behindProxy: boolean): boolean {
  if (behindProxy) return false;
  if (RELAY_HEADERS.some((name) => request.headers[name] !== undefined)) return false;
  // An absolute-form target (`GET http://host/…`) is what proxies send, never a browser.
  if (!request.raw.url?.startsWith('/')) return false;
  if (!isLoopbackHostHeader(request.headers.host)) return false;
  return isLoopbackAddress(request.socket.remoteAddress);
}

/** Adds a hook to the plugin's routes that answers 403 to any client not on this machine. */
export function localClientsOnly(app: FastifyInstance, behindProxy: boolean): void {
  app.addHook('onRequest', async (request) => {
    if (!isLocalRequest(request, behindProxy)) {
      request.log.warn(
        { ip: request.socket.remoteAddress, host: request.headers.host, url: request.url },
        'remote sandbox call',
      );
      throw new ApiError(403, REMOTE_SANDBOX_REFUSED);
    }
  });
}
