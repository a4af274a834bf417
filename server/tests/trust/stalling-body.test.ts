/**
 * Issue 17, finding 1: a JSON body just under 1 MiB holding ~110,000 unknown properties used to
 * hold the event loop for about a minute (its validation errors were de-duplicated in quadratic
 * time). It is refused with a clear 4xx on the sign-in route (over its body limit) and on the draft
 * route (validated in linear time, a few errors listed), and the server answers afterwards. How
 * long /api/health waits meanwhile is a figure of `npm run bench` (scripts/bench/stall.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stallingBody } from '../../../scripts/bench/stalling-body.ts';
import { manyUnknownFields, MAX_REPORTED_ERRORS } from '../../src/lib/validation.ts';
import { client, draftSample, draftSavedTwice, service } from '../support/engine.ts';
import { createTestApp, DEMO_ACCOUNTS, nextAddress } from '../support/test-app.ts';
import type { LoggedIn, TestApp } from '../support/test-app.ts';

let t: TestApp;
let investor: LoggedIn;
beforeAll(async () => {
  t = await createTestApp();
  investor = await t.login(DEMO_ACCOUNTS.investor.email);
});
afterAll(() => t.close());

const body = stallingBody();

describe('a body of ~110,000 unknown properties', () => {
  it('is the hostile body of the finding', () => {
    expect(body.length).toBeLessThan(1024 * 1024);
    expect(body.length).toBeGreaterThan(1000 * 1024);
    expect(Object.keys(JSON.parse(body) as object).length).toBeGreaterThan(100_000);
  });

  it('is refused on the sign-in route as too large for it, with a clear message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/Account/AuthenticateInvestorUser',
      headers: { 'content-type': 'application/json' },
      payload: body,
      remoteAddress: nextAddress(),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      IsSuccess: false,
      Message: 'Request body is too large',
      Code: 'request.tooLarge',
      Data: null,
    });
  });

  it('is refused on the draft route naming its problems, the first few of them', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/applications/draft',
      headers: { ...investor.headers, 'content-type': 'application/json' },
      payload: body,
    });
    expect(res.statusCode).toBe(400);
    const answer = res.json() as {
      IsSuccess: boolean;
      Message: string;
      Data: { errors: unknown[] };
    };
    expect(answer.IsSuccess).toBe(false);
    expect(answer.Message).toBe("Field 'PlotId' is required");
    expect(answer.Data.errors).toContainEqual({
      path: 'k0',
      message: "Unknown field 'k0' is not allowed",
      code: 'validation.unknownField',
      params: { field: 'k0', part: 'body' },
    });
    expect(answer.Data.errors.length).toBe(MAX_REPORTED_ERRORS);
  });

  it('leaves the server answering other requests', async () => {
    const refusals = ['/Account/AuthenticateInvestorUser', '/api/applications/draft'].map((url) =>
      t.app.inject({
        method: 'POST',
        url,
        headers: { ...investor.headers, 'content-type': 'application/json' },
        payload: body,
        remoteAddress: nextAddress(),
      }),
    );
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect((await Promise.all(refusals)).map((r) => r.statusCode)).toEqual([413, 400]);
    const plots = await t.app.inject({
      method: 'GET',
      url: '/api/plots',
      headers: investor.headers,
    });
    expect(plots.statusCode).toBe(200);
  });
});

describe('the same unknown properties among a draft’s answers', () => {
  it('are dropped: the save answers 200 and stores the declared answers only', async () => {
    const api = client(t.app, investor);
    const s = service('TimeLimitExtensionService');
    const { body } = await draftSavedTwice(t, api, investor.userId, s);
    const { data } = draftSample(s);
    // The answers' own text is spliced in, as a client would send it: ~110,000 keys in `Data`.
    const hostile = stallingBody(1024 * 1024 - 8 * 1024);
    const payload = JSON.stringify({ ...body, Data: { ...data, __hostile: 0 } }).replace(
      '"__hostile":0',
      hostile.slice(1, -1),
    );
    expect(payload.length).toBeLessThan(1024 * 1024);
    const res = await api.post('/api/applications/draft', JSON.parse(payload) as object);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    const stored = (await api.get(`/api/applications/${body.SubmissionId}`)).json().Data.Data as
      Record<string, unknown> | undefined;
    expect(Object.keys(stored ?? {}).sort()).toEqual(Object.keys(data).sort());
  });
});

describe('manyUnknownFields', () => {
  const schema = {
    type: 'object',
    additionalProperties: false,
    required: ['PlotId'],
    properties: {
      PlotId: { type: 'integer' },
      Address: {
        type: 'object',
        additionalProperties: false,
        properties: { Line1: { type: 'string' } },
      },
      Data: { type: 'object' },
    },
  };
  const keys = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, 0]));

  it('leaves a body with a few unknown fields to the full validation', () => {
    expect(manyUnknownFields(schema, { PlotId: 1, ...keys(MAX_REPORTED_ERRORS) })).toBeNull();
    expect(manyUnknownFields(schema, { PlotId: 1, Data: keys(1000) })).toBeNull();
  });

  it('answers the missing and the first unknown fields of a closed object with more', () => {
    const errors = manyUnknownFields(schema, keys(MAX_REPORTED_ERRORS + 1));
    expect(errors?.map((e) => [e.keyword, e.instancePath, e.params])).toEqual([
      ['required', '', { missingProperty: 'PlotId' }],
      ...Array.from({ length: MAX_REPORTED_ERRORS - 1 }, (_, i) => [
        'additionalProperties',
        '',
        { additionalProperty: `k${i}` },
      ]),
    ]);
    const nested = manyUnknownFields(schema, { PlotId: 1, Address: keys(5000) });
    expect(nested).toHaveLength(MAX_REPORTED_ERRORS);
    expect(nested?.[0]).toMatchObject({
      instancePath: '/Address',
      params: { additionalProperty: 'k0' },
    });
  });
});

describe('a body is read only when the request may carry it', () => {
  const post = (url: string, payload: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json', ...headers },
      payload,
      remoteAddress: nextAddress(),
    });

  it('refuses an anonymous request to a signed-in route before reading its body', async () => {
    // Malformed JSON would answer 400 if it were parsed first.
    for (const url of ['/api/applications/draft', '/api/plot-registrations']) {
      const res = await post(url, `{"PlotId": ${'['.repeat(1000)}`);
      expect(res.statusCode, url).toBe(401);
    }
    expect((await post('/api/applications/draft', body)).statusCode).toBe(401);
  });

  it('gives a route without a body schema, and the gateway callback, a small limit', async () => {
    const kB = (n: number) => JSON.stringify({ x: 'x'.repeat(n * 1024) });
    const logout = `/Account/LogOutLiveSession?UserId=${investor.userId}`;
    expect((await post(logout, kB(8), investor.headers)).statusCode).toBe(413);
    expect((await post('/PaymentGateWay/ProcessPaymentResponse', kB(20))).statusCode).toBe(413);
    expect((await post('/PaymentGateWay/ProcessPaymentResponse', kB(8))).statusCode).toBe(400);
  });
});

describe('the same unknown properties in a plot registration’s answers', () => {
  it('are refused naming the first few, not one by one', async () => {
    const payload = JSON.stringify({ Registration: { __hostile: 0 } }).replace(
      '"__hostile":0',
      stallingBody(1024 * 1024 - 8 * 1024).slice(1, -1),
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/plot-registrations',
      headers: { ...investor.headers, 'content-type': 'application/json' },
      payload,
    });
    expect(res.statusCode).toBe(400);
    const errors = (res.json() as { Data: { errors: { path: string; message: string }[] } }).Data
      .errors;
    expect(errors.map((e) => e.path)).toEqual(
      Array.from({ length: MAX_REPORTED_ERRORS }, (_, i) => `/k${i.toString(36)}`),
    );
    // Each named as an unknown field (the form's own message for one).
    expect(new Set(errors.map((e) => e.message)).size).toBe(1);
    expect(res.body.length).toBeLessThan(10_000);
  });
});
