import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveLanguage } from '../account';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('saveLanguage', () => {
  it('puts the language with keepalive, so a reload right after the switch does not cancel it', async () => {
    const fetchMock = vi.fn(
      async (_input: RequestInfo | URL, _init?: RequestInit) =>
        new Response(JSON.stringify({ IsSuccess: true, Message: '', Data: null }), {
          headers: { 'content-type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    await saveLanguage('hi');
    const [input, init] = fetchMock.mock.calls[0]!;
    expect(String(input)).toMatch(/\/api\/account\/language$/);
    expect(init?.method).toBe('PUT');
    expect(init?.keepalive).toBe(true);
    expect(JSON.parse(String(init?.body))).toEqual({ Language: 'hi' });
  });
});
