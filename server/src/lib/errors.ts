/** Errors a route may throw; the global error handler turns them into an envelope. */
import { SESSION_EXPIRED } from '../../../src/domain/api.ts';

export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** 401 with the body the browser recognises as an expired session (spec §7). */
export class SessionExpiredError extends ApiError {
  constructor() {
    super(401, SESSION_EXPIRED);
    this.name = 'SessionExpiredError';
  }
}

export const forbidden = (message = 'You are not allowed to do this.') =>
  new ApiError(403, message);
export const notFound = (message = 'Not found') => new ApiError(404, message);
export const badRequest = (message: string, data: unknown = null) =>
  new ApiError(400, message, data);
