/** The response convention of every API call (spec §7). */
export interface ApiResponse<T = unknown> {
  IsSuccess: boolean;
  Message: string;
  Data: T;
}

/** Data of POST /Account/AuthenticateInvestorUser (spec §3 login response, plus the tokens). */
export interface LoginData {
  UserType: number;
  UserId: number;
  SessionToken: string;
  DepartmentRights: string;
  access_token: string;
  refresh_token: string;
  expires_in: number;
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
