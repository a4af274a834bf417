/** Helpers for reading answers: the envelope check, the expired-session rule and ApiError. */
import { SESSION_EXPIRED, type ApiResponse } from '@/domain/api';

/** A request that produced no usable answer: network failure, cancel, or a non-envelope error. */
export class ApiError extends Error {
  constructor(
    message: string,
    /** HTTP status, or null when no response arrived. */
    readonly status: number | null,
    readonly body: unknown,
    /** True when the caller aborted the request. */
    readonly canceled = false,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** True for a body that follows the {IsSuccess, Message, Data} convention. */
export function isEnvelope<T>(body: unknown): body is ApiResponse<T> {
  return (
    typeof body === 'object' &&
    body !== null &&
    typeof (body as ApiResponse).IsSuccess === 'boolean'
  );
}

/** Throws the server's Message when an answer is not a success (for a try/catch that shows it). */
export function ensureSuccess(res: Pick<ApiResponse, 'IsSuccess' | 'Message'>): void {
  if (!res.IsSuccess) throw new Error(res.Message);
}

/** Spec §7: status 401, or a body whose error field is 'Session expired'. */
export function isSessionExpired(status: number, body: unknown): boolean {
  const error =
    typeof body === 'object' && body !== null ? (body as { error?: unknown }).error : null;
  return status === 401 || error === SESSION_EXPIRED;
}

/** A cookie's value, or null (used for the XSRF-TOKEN double-submit cookie). */
export function readCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}
