/** The MAITRI single-window sign-in (spec §7 POST /Account/AuthenticateMaitriUser). */
import type { MaitriLoginData, MaitriLoginRequest } from '@/domain/contract/account';
import { api } from './client';

/** Signs in with MAITRI's token; a refusal is IsSuccess false with the reason, never a redirect. */
export function authenticateMaitriUser(body: MaitriLoginRequest) {
  return api.post<MaitriLoginData | null>('/Account/AuthenticateMaitriUser', {
    body,
    sessionRedirect: false,
  });
}
