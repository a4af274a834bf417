/**
 * Issue 17, finding 1: a JSON body just under 1 MiB holding ~110,000 unknown properties used to
 * hold the event loop for about a minute (its validation errors were de-duplicated in quadratic
 * time). It is refused with a clear 4xx on the sign-in route (over its body limit) and on the draft
 * route (validated in linear time, a few errors listed), and the server answers afterwards. How
 * long /api/health waits meanwhile is a figure of `npm run bench` (scripts/bench/stall.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stallingBody } from '../../../scripts/bench/stalling-body.ts';
import { MAX_REPORTED_ERRORS } from '../../src/lib/validation.ts';
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
