/**
 * Runtime settings (spec §7, §9). public/config.json is fetched once before the first render and
 * each of its keys is copied into SETTINGS under its upper-case name (idleTimeout → IDLETIMEOUT).
 * A failed load is only logged: the defaults below then apply.
 *
 * Test overrides: when config.json sets `allowOverrides: true`, the JSON object stored in the
 * sessionStorage key 'configOverrides' is applied on top, but only for OVERRIDABLE_KEYS. That lets
 * end-to-end tests shorten the idle timeout (page.addInitScript) without a second build, while a
 * production config that leaves allowOverrides off ignores the key entirely.
 */

/** The settings object; unknown config keys are kept too, under their upper-case names. */
export interface Settings {
  IDLETIMEOUT: number;
  REGISTERNOWURL: string;
  HELPDESKURL: string;
  GRIEVANCEURL: string;
  APIBASEURL: string;
  MASTERAPIBASEURL: string;
  OTHERAPIBASEURL: string;
  TENANT: string;
  CLIENTID: string;
  FETCHAUTHTOKEN: boolean;
  ALLOWOVERRIDES: boolean;
  [key: string]: unknown;
}

/** Defaults: spec §9 idle timeout of 5000 ms, same-origin API addresses. */
export const DEFAULT_SETTINGS: Readonly<Settings> = Object.freeze({
  IDLETIMEOUT: 5000,
  REGISTERNOWURL: '',
  HELPDESKURL: '',
  GRIEVANCEURL: '',
  APIBASEURL: '',
  MASTERAPIBASEURL: '',
  OTHERAPIBASEURL: '',
  TENANT: 'midc',
  CLIENTID: 'portal',
  FETCHAUTHTOKEN: false,
  ALLOWOVERRIDES: false,
});

/** The sessionStorage key read for test overrides when config.json allows them. */
export const OVERRIDES_KEY = 'configOverrides';

/** Keys (as written in config.json) a test may override; kept small on purpose. */
export const OVERRIDABLE_KEYS: readonly string[] = ['idleTimeout'];

/** The live settings; read at call time, never copied, so a late load is still seen. */
export const SETTINGS: Settings = { ...DEFAULT_SETTINGS };

/** Copies config keys into SETTINGS; a value whose type differs from the default is ignored. */
export function applyConfig(config: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(config)) {
    const name = key.toUpperCase();
    const fallback = DEFAULT_SETTINGS[name];
    if (fallback !== undefined && typeof value !== typeof fallback) {
      console.warn(`config.json: ${key} should be a ${typeof fallback}; the default is kept`);
      continue;
    }
    if (name === 'IDLETIMEOUT' && !(Number.isFinite(value) && (value as number) > 0)) {
      console.warn('config.json: idleTimeout must be a positive number; the default is kept');
      continue;
    }
    SETTINGS[name] = value;
  }
}

/** Puts SETTINGS back to the defaults (tests). */
export function resetSettings(): void {
  for (const key of Object.keys(SETTINGS)) delete SETTINGS[key];
  Object.assign(SETTINGS, DEFAULT_SETTINGS);
}

function readOverrides(): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(OVERRIDES_KEY) ?? '{}');
    if (!parsed || typeof parsed !== 'object') return {};
    return Object.fromEntries(
      Object.entries(parsed).filter(([key]) => OVERRIDABLE_KEYS.includes(key)),
    );
  } catch (error) {
    console.warn('Ignoring malformed configOverrides', error);
    return {};
  }
}

let loading: Promise<Settings> | undefined;

/** Fetches config.json into SETTINGS; never throws, so start-up goes on with the defaults. */
export function loadSettings(url = '/config.json'): Promise<Settings> {
  loading = fetchSettings(url);
  return loading;
}

/** Settles once config.json has been read (main.tsx reads it first); at once if it never was. */
export function settingsLoaded(): Promise<Settings> {
  return loading ?? Promise.resolve(SETTINGS);
}

async function fetchSettings(url: string): Promise<Settings> {
  try {
    const response = await fetch(url, { cache: 'no-store' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const config: unknown = await response.json();
    if (!config || typeof config !== 'object' || Array.isArray(config)) {
      throw new Error('config.json is not a JSON object');
    }
    applyConfig(config as Record<string, unknown>);
    if (SETTINGS.ALLOWOVERRIDES) applyConfig(readOverrides());
  } catch (error) {
    console.error('Could not load config.json; using default settings', error);
  }
  return SETTINGS;
}
