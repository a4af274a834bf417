/**
 * An address with a segment longer than any route takes is answered 414 "The address is too long"
 * (with its code), not a bare 403 from the static files or a 404 that hides what is wrong; a path
 * the static files refuse to map (a non-canonical spelling) is simply not found.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PATH_SEGMENT_LENGTH } from '../../src/lib/address-length.ts';
import { createTestApp } from '../support/test-app.ts';
import type { TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const TOO_LONG = {
  IsSuccess: false,
  Message: 'The address is too long',
  Code: 'request.addressTooLong',
  Data: null,
};

describe('over-long addresses', () => {
  it('answers 414 for a path parameter past the router limit, signed in or not', async () => {
    const long = 'a'.repeat(MAX_PATH_SEGMENT_LENGTH + 1);
    for (const url of [
      `/api/applications/${long}`,
      `/api/plots/${long}`,
      `/api/plots/${long}?x=1`,
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(414);
      expect(res.json(), url).toEqual(TOO_LONG);
    }
  });

  it('answers 414 for a 5,000-character segment the static files would refuse', async () => {
    for (const accept of ['text/html', 'application/json']) {
      const res = await t.app.inject({ url: `/${'a'.repeat(5000)}`, headers: { accept } });
      expect(res.statusCode, accept).toBe(414);
      expect(res.json()).toEqual(TOO_LONG);
    }
  });

  it('still answers a segment at the limit as a normal address', async () => {
    const res = await t.app.inject({ url: `/api/plots/${'a'.repeat(MAX_PATH_SEGMENT_LENGTH)}` });
    expect(res.statusCode).not.toBe(414);
  });

  it('answers 404 with its code for a path the static files will not map', async () => {
    const res = await t.app.inject({ url: '/assets//index.html', headers: { accept: '*/*' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      IsSuccess: false,
      Message: 'Not found',
      Code: 'generic.notFound',
    });
  });
});
