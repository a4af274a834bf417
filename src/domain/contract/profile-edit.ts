/** The wire contract of the profile-editing and OTP calls (profile-edit.ts, profile-otp.ts). */
import { companyFieldRules } from '../contact.ts';
import { OTP_LENGTH } from '../otp.ts';
import { nullable, objectSchema, type Wire } from './schema.ts';

export const companyNameSchema = objectSchema({
  CompanyName: nullable('string'),
  PlotId: nullable('string'),
});

/** UpdateUserProfile: every field optional; formats are checked by src/domain/contact.ts. */
export const profileUpdateSchema = objectSchema(
  {
    UserName: { type: 'string', maxLength: 200 },
    ...Object.fromEntries(
      Object.entries(companyFieldRules).map(([field, rule]) => [
        field,
        // Room for spaces the server trims, and for the value the format check then refuses.
        { type: 'string', maxLength: rule.maxLength + 20 },
      ]),
    ),
  },
  [],
);

/** The query of the OTP calls: spec §7 spells it UserID. */
export const userIdUpperQuery = objectSchema({
  UserID: { type: 'integer', minimum: 1, maximum: 2147483647 },
});

const otp = { type: 'string', minLength: 1, maxLength: OTP_LENGTH + 4 } as const;
export const emailBody = objectSchema({ Email: { type: 'string', minLength: 1, maxLength: 254 } });
export const emailOtpBody = objectSchema({
  Email: { type: 'string', minLength: 1, maxLength: 254 },
  OTP: otp,
});
export const mobileBody = objectSchema({
  MobileNo: { type: 'string', minLength: 1, maxLength: 20 },
});
export const mobileOtpBody = objectSchema({
  MobileNo: { type: 'string', minLength: 1, maxLength: 20 },
  OTP: otp,
});

/** Data of an OTP request: the code sent (src/domain/otp.ts OtpSent), or when to retry. */
export const otpSentSchema = {
  type: ['object', 'null'],
  additionalProperties: false,
  properties: {
    ExpiresIn: { type: 'integer' },
    ResendIn: { type: 'integer' },
    ResendsLeft: { type: 'integer' },
    RetryAfter: { type: 'integer' },
  },
} as const;

/** Data of an OTP check that failed: how many tries the code has left. */
export const otpCheckSchema = {
  type: ['object', 'null'],
  additionalProperties: false,
  properties: { AttemptsLeft: { type: 'integer' } },
} as const;

export type CompanyName = Wire<typeof companyNameSchema>;
export type OtpCheckResult = Wire<typeof otpCheckSchema>;
