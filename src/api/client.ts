/**
 * The API client (spec §7) and the only module that calls ofetch. It adds the headers every
 * request carries, reads the {IsSuccess, Message, Data} envelope, and sends an expired session to
 * /sessionexpired with a full page load so no screen has to handle that case itself.
 */
import { ofetch } from 'ofetch';
import { SETTINGS } from '@/config/settings';
import { paths } from '@/config/paths';
import { browser } from '@/lib/browser';
import { Headers as H, SESSION_EXPIRED, type ApiResponse } from '@/domain/api';
import { SessionKeys, getItem, getMaitriData } from '@/lib/session-items';
import { localizeEnvelope, serverTextsFor } from './messages';
import { ApiError, isEnvelope, isSessionExpired, readCookie } from './response';
import { ensureFreshToken } from './token-refresh';

export { ApiError } from './response';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Options of one request. */
export interface RequestOptions {
  query?: Record<string, string | number | boolean | null | undefined>;
  body?: unknown;
  headers?: Record<string, string>;
  /** Sent as the UserId header instead of the stored one. */
  userId?: string | number;
  signal?: AbortSignal;
  /** Which runtime base address to use (spec §7): the application API or the master API. */
  base?: 'api' | 'master';
  /** False for sign-in calls, where a 401 means bad credentials rather than an expired session. */
  sessionRedirect?: boolean;
  /** The request outlives the page (sent as the tab is hidden or closed). */
  keepalive?: boolean;
}

const isRawBody = (body: unknown) =>
  body instanceof FormData || body instanceof URLSearchParams || body instanceof Blob;

/** The headers of spec §7 for one request. */
export function buildHeaders(method: Method, options: RequestOptions = {}): Record<string, string> {
  const headers: Record<string, string> = {};
  const hasBody = options.body !== undefined;
  // JSON by default; a FormData or form body sets its own type, and an empty POST must not claim
  // JSON (the server rejects an empty JSON body).
  if ((method === 'GET' || hasBody) && !isRawBody(options.body)) {
    headers['Content-Type'] = 'application/json';
  }
  const userId = options.userId ?? getItem(SessionKeys.userId);
  if (userId !== null && userId !== '') headers[H.userId] = String(userId);
  const accessToken = getItem(SessionKeys.accessToken);
  if (accessToken) headers[H.authorization] = `Bearer ${accessToken}`;
  const sessionToken = getItem(SessionKeys.sessionToken);
  if (sessionToken) headers[H.sessionToken] = sessionToken;
  const maitri = getMaitriData();
  if (maitri) {
    const values = [maitri.Token, maitri.ServiceID, maitri.ApplicationID, maitri.TrackID];
    values.push(maitri.ServiceAppID, maitri.MaitriUserId);
    H.maitri.forEach((name, i) => {
      if (values[i] !== undefined && values[i] !== null) headers[name] = String(values[i]);
    });
  }
  // The anti-forgery header goes with the requests the server checks it on, those that change
  // something (server/src/auth/xsrf.ts), as Angular's XSRF interceptor does: reading
  // document.cookie is a synchronous call to the browser, which a page's first GETs would wait on.
  if (method !== 'GET') {
    const xsrf = readCookie('XSRF-TOKEN');
    if (xsrf) headers[H.xsrf] = xsrf;
  }
  return { ...headers, ...options.headers };
}

/** Full page load to /sessionexpired (spec §7), unless already there. */
export function redirectToSessionExpired(): void {
  if (window.location.pathname.toLowerCase() !== paths.sessionExpired.path) {
    browser.assign(paths.sessionExpired.getHref());
  }
}

async function send<T>(method: Method, path: string, options: RequestOptions, blob: boolean) {
  await ensureFreshToken();
  try {
    const response = await ofetch.raw(path, {
      method,
      baseURL:
        (options.base === 'master' ? SETTINGS.MASTERAPIBASEURL : SETTINGS.APIBASEURL) || undefined,
      query: options.query,
      body: options.body as BodyInit | Record<string, unknown> | undefined,
      headers: buildHeaders(method, options),
      signal: options.signal,
      keepalive: options.keepalive,
      responseType: blob ? 'blob' : undefined,
      retry: 0,
      timeout: 0, // spec §9: no request timeout
      ignoreResponseError: true,
    });
    const body: unknown = response._data;
    if (options.sessionRedirect !== false && isSessionExpired(response.status, body)) {
      redirectToSessionExpired();
      throw new ApiError(SESSION_EXPIRED, 401, body);
    }
    return { status: response.status, ok: response.ok, body: body as T };
  } catch (error) {
    if (error instanceof ApiError) throw error;
    const cause = (error as { cause?: { name?: string } }).cause;
    if ((error as Error).name === 'AbortError' || cause?.name === 'AbortError') {
      console.info('Request canceled');
      throw new ApiError('Request canceled', null, undefined, true);
    }
    console.error(`${method} ${path} failed`, error);
    throw new ApiError('Network error', null, undefined);
  }
}

/**
 * Sends a request and returns the envelope, its Message (and field errors) in the user's
 * language when the server gave their codes; an answer without one is wrapped when it is 2xx.
 */
export async function request<T = unknown>(
  method: Method,
  path: string,
  options: RequestOptions = {},
): Promise<ApiResponse<T>> {
  const { status, ok, body } = await send<unknown>(method, path, options, false);
  if (isEnvelope<T>(body)) {
    await serverTextsFor(body);
    return localizeEnvelope(body);
  }
  if (ok) return { IsSuccess: true, Message: '', Data: body as T };
  console.error(`${method} ${path} answered ${status}`, body);
  throw new ApiError(`HTTP ${status}`, status, body);
}

/** Downloads a file as a Blob (spec §7 blob download). */
export async function download(path: string, options: RequestOptions = {}): Promise<Blob> {
  const { status, ok, body } = await send<Blob>('GET', path, options, true);
  if (!ok) throw new ApiError(`HTTP ${status}`, status, body);
  return body;
}

/** get / post / put / delete / download over `request`. */
export const api = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, options),
  post: <T>(path: string, options?: RequestOptions) => request<T>('POST', path, options),
  put: <T>(path: string, options?: RequestOptions) => request<T>('PUT', path, options),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
  download,
};
