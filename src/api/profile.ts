/** Profile calls of spec §7 used by the portal shell. */
import type { UserAndCompanyInfo } from '@/domain/profile';
import { api } from './client';

/** The caller's account record and company (spec §3 userData and companyInfo). */
export function getUserAndCompanyInfo(userId: string | number) {
  return api.get<UserAndCompanyInfo>('/ManageProfile/GetUserAndCompanyInfobyUserId', {
    query: { UserId: userId },
  });
}

/** E-mails a password-reset link; an unknown address answers IsSuccess false with a Message. */
export function generateForgotPasswordLink(contactEmail: string) {
  return api.post<null>('/ManageProfile/GenerateForgotPasswordLink', {
    body: { ContactEmail: contactEmail },
    sessionRedirect: false,
  });
}

/** Sets a new password with the token from the reset link. */
export function resetPassword(token: string, newPassword: string) {
  return api.post<null>('/ManageProfile/ResetPassword', {
    body: { Token: token, NewPassword: newPassword },
    sessionRedirect: false,
  });
}
