/**
 * Stable message codes (issue 20): every user-visible Message of an envelope carries `Code` (and
 * `Params` for its variable parts), field errors carry `code` and `params`, the English Message
 * stays as it was, and the OpenAPI document declares them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOfMessage, serverMessages } from '../../src/domain/contract/messages.ts';
import { lifecycleMessages } from '../../src/domain/applications/messages.ts';
import { otpMessages } from '../../src/domain/otp.ts';
import { PASSWORD_POLICY_MESSAGE } from '../../src/domain/password-policy.ts';
import { INVALID_EMAIL, INVALID_MOBILE, nameError } from '../../src/domain/contact.ts';
import { lockMessage } from '../src/auth/credentials.ts';
import { maitriMessages } from '../src/services/maitri/tokens.ts';
import { missingRightMessage } from '../src/services/identity/access.ts';
import { describeValidationErrors } from '../src/lib/validation.ts';
import { inputProblemError } from '../src/lib/input-guard.ts';
import { createTestApp, DEMO_ACCOUNTS } from './support/test-app.ts';
import type { LoggedIn, TestApp } from './support/test-app.ts';

describe('codeOfMessage', () => {
  it('gives the shared constants their codes', () => {
    expect(codeOfMessage(lifecycleMessages.alreadySubmitted)?.Code).toBe(
      'applications.alreadySubmitted',
    );
    expect(codeOfMessage(otpMessages.incorrect)?.Code).toBe('otp.incorrect');
    expect(codeOfMessage(PASSWORD_POLICY_MESSAGE)?.Code).toBe('password.policy');
    expect(codeOfMessage(INVALID_EMAIL)?.Code).toBe('contact.invalidEmail');
    expect(codeOfMessage(INVALID_MOBILE)?.Code).toBe('contact.invalidMobile');
    expect(codeOfMessage(nameError('', 'Company name')!)?.Code).toBe('profile.companyNameRequired');
    for (const [key, text] of Object.entries(maitriMessages)) {
      const message = typeof text === 'string' ? text : text('mToken');
      expect(codeOfMessage(message)?.Code).toBe(`maitri.${key}`);
    }
    expect(codeOfMessage(maitriMessages.mismatch('mToken'))?.Params).toEqual({ field: 'mToken' });
  });

  it('reads the variable parts into params', () => {
    expect(codeOfMessage(lockMessage('account', 60))).toEqual({
      Code: 'account.locked',
      Params: { minutes: 1 },
    });
    expect(codeOfMessage(lockMessage('ip', 600))).toEqual({
      Code: 'account.lockedAddress',
      Params: { minutes: 10 },
    });
    expect(codeOfMessage(missingRightMessage(1))).toEqual({
      Code: 'users.missingRight',
      Params: { department: expect.any(String), id: 1 },
    });
    expect(codeOfMessage('Please wait 30 seconds before requesting another OTP.')).toEqual({
      Code: 'otp.wait',
      Params: { seconds: 30 },
    });
  });

  it('codes every validation message with its field', () => {
    const { errors } = describeValidationErrors([
      { keyword: 'required', instancePath: '', params: { missingProperty: 'Email' } },
      { keyword: 'additionalProperties', instancePath: '', params: { additionalProperty: 'X' } },
      { keyword: 'maxLength', instancePath: '/Name', params: { limit: 20 } },
      { keyword: 'minLength', instancePath: '/Name', params: { limit: 1 } },
      { keyword: 'type', instancePath: '', params: { type: 'object' } },
      { keyword: 'enum', instancePath: '/Kind', params: { allowedValues: ['a', 'b'] } },
      { keyword: 'minimum', instancePath: '/N', params: { comparison: '>=', limit: 1 } },
    ] as never);
    expect(errors.map((e) => codeOfMessage(e.message))).toEqual([
      { Code: 'validation.required', Params: { subject: 'body', field: 'Email' } },
      { Code: 'validation.unknownField', Params: { field: 'X', part: 'body' } },
      {
        Code: 'validation.maxLength',
        Params: { subject: 'body', field: 'Name', limit: 20 },
      },
      { Code: 'validation.empty', Params: { subject: 'body', field: 'Name' } },
      { Code: 'validation.type', Params: { subject: 'wholeBody', field: '', type: 'object' } },
      { Code: 'validation.enum', Params: { subject: 'body', field: 'Kind', values: 'a, b' } },
      { Code: 'validation.minimum', Params: { subject: 'body', field: 'N', limit: 1 } },
    ]);
    const query = describeValidationErrors(
      [{ keyword: 'required', instancePath: '', params: { missingProperty: 'userId' } }] as never,
      'querystring',
    );
    expect(codeOfMessage(query.message)).toEqual({
      Code: 'validation.required',
      Params: { subject: 'query', field: 'userId' },
    });
    const deep = inputProblemError('body', { path: 'a', problem: 'depth' });
    expect(codeOfMessage(deep.message)?.Code).toBe('validation.tooDeep');
  });

  it('has one English form per code that reads back to that code', () => {
    for (const [code, value] of Object.entries(serverMessages)) {
      for (const form of typeof value === 'string' ? [value] : value) {
        const sample = form
          .replace('{subject}', "Field 'Name'")
          .replace(/\{minutes\}/, form.endsWith('minute.') ? '1' : '5')
          .replace(/\{[a-zA-Z]+\}/g, '7');
        expect(codeOfMessage(sample)?.Code, sample).toBe(code);
      }
    }
  });

  it('has no code for a text it does not know', () => {
    expect(codeOfMessage('Something else entirely')).toBeNull();
  });
});

describe('envelopes carry the code', () => {
  let t: TestApp;
  let investor: LoggedIn;
  beforeAll(async () => {
    t = await createTestApp();
    investor = await t.login(DEMO_ACCOUNTS.investor.email);
  });
  afterAll(() => t.close());

  it('a refused body: Code and Params beside the English Message, code on each field error', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/Account/AuthenticateInvestorUser',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ Email: 'a@b.c' }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      IsSuccess: false,
      Message: "Field 'Password' is required",
      Code: 'validation.required',
      Params: { subject: 'body', field: 'Password' },
      Data: {
        errors: [
          {
            path: 'Password',
            message: "Field 'Password' is required",
            code: 'validation.required',
            params: { subject: 'body', field: 'Password' },
          },
        ],
      },
    });
  });

  it('a refusal of the route itself', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/Account/AuthenticateInvestorUser',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ Email: 'nobody@example.test', Password: 'Wrong#Pass1' }),
    });
    expect(res.json()).toMatchObject({
      IsSuccess: false,
      Message: 'Please enter valid Email and password',
      Code: 'account.invalidLogin',
    });
  });

  it('a 404 and a success', async () => {
    const missing = await t.app.inject({
      url: '/api/plots/NO-SUCH-PLOT',
      headers: investor.headers,
    });
    expect(missing.json()).toMatchObject({ Message: 'Plot not found', Code: 'plots.notFound' });
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/account/language',
      headers: { ...investor.headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ Language: 'mr' }),
    });
    expect(saved.json()).toMatchObject({
      IsSuccess: true,
      Message: 'Language saved',
      Code: 'account.languageSaved',
    });
  });

  it('the OpenAPI document declares Code and Params', async () => {
    const doc = (await t.app.inject({ url: '/openapi.json' })).json();
    const json = JSON.stringify(doc);
    expect(json).toContain('"Code"');
    expect(json).toContain('"Params"');
  });
});
