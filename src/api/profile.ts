/** Profile calls of spec §7: reading and editing the profile, OTP changes, password reset. */
import type { CompanyName, OtpCheckResult } from '@/domain/contract/profile-edit';
import type { OtpSent } from '@/domain/otp';
import type { CompanyInfo, UserAndCompanyInfo } from '@/domain/contract/profile';
import type { FieldErrors } from '@/domain/contract/schema';
import { api } from './client';

export type { FieldErrors } from '@/domain/contract/schema';

/** What an OTP request answers: the code sent, or (throttled) when to ask again. */
type OtpRequestAnswer = OtpSent | { RetryAfter?: number } | null;

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

/** The account's company name (spec §7); PlotId, when given, must be one of the account's plots. */
export function getCompanyName(userId: string | number, plotId?: string) {
  return api.get<CompanyName>('/ManageProfile/GetCompanyName', {
    query: { UserId: userId, PlotId: plotId },
  });
}

/** Saves the first company name of an investor's account. */
export function saveCompanyName(userId: string | number, companyName: string) {
  return api.post<null>('/ManageProfile/SaveCompanyName', {
    query: { userId },
    body: { CompanyName: companyName },
  });
}

/** Changes the company name of an investor's account. */
export function changeCompanyName(userId: string | number, companyName: string) {
  return api.put<null>('/ManageProfile/ChangeCompanyName', {
    query: { userId },
    body: { CompanyName: companyName },
  });
}

/** The fields UpdateUserProfile accepts: the user's name and the company details. */
export type ProfileChanges = Partial<
  Record<'UserName' | keyof Omit<CompanyInfo, 'UserName' | 'CompanyName'>, string>
>;

/** Saves the user's name and company details; answers the refreshed profile. */
export function updateUserProfile(userId: string | number, changes: ProfileChanges) {
  return api.post<UserAndCompanyInfo | FieldErrors | null>('/ManageProfile/UpdateUserProfile', {
    query: { userId },
    body: changes,
  });
}

/** Changes the caller's password; the current one is required. */
export function updatePassword(currentPassword: string, newPassword: string) {
  return api.post<FieldErrors | null>('/ManageProfile/UpdatePassWord', {
    body: { CurrentPassword: currentPassword, NewPassword: newPassword },
  });
}

/** Sends (or re-sends) a one-time password to a new e-mail address. */
export function generateChangeEmailOtp(userId: string | number, email: string) {
  return api.post<OtpRequestAnswer>('/ManageProfile/GenerateChangeEmailOTP', {
    query: { UserID: userId },
    body: { Email: email },
  });
}

/** Checks the e-mail OTP and changes the address. */
export function verifyChangeEmailOtp(userId: string | number, email: string, otp: string) {
  return api.post<OtpCheckResult>('/ManageProfile/VerifyChangeEmailOTP', {
    query: { UserID: userId },
    body: { Email: email, OTP: otp },
  });
}

/** Sends (or re-sends) a one-time password to a new mobile number. */
export function generateMobileOtp(userId: string | number, mobileNo: string) {
  return api.post<OtpRequestAnswer>('/ManageProfile/GenerateMobileOTP', {
    query: { UserID: userId },
    body: { MobileNo: mobileNo },
  });
}

/** Checks the mobile OTP and changes the number. */
export function verifyMobileOtp(userId: string | number, mobileNo: string, otp: string) {
  return api.post<OtpCheckResult>('/ManageProfile/OTPVerificationFromMobile', {
    query: { UserID: userId },
    body: { MobileNo: mobileNo, OTP: otp },
  });
}
