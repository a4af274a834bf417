/** The response convention of every API call (spec §7). */
export interface ApiResponse<T = unknown> {
  IsSuccess: boolean;
  Message: string;
  Data: T;
  /** The Message's stable code (src/domain/contract/messages.ts), when it has one. */
  Code?: string;
  /** Values of the Message's variable parts (a field's name, a limit). */
  Params?: Record<string, string | number>;
}

/** Names of the request headers of spec §7. */
export const Headers = {
  userId: 'UserId',
  sessionToken: 'SessionToken',
  authorization: 'Authorization',
  xsrf: 'X-XSRF-TOKEN',
  maitri: ['mToken', 'mServiceID', 'mApplicationID', 'mTrackID', 'mServiceAppID', 'MAITRIUserID'],
} as const;

/** The body an expired or revoked session answers with, besides status 401. */
export const SESSION_EXPIRED = 'Session expired';
