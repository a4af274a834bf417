/** Account calls of spec §7: sign-in, ending the live session, and the grievance hand-off token. */
import type { HandoffToken, LanguageBody, LoginBody, LoginData } from '@/domain/contract/account';
import type { Language } from '@/domain/i18n/languages';
import { api } from './client';

/** Signs in; a 401 here means bad credentials, so it must not redirect to /sessionexpired. */
export function authenticateInvestorUser(credentials: LoginBody) {
  return api.post<LoginData | null>('/Account/AuthenticateInvestorUser', {
    body: credentials,
    sessionRedirect: false,
  });
}

/** Ends the live session on the server; an already-dead session is fine during logout. */
export function logOutLiveSession(userId: string | number) {
  return api.post<null>('/Account/LogOutLiveSession', {
    query: { UserId: userId },
    sessionRedirect: false,
  });
}

/** A short-lived token for the grievance-management hand-off, and where to send it. */
export function generateToken(userId: string | number) {
  return api.post<HandoffToken>('/Account/GenerateToken', { query: { userId } });
}

/** Remembers the signed-in user's language on their profile (later sign-ins answer it). */
export function saveLanguage(language: Language) {
  // keepalive: a reload or a link followed right after the switch must not cancel the save.
  return api.put<LanguageBody>('/api/account/language', {
    body: { Language: language },
    keepalive: true,
  });
}
