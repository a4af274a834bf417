/**
 * E-mail and mobile changes confirmed by a one-time password (spec §4, §7, §9): Generate… sends a
 * code to the NEW address or number (a second call is a resend), the verification call makes the
 * change. Limits (expiry, attempts, resends) are enforced in services/identity/otp.ts.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  INVALID_EMAIL,
  INVALID_MOBILE,
  isValidEmail,
  normalizeMobile,
} from '../../../../src/domain/contact.ts';
import { otpMessages } from '../../../../src/domain/otp.ts';
import { ensureSelf } from '../../auth/authenticate.ts';
import type { AppContext } from '../context.ts';
import { fail, ok } from '../../lib/envelope.ts';
import { badRequest } from '../../lib/errors.ts';
import { envelopeResponses, SESSION_SECURITY } from '../../lib/schemas.ts';
import {
  confirmContactChange,
  requestContactChange,
} from '../../services/identity/contact-change.ts';
import type { ConfirmResult, RequestResult } from '../../services/identity/contact-change.ts';
import {
  emailBody,
  emailOtpBody,
  mobileBody,
  mobileOtpBody,
  otpCheckSchema,
  otpSentSchema,
  userIdUpperQuery,
} from '../../../../src/domain/contract/profile-edit.ts';

type Q = { Querystring: { UserID: number } };

/** A unique-index violation, whether drizzle wraps the driver's error or not. */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}
type Purpose = 'email' | 'mobile';

function target(purpose: Purpose, raw: string): string {
  const field = purpose === 'email' ? 'Email' : 'MobileNo';
  const value =
    purpose === 'email' ? (isValidEmail(raw) ? raw.trim() : null) : normalizeMobile(raw);
  const message = purpose === 'email' ? INVALID_EMAIL : INVALID_MOBILE;
  if (!value) throw badRequest(message, { errors: [{ path: field, message }] });
  return value;
}

const failedText = (purpose: Purpose) =>
  purpose === 'email' ? otpMessages.emailFailed : otpMessages.mobileFailed;

function sentAnswer(purpose: Purpose, to: string, result: RequestResult, reply: FastifyReply) {
  if (result.ok) return ok(result.sent, `An OTP has been sent to ${to}.`);
  if (result.reason === 'unavailable') return fail(failedText(purpose));
  reply.code(429).header('retry-after', String(result.retryAfter));
  return fail(`Please wait ${result.retryAfter} seconds before requesting another OTP.`, {
    RetryAfter: result.retryAfter,
  });
}

function checkAnswer(purpose: Purpose, result: ConfirmResult) {
  if (result.ok && result.result === 'changed')
    return ok(
      null,
      purpose === 'email' ? 'Email changed successfully.' : 'Mobile number changed successfully.',
    );
  if (result.ok) return fail(failedText(purpose));
  const text = result.reason === 'locked' ? otpMessages.tooManyAttempts : otpMessages.incorrect;
  return fail(text, { AttemptsLeft: result.attemptsLeft });
}

export async function profileOtpRoutes(app: FastifyInstance, ctx: AppContext) {
  const common = { tags: ['Profile'], security: SESSION_SECURITY, querystring: userIdUpperQuery };
  const onRequest = ctx.authenticate;
  const limits =
    'The code expires after 420 s; 5 wrong tries spend it; 3 resends per 15 min, 30 s apart ' +
    '(429 with Retry-After otherwise).';

  const routes = [
    { purpose: 'email', send: 'GenerateChangeEmailOTP', check: 'VerifyChangeEmailOTP' },
    { purpose: 'mobile', send: 'GenerateMobileOTP', check: 'OTPVerificationFromMobile' },
  ] as const;
  for (const { purpose, send, check } of routes) {
    const what = purpose === 'email' ? 'e-mail address' : 'mobile number';
    const read = (body: { Email?: string; MobileNo?: string }) =>
      target(purpose, (purpose === 'email' ? body.Email : body.MobileNo) ?? '');

    app.post<Q & { Body: { Email?: string; MobileNo?: string } }>(
      `/ManageProfile/${send}`,
      {
        onRequest,
        schema: {
          ...common,
          summary: `Send a one-time password to the new ${what} (again: a resend)`,
          description: limits,
          body: purpose === 'email' ? emailBody : mobileBody,
          response: envelopeResponses(otpSentSchema),
        },
      },
      async (request, reply) => {
        const user = ensureSelf(request, request.query.UserID);
        const to = read(request.body);
        const result = await requestContactChange(ctx.db, user, purpose, to);
        return sentAnswer(purpose, to, result, reply);
      },
    );

    app.post<Q & { Body: { Email?: string; MobileNo?: string; OTP: string } }>(
      `/ManageProfile/${check}`,
      {
        onRequest,
        schema: {
          ...common,
          summary: `Check the one-time password and change the ${what}`,
          description: limits,
          body: purpose === 'email' ? emailOtpBody : mobileOtpBody,
          response: envelopeResponses(otpCheckSchema),
        },
      },
      async (request) => {
        const user = ensureSelf(request, request.query.UserID);
        const to = read(request.body);
        const code = request.body.OTP.trim();
        try {
          return checkAnswer(purpose, await confirmContactChange(ctx.db, user, purpose, to, code));
        } catch (error) {
          // Another account took the address between the check and the update (unique index).
          if (isUniqueViolation(error)) return fail(failedText(purpose));
          throw error;
        }
      },
    );
  }
}
