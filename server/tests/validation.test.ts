import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_ACCOUNTS } from './support/test-app.ts';
import type { LoggedIn, TestApp } from './support/test-app.ts';

let t: TestApp;
let investor: LoggedIn;
beforeAll(async () => {
  t = await createTestApp();
  investor = await t.login(DEMO_ACCOUNTS.investor.email);
});
afterAll(() => t.close());

const login = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/Account/AuthenticateInvestorUser',
    headers: { 'content-type': 'application/json', ...headers },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });

function expectBadRequest(
  res: {
    statusCode: number;
    json: () => {
      IsSuccess: boolean;
      Message: string;
      Code?: string;
      Params?: Record<string, unknown>;
      Data: unknown;
    };
  },
  message: string,
  path: string,
) {
  expect(res.statusCode).toBe(400);
  const body = res.json();
  expect(body.IsSuccess).toBe(false);
  expect(body.Message).toBe(message);
  expect(body.Code).toMatch(/^validation\./);
  expect(body.Data).toEqual({
    errors: expect.arrayContaining([
      expect.objectContaining({ path, message, code: body.Code, params: body.Params }),
    ]),
  });
}

describe('request bodies are validated, never stripped', () => {
  it('rejects an unknown field, naming it', async () => {
    const res = await login({ Email: 'a@b.c', Password: 'x', IsAdmin: true });
    expectBadRequest(res, "Unknown field 'IsAdmin' is not allowed", 'IsAdmin');
  });

  it('rejects a missing field, naming it', async () => {
    expectBadRequest(await login({ Email: 'a@b.c' }), "Field 'Password' is required", 'Password');
  });

  it('rejects a wrong type instead of coercing it', async () => {
    const res = await login({ Email: 'a@b.c', Password: 12345678 });
    expectBadRequest(res, "Field 'Password' must be of type string", 'Password');
  });

  it('rejects an empty string and an over-long one', async () => {
    expectBadRequest(
      await login({ Email: '', Password: 'x' }),
      "Field 'Email' must not be empty",
      'Email',
    );
    const long = await login({ Email: 'a@b.c', Password: 'x'.repeat(300) });
    expectBadRequest(long, "Field 'Password' must be at most 256 characters", 'Password');
  });

  it('rejects a body that is not an object', async () => {
    const res = await login([1, 2]);
    expect(res.statusCode).toBe(400);
    expect(res.json().Message).toBe('Request body must be of type object');
  });

  it('rejects an invalid e-mail format where one is required', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/ManageProfile/GenerateForgotPasswordLink',
      payload: { ContactEmail: 'not-an-email' },
    });
    expectBadRequest(res, "Field 'ContactEmail' must be a valid email", 'ContactEmail');
  });

  it('answers malformed JSON, an empty body and a wrong content type with 4xx envelopes', async () => {
    const broken = await login('{"Email":');
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({
      IsSuccess: false,
      Message: 'Request body is not valid JSON',
      Code: 'request.invalidJson',
      Data: null,
    });

    const empty = await login('');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().IsSuccess).toBe(false);

    const xml = await login('<x/>', { 'content-type': 'application/xml' });
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toMatchObject({ IsSuccess: false, Message: 'Unsupported Content-Type' });
  });
});

describe('query strings are validated too', () => {
  const url = '/ManageProfile/GetUserAndCompanyInfobyUserId';

  it('coerces a numeric UserId but rejects a non-number', async () => {
    const res = await t.app.inject({ url: `${url}?UserId=abc`, headers: investor.headers });
    expectBadRequest(res, "Query parameter 'UserId' must be of type integer", 'UserId');
  });

  it('rejects a missing or unknown query parameter', async () => {
    const missing = await t.app.inject({ url, headers: investor.headers });
    expectBadRequest(missing, "Query parameter 'UserId' is required", 'UserId');
    const unknown = await t.app.inject({
      url: `${url}?UserId=${investor.userId}&debug=1`,
      headers: investor.headers,
    });
    expectBadRequest(unknown, "Unknown query parameter 'debug' is not allowed", 'debug');
  });
});
