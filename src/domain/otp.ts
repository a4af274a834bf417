/**
 * One-time passwords for changing the e-mail address or mobile number (spec §4, §9) and the
 * messages of spec §8 around them. The server enforces the limits; the browser shows them.
 */

/** Spec §9: an e-mail OTP expires after 420 seconds (7 minutes); mobile codes use the same. */
export const OTP_TTL_SECONDS = 420;
export const OTP_LENGTH = 6;
/** Wrong codes allowed per code before a new one must be requested. */
export const OTP_MAX_ATTEMPTS = 5;
/** Codes that may be re-sent in one window, at least this many seconds apart. */
export const OTP_MAX_RESENDS = 3;
export const OTP_RESEND_WINDOW_SECONDS = 15 * 60;
export const OTP_RESEND_MIN_INTERVAL_SECONDS = 30;

/** Spec §5 and §8 texts. */
export const otpMessages = {
  incorrect: 'The OTP entered is incorrect or expired. Please try again.',
  resendFailed: 'Failed to resend OTP. Please try again later.',
  emailFailed: 'Email Could not be changed, Check if email you have entered Exists or Not',
  mobileFailed: 'Mobile Number Could not be changed, Please try again!',
  tooManyAttempts: 'Too many incorrect attempts. Please request a new OTP.',
} as const;

/** What OTP requests answer in Data: seconds until the code expires and until a resend is allowed. */
export interface OtpSent {
  ExpiresIn: number;
  ResendIn: number;
  ResendsLeft: number;
}

/** True for a string that looks like a complete code (the server decides whether it is right). */
export function isOtpShaped(value: string): boolean {
  return new RegExp(`^\\d{${OTP_LENGTH}}$`).test(value);
}
