import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSettings, SETTINGS } from '@/config/settings';
import { browser } from '@/lib/browser';
import { api, ApiError } from '../client';

interface Call {
  url: string;
  method: string;
  headers: Headers;
  body: unknown;
}

let calls: Call[] = [];

/** Stubs fetch with one answer and records what the client sent. */
function answer(status: number, body: unknown, contentType = 'application/json') {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({
      url: String(input),
      method: init?.method ?? 'GET',
      headers: new Headers(init?.headers),
      body: init?.body,
    });
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    return new Response(text, { status, headers: { 'content-type': contentType } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const ok = { IsSuccess: true, Message: '', Data: { a: 1 } };

beforeEach(() => {
  calls = [];
  sessionStorage.clear();
  resetSettings();
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('headers (spec §7)', () => {
  it('sends JSON, UserId, bearer token, SessionToken, MAITRI ids and the XSRF cookie', async () => {
    sessionStorage.setItem('UserId', '42');
    sessionStorage.setItem('access_token', 'jwt-abc');
    sessionStorage.setItem('SessionToken', 'sess-1');
    sessionStorage.setItem(
      'maitriData',
      JSON.stringify({
        Token: 'mt',
        ServiceID: 's1',
        ApplicationID: 'a1',
        TrackID: 't1',
        ServiceAppID: 'sa1',
        MaitriUserId: 'mu1',
      }),
    );
    document.cookie = 'XSRF-TOKEN=xsrf%20value; path=/';
    answer(200, ok);

    await api.post('/ManageProfile/UpdateUserProfile', { body: { x: 1 }, query: { userId: 42 } });

    const { headers, url, method, body } = calls[0]!;
    expect(method).toBe('POST');
    expect(url).toBe('/ManageProfile/UpdateUserProfile?userId=42');
    expect(body).toBe('{"x":1}');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.get('UserId')).toBe('42');
    expect(headers.get('Authorization')).toBe('Bearer jwt-abc');
    expect(headers.get('SessionToken')).toBe('sess-1');
    expect(headers.get('mToken')).toBe('mt');
    expect(headers.get('mServiceID')).toBe('s1');
    expect(headers.get('mApplicationID')).toBe('a1');
    expect(headers.get('mTrackID')).toBe('t1');
    expect(headers.get('mServiceAppID')).toBe('sa1');
    expect(headers.get('MAITRIUserID')).toBe('mu1');
    expect(headers.get('X-XSRF-TOKEN')).toBe('xsrf value');
  });

  it('sends the XSRF cookie only with requests that change something', async () => {
    document.cookie = 'XSRF-TOKEN=xsrf%20value; path=/';
    answer(200, ok);
    await api.get('/api/plots');
    await api.put('/api/account/language', { body: { Language: 'hi' } });
    await api.delete('/api/applications/7');
    expect(calls.map((c) => c.headers.get('X-XSRF-TOKEN'))).toEqual([
      null,
      'xsrf value',
      'xsrf value',
    ]);
  });

  it('leaves out what is not there, and a supplied UserId wins over the stored one', async () => {
    sessionStorage.setItem('UserId', '42');
    answer(200, ok);
    await api.get('/x', { userId: 7 });
    const { headers } = calls[0]!;
    expect(headers.get('UserId')).toBe('7');
    for (const name of [
      'Authorization',
      'SessionToken',
      'mToken',
      'MAITRIUserID',
      'X-XSRF-TOKEN',
    ]) {
      expect(headers.has(name), name).toBe(false);
    }
    expect(headers.get('Content-Type')).toBe('application/json');
  });

  it('does not claim a JSON body on a POST without one, nor on FormData', async () => {
    answer(200, ok);
    await api.post('/Account/LogOutLiveSession', { query: { UserId: 1 } });
    await api.post('/upload', { body: new FormData() });
    expect(calls[0]!.headers.has('Content-Type')).toBe(false);
    expect(calls[1]!.headers.get('Content-Type') ?? '').not.toContain('application/json');
  });

  it('uses the runtime base addresses of the settings', async () => {
    SETTINGS.APIBASEURL = 'https://api.example.test';
    SETTINGS.MASTERAPIBASEURL = 'https://master.example.test';
    answer(200, ok);
    await api.get('/a');
    await api.get('/b', { base: 'master' });
    expect(calls.map((c) => c.url)).toEqual([
      'https://api.example.test/a',
      'https://master.example.test/b',
    ]);
  });
});

describe('answers', () => {
  it('returns the envelope, including IsSuccess false with a non-2xx status', async () => {
    answer(200, ok);
    await expect(api.get('/x')).resolves.toEqual(ok);
    const refused = { IsSuccess: false, Message: 'bad body', Data: null };
    answer(400, refused);
    await expect(api.post('/x', { body: {} })).resolves.toEqual(refused);
  });

  it('wraps data returned directly', async () => {
    answer(200, [{ id: 1 }]);
    await expect(api.get('/PaymentGateWay/GetTDSSectionMaster')).resolves.toEqual({
      IsSuccess: true,
      Message: '',
      Data: [{ id: 1 }],
    });
  });

  it('throws ApiError with the status for an error without an envelope', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    answer(500, 'boom', 'text/plain');
    await expect(api.get('/x')).rejects.toMatchObject({ name: 'ApiError', status: 500 });
  });

  it('downloads a blob', async () => {
    answer(200, 'file-bytes', 'application/pdf');
    const blob = await api.download('/doc');
    expect(blob.type).toBe('application/pdf'); // Node's Blob, not jsdom's: no instanceof
    expect(await blob.text()).toBe('file-bytes');
  });
});

describe('expired session (spec §7)', () => {
  it('redirects to /sessionexpired on HTTP 401', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    answer(401, {
      IsSuccess: false,
      Message: 'Session expired',
      Data: null,
      error: 'Session expired',
    });
    await expect(api.get('/ManageProfile/GetUserAndCompanyInfobyUserId')).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(assign).toHaveBeenCalledWith('/sessionexpired');
  });

  it("redirects when a 200 body's error is 'Session expired'", async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    answer(200, { error: 'Session expired' });
    await expect(api.get('/x')).rejects.toMatchObject({ status: 401 });
    expect(assign).toHaveBeenCalledWith('/sessionexpired');
  });

  it('does not redirect for sign-in calls, where 401 means bad credentials', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    const refused = {
      IsSuccess: false,
      Message: 'Please enter valid Email and password',
      Data: null,
    };
    answer(401, refused);
    await expect(
      api.post('/Account/AuthenticateInvestorUser', { body: {}, sessionRedirect: false }),
    ).resolves.toEqual(refused);
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('failures', () => {
  it("logs 'Request canceled' for an aborted request", async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new DOMException('The operation was aborted.', 'AbortError');
      }),
    );
    const controller = new AbortController();
    controller.abort();
    await expect(api.get('/x', { signal: controller.signal })).rejects.toMatchObject({
      canceled: true,
    });
    expect(info).toHaveBeenCalledWith('Request canceled');
  });

  it('logs a network failure and throws ApiError without a status', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(api.get('/x')).rejects.toMatchObject({ status: null, canceled: false });
    expect(error).toHaveBeenCalled();
  });
});
