import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_SETTINGS,
  loadSettings,
  OVERRIDES_KEY,
  resetSettings,
  SETTINGS,
} from '../settings';

function serve(status: number, body: unknown) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

beforeEach(() => {
  resetSettings();
  sessionStorage.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('loadSettings', () => {
  it('starts from the spec defaults', () => {
    expect(SETTINGS).toMatchObject({
      IDLETIMEOUT: 5000,
      APIBASEURL: '',
      MASTERAPIBASEURL: '',
      TENANT: 'midc',
      CLIENTID: 'portal',
      FETCHAUTHTOKEN: false,
    });
  });

  it('copies every key of config.json under its upper-case name', async () => {
    const fetchMock = serve(200, {
      idleTimeout: 600000,
      registerNowUrl: 'https://register.example.test/',
      apiBaseUrl: 'https://api.example.test',
      fetchAuthToken: true,
      somethingNew: 'kept',
    });
    await loadSettings();
    expect(fetchMock).toHaveBeenCalledWith('/config.json', { cache: 'no-store' });
    expect(SETTINGS.IDLETIMEOUT).toBe(600000);
    expect(SETTINGS.REGISTERNOWURL).toBe('https://register.example.test/');
    expect(SETTINGS.APIBASEURL).toBe('https://api.example.test');
    expect(SETTINGS.FETCHAUTHTOKEN).toBe(true);
    expect(SETTINGS.SOMETHINGNEW).toBe('kept');
  });

  it('keeps the default for a value of the wrong type or a non-positive timeout', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    serve(200, { idleTimeout: '10', tenant: 5 });
    await loadSettings();
    expect(SETTINGS.IDLETIMEOUT).toBe(5000);
    expect(SETTINGS.TENANT).toBe('midc');
    serve(200, { idleTimeout: -1 });
    await loadSettings();
    expect(SETTINGS.IDLETIMEOUT).toBe(5000);
  });

  it.each([
    [
      'a network failure',
      () =>
        vi.stubGlobal(
          'fetch',
          vi.fn(async () => Promise.reject(new TypeError('offline'))),
        ),
    ],
    ['a 404', () => serve(404, {})],
    ['a body that is not an object', () => serve(200, [1, 2])],
  ])('only logs %s and keeps the defaults', async (_name, setup) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    setup();
    await expect(loadSettings()).resolves.toEqual(DEFAULT_SETTINGS);
    expect(error).toHaveBeenCalledOnce();
  });
});

describe('test overrides', () => {
  it('applies configOverrides only when config.json allows it, and only allowed keys', async () => {
    sessionStorage.setItem(
      OVERRIDES_KEY,
      JSON.stringify({ idleTimeout: 1500, apiBaseUrl: 'https://evil.test' }),
    );
    serve(200, { idleTimeout: 600000, allowOverrides: true });
    await loadSettings();
    expect(SETTINGS.IDLETIMEOUT).toBe(1500);
    expect(SETTINGS.APIBASEURL).toBe('');
  });

  it('ignores configOverrides when config.json does not allow it', async () => {
    sessionStorage.setItem(OVERRIDES_KEY, JSON.stringify({ idleTimeout: 1500 }));
    serve(200, { idleTimeout: 600000 });
    await loadSettings();
    expect(SETTINGS.IDLETIMEOUT).toBe(600000);
  });

  it('ignores malformed configOverrides', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    sessionStorage.setItem(OVERRIDES_KEY, '{not json');
    serve(200, { idleTimeout: 600000, allowOverrides: true });
    await loadSettings();
    expect(SETTINGS.IDLETIMEOUT).toBe(600000);
  });
});

describe('shipped public/config.json', () => {
  it('sets the 10-minute idle timeout', async () => {
    const { readFile } = await import('node:fs/promises');
    const shipped = JSON.parse(await readFile('public/config.json', 'utf8')) as Record<
      string,
      unknown
    >;
    expect(shipped.idleTimeout).toBe(600000);
  });
});
