/** JSON Schemas of the profile-editing and OTP calls (OpenAPI and validation). */
import { companyFieldRules } from '../../../../src/domain/contact.ts';
import { OTP_LENGTH } from '../../../../src/domain/otp.ts';
import { nullable, objectSchema } from '../../lib/schemas.ts';

export const companyNameSchema = {
  type: 'object',
  properties: { CompanyName: nullable('string'), PlotId: nullable('string') },
};

/** Data of a refusal that names fields: `{errors:[{path, message}]}`, or null. */
export const fieldErrorsSchema = {
  type: ['object', 'null'],
  properties: {
    errors: {
      type: 'array',
      items: {
        type: 'object',
        properties: { path: { type: 'string' }, message: { type: 'string' } },
      },
    },
  },
};

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

const otp = { type: 'string', minLength: 1, maxLength: OTP_LENGTH + 4 };
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

/** Data of a sent OTP (src/domain/otp.ts OtpSent). */
export const otpSentSchema = {
  type: ['object', 'null'],
  properties: {
    ExpiresIn: { type: 'integer' },
    ResendIn: { type: 'integer' },
    ResendsLeft: { type: 'integer' },
    RetryAfter: { type: 'integer' },
  },
};

/** Data of an OTP check that failed: how many tries the code has left. */
export const otpCheckSchema = {
  type: ['object', 'null'],
  properties: { AttemptsLeft: { type: 'integer' } },
};
