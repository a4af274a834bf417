/**
 * The hostile inputs of issue 17, finding 3, one each: they answer 400 with a Message naming the
 * problem and change no row. (malformed.test.ts sends thousands of their kind to every route.)
 */
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_ACCOUNTS } from '../support/test-app.ts';
import type { LoggedIn, TestApp } from '../support/test-app.ts';
import { fingerprint } from './db-fingerprint.ts';

let t: TestApp;
let investor: LoggedIn;
beforeAll(async () => {
  t = await createTestApp();
  investor = await t.login(DEMO_ACCOUNTS.investor.email);
});
afterAll(() => t.close());

async function expectRefused(request: InjectOptions, status: number, message: string | RegExp) {
  const before = await fingerprint(t.database.db);
  const res = await t.app.inject(request);
  expect(res.statusCode).toBe(status);
  expect(res.json()).toMatchObject({
    IsSuccess: false,
    Message: typeof message === 'string' ? message : expect.stringMatching(message),
  });
  expect(await fingerprint(t.database.db)).toEqual(before);
}

const NUL_MESSAGE = (subject: string) =>
  `${subject} contains a character that is not allowed (NUL or an unpaired surrogate)`;

describe('hostile input', () => {
  it('refuses a NUL in a path parameter', async () => {
    await expectRefused(
      { method: 'DELETE', url: '/api/applications/1%00', headers: investor.headers },
      400,
      NUL_MESSAGE("Path parameter 'id'"),
    );
  });

  it('refuses a NUL in a query parameter', async () => {
    await expectRefused(
      { method: 'GET', url: '/PaymentGateWay/GetPaymentInfo?TackingId=a%00b' },
      400,
      NUL_MESSAGE("Query parameter 'TackingId'"),
    );
  });

  it('refuses a NUL or a lone surrogate in a body, in a value or a key', async () => {
    const save = (payload: string) => ({
      method: 'POST',
      url: '/api/applications/draft',
      headers: { ...investor.headers, 'content-type': 'application/json' },
      payload,
    });
    const draft = (data: string) =>
      `{"PlotId":"1","ServiceId":"TimeLimitExtensionService","SchemaVersion":1,"CurrentStep":"a","Data":${data}}`;
    await expectRefused(save(draft('{"name":"a\\u0000"}')), 400, NUL_MESSAGE("Field 'Data.name'"));
    await expectRefused(save(draft('{"x":["\\ud800"]}')), 400, NUL_MESSAGE("Field 'Data.x.0'"));
    await expectRefused(save(draft('{"a\\u0000b":1}')), 400, NUL_MESSAGE("Field 'Data.a\ufffdb'"));
  });

  it('refuses a body nested deeper than 32 levels', async () => {
    await expectRefused(
      {
        method: 'POST',
        url: '/api/applications/draft',
        headers: { ...investor.headers, 'content-type': 'application/json' },
        payload: `{"PlotId":"1","ServiceId":"x","SchemaVersion":1,"CurrentStep":"a","Data":${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}}`,
      },
      400,
      /^Field 'Data(\.a)+…' is nested too deeply \(at most 32 levels\)$/,
    );
  });

  it('refuses non-finite and out-of-range numbers, from text or JSON', async () => {
    await expectRefused(
      { method: 'GET', url: '/api/dev/outbox?limit=Infinity' },
      400,
      "Query parameter 'limit' must be a finite number",
    );
    await expectRefused(
      { method: 'POST', url: `/Account/LogOutLiveSession?UserId=1e309`, headers: investor.headers },
      400,
      "Query parameter 'UserId' must be a finite number",
    );
    await expectRefused(
      {
        method: 'POST',
        url: '/api/applications/draft',
        headers: { ...investor.headers, 'content-type': 'application/json' },
        payload: '{"PlotId":"1","ServiceId":"x","SchemaVersion":1e300,"CurrentStep":"a","Data":{}}',
      },
      400,
      "Field 'SchemaVersion' must be at most 2147483647",
    );
  });

  it('refuses a multipart upload without a boundary', async () => {
    await expectRefused(
      {
        method: 'POST',
        url: '/api/uploads',
        headers: { ...investor.headers, 'content-type': 'multipart/form-data' },
        payload: '--x\r\nContent-Disposition: form-data; name="ServiceId"\r\n\r\nx\r\n--x--\r\n',
      },
      400,
      'The upload is not a valid multipart/form-data body',
    );
  });

  it('refuses a malformed address with the envelope', async () => {
    await expectRefused(
      { method: 'GET', url: '/api/applications/%ff', headers: investor.headers },
      400,
      'The address is not valid',
    );
  });
});
