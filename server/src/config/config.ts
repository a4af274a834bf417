/**
 * Server configuration: environment variables → one typed, frozen object with safe defaults.
 * Nothing else reads process.env, so tests build a config with `loadConfig({...})`.
 */
import { isIP } from 'node:net';
import path from 'node:path';
import { isLoopbackHost } from '../lib/local-only.ts';
import type { StorageKind } from '../lib/storage.ts';

export interface Config {
  port: number;
  /**
   * Where to listen: HOST when given; otherwise loopback ('localhost': 127.0.0.1 and ::1) while
   * any developer sandbox is on, every interface when none is.
   */
  host: string;
  /** True when HOST was given (a non-loopback HOST with a sandbox on earns a loud warning). */
  hostExplicit: boolean;
  dataDir: string;
  /** Uploaded files (local storage); DATA_DIR/uploads unless UPLOAD_DIR is set. */
  uploadDir: string;
  /** Where uploaded bytes live (UPLOAD_STORAGE): `database` (default) or `local` (uploadDir). */
  uploadStorage: StorageKind;
  /** Unset → embedded PGlite in dataDir; set → PostgreSQL through a pg Pool. */
  databaseUrl: string | undefined;
  /** Origin the browser sees; used as token issuer and in e-mailed links. No trailing slash. */
  publicUrl: string;
  demoSeed: boolean;
  demoPassword: string;
  tenant: string;
  /** Secret of the `portal` client for the client_credentials grant. */
  clientSecret: string;
  staticDir: string;
  /**
   * Where the service definitions are read from (SCHEMAS_DIR, CATALOG_FILE); unset = the
   * repository's schemas/ and services.catalog.json.
   */
  definitions: { schemasDir?: string; catalogFile?: string };
  nodeEnv: string;
  /** /dev/outbox and /api/dev/outbox: on unless production (then only with DEV_OUTBOX=1). */
  devOutbox: boolean;
  /**
   * The reverse proxies whose X-Forwarded-For entries are believed (TRUST_PROXY), or false.
   * Limits and lockouts then count the real client's address.
   */
  trustProxy: TrustProxy;
  /** Pause after a failed sign-in, to slow down guessing. */
  loginFailureDelayMs: number;
  logLevel: string;
  /** HS256 secret shared with the MAITRI single window; it signs the tokens of /MaitriLogin. */
  maitriSecret: string;
  /** Grievance-management address the hand-off token is sent to (default: the sandbox page). */
  grievanceUrl: string;
  /** /dev/maitri and /dev/grievance sandboxes: on unless production (then DEV_SANDBOXES=1). */
  devSandboxes: boolean;
  /**
   * The payment gateway (PG_PROVIDER): the sandbox (default outside production), a real provider
   * speaking the HMAC redirect protocol, or none (payments refused; default in production).
   */
  pgProvider: PgProvider;
  /** HMAC-SHA256 secret shared with the payment gateway; signs and verifies its callbacks. */
  pgSecret: string;
  /** hmac-redirect: the provider's payment page the browser's order form is posted to. */
  pgUrl: string;
  /** hmac-redirect: the portal's merchant id at the provider. */
  pgMerchantId: string;
  /** hmac-redirect: the provider's server-to-server status query address. */
  pgStatusUrl: string;
  /** The recheck job asks the gateway about transactions pending longer than this. */
  paymentRecheckMinutes: number;
  /** How often the recheck job runs (one process per round across all of them). */
  paymentRecheckEverySeconds: number;
  /** Bytes of uploaded files one plot holder may keep (UPLOAD_QUOTA_MB). */
  uploadQuotaBytes: number;
  /** An upload no application, draft or plot refers to is deleted after this many hours. */
  orphanUploadHours: number;
  /** Notifications: SMTP server (SMTP_URL, e.g. smtp://user:pw@host:587) and sender (MAIL_FROM). */
  smtpUrl: string;
  mailFrom: string;
  /** SMS provider over HTTP (SMS_URL, SMS_API_KEY). */
  smsUrl: string;
  smsApiKey: string;
  /** How often the delivery worker looks for due messages, and the first retry's delay. */
  notifyPollMs: number;
  notifyRetryBaseMs: number;
}

export type PgProvider = 'sandbox' | 'hmac-redirect' | 'none';
const PG_PROVIDERS: readonly PgProvider[] = ['sandbox', 'hmac-redirect', 'none'];
const HMAC_SETTINGS = ['PG_URL', 'PG_MERCHANT_ID', 'PG_SECRET', 'PG_STATUS_URL'] as const;

export const DEFAULT_PG_SECRET = 'dev-payment-gateway-secret-change-me-0123456789';

export const DEFAULT_MAITRI_SECRET = 'dev-maitri-shared-secret-change-me-0123456789';

export const DEFAULT_CLIENT_SECRET = 'dev-portal-client-secret';

type Env = Record<string, string | undefined>;

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return !['0', 'false', 'no', 'off'].includes(value.trim().toLowerCase());
}

/** false, or the reverse proxies' addresses / CIDR ranges (Fastify's trustProxy). */
export type TrustProxy = false | string[];

const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address, a CIDR range, or one of proxy-addr's names for a range (loopback…). */
function isProxyAddress(entry: string): boolean {
  const [address, bits, extra] = entry.split('/');
  if (extra !== undefined || !address) return false;
  if (bits === undefined) return isIP(address) !== 0 || PROXY_RANGE_NAMES.has(address);
  const max = isIP(address) === 4 ? 32 : isIP(address) === 6 ? 128 : -1;
  return /^\d+$/.test(bits) && Number(bits) <= max;
}

/**
 * TRUST_PROXY: the comma-separated addresses of the reverse proxies in front of the portal, whose
 * X-Forwarded-For entries are believed. "true" or a count of hops is refused: believing every hop
 * takes the client's own leftmost entry as its address, and a count cannot tell the proxy from a
 * client that reaches the portal directly, so a client could pass every per-address limit by
 * writing a new address each time.
 */
export function trustProxySetting(value: string | undefined): TrustProxy {
  const text = value?.trim().toLowerCase() ?? '';
  if (['', '0', 'false', 'no', 'off'].includes(text)) return false;
  const entries = text.split(',').map((entry) => entry.trim());
  if (entries.every(isProxyAddress)) return entries;
  throw new Error(
    `TRUST_PROXY must list the addresses of the reverse proxies in front of the portal ` +
      `(e.g. 10.0.0.2,10.0.1.0/24, or loopback for a proxy on this machine), not '${value}'`,
  );
}

function uploadStorageKind(value: string | undefined): StorageKind {
  if (!value || value === 'database') return 'database';
  if (value === 'local') return 'local';
  throw new Error(`UPLOAD_STORAGE must be 'database' or 'local', not '${value}'`);
}

function integer(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer`);
  return n;
}

function positive(name: string, value: string | undefined, fallback: number): number {
  const n = integer(name, value, fallback);
  if (n === 0) throw new Error(`${name} must be at least 1`);
  return n;
}

/**
 * Production never starts with a secret everyone can read in this repository: the client secret,
 * the MAITRI secret and, when a gateway is in use, the gateway's secret.
 */
function refuseDefaultSecrets(env: Env, provider: PgProvider): void {
  const defaults: string[] = [];
  if (!env.CLIENT_SECRET || env.CLIENT_SECRET === DEFAULT_CLIENT_SECRET)
    defaults.push('CLIENT_SECRET');
  if (!env.MAITRI_SECRET || env.MAITRI_SECRET === DEFAULT_MAITRI_SECRET)
    defaults.push('MAITRI_SECRET');
  if (provider !== 'none' && (!env.PG_SECRET || env.PG_SECRET === DEFAULT_PG_SECRET))
    defaults.push('PG_SECRET');
  if (defaults.length > 0)
    throw new Error(
      `NODE_ENV=production refuses to start with the development value of ${defaults.join(', ')}: ` +
        'set a secret of your own (see server/README.md).',
    );
}

function parseUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/**
 * The gateway choice, refused at start when it cannot work: a real provider without its settings
 * (or with the development secret), or the sandbox in production without PG_ALLOW_SANDBOX=1.
 */
function paymentProvider(env: Env, production: boolean): PgProvider {
  const chosen = (env.PG_PROVIDER || (production ? 'none' : 'sandbox')).trim() as PgProvider;
  if (!PG_PROVIDERS.includes(chosen))
    throw new Error(`PG_PROVIDER must be one of ${PG_PROVIDERS.join(', ')} (got '${chosen}').`);
  if (chosen === 'sandbox' && production && env.PG_ALLOW_SANDBOX !== '1')
    throw new Error(
      'PG_PROVIDER=sandbox is refused in production: the sandbox moves no real money. ' +
        'Configure the real gateway (PG_PROVIDER=hmac-redirect) or, for a demonstration system ' +
        'only, set PG_ALLOW_SANDBOX=1.',
    );
  if (chosen !== 'hmac-redirect') return chosen;
  const missing = HMAC_SETTINGS.filter((name) => !env[name]);
  if (missing.length > 0)
    throw new Error(
      `PG_PROVIDER=hmac-redirect needs ${missing.join(', ')} (see server/README.md).`,
    );
  if (env.PG_SECRET === DEFAULT_PG_SECRET || env.PG_SECRET!.length < 32)
    throw new Error('PG_SECRET must be the secret the gateway issued (32 characters or more).');
  for (const name of ['PG_URL', 'PG_STATUS_URL'] as const) {
    const url = parseUrl(env[name]!);
    if (!url || !['https:', 'http:'].includes(url.protocol))
      throw new Error(`${name} must be an http(s) address (got '${env[name]}').`);
    if (production && url.protocol !== 'https:')
      throw new Error(`${name} must use https in production.`);
  }
  return chosen;
}

/** Reads the configuration from `env` (process.env by default). Throws on a malformed value. */
export function loadConfig(env: Env = process.env): Config {
  const nodeEnv = env.NODE_ENV || 'development';
  const production = nodeEnv === 'production';
  const port = integer('PORT', env.PORT, 8080);
  const publicUrl = (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, '');
  new URL(publicUrl); // fail fast on a malformed PUBLIC_URL
  const dataDir = path.resolve(env.DATA_DIR || './data');
  const pgProvider = paymentProvider(env, production);
  if (production) refuseDefaultSecrets(env, pgProvider);
  // Sandboxes are a development convenience: production has them only when asked for by name.
  const devOutbox = production ? env.DEV_OUTBOX === '1' : true;
  const devSandboxes = production ? env.DEV_SANDBOXES === '1' : true;
  const anySandbox = devOutbox || devSandboxes || pgProvider === 'sandbox';
  return Object.freeze({
    port,
    host: env.HOST || (anySandbox ? 'localhost' : '0.0.0.0'),
    hostExplicit: Boolean(env.HOST),
    dataDir,
    uploadDir: path.resolve(env.UPLOAD_DIR || path.join(dataDir, 'uploads')),
    uploadStorage: uploadStorageKind(env.UPLOAD_STORAGE),
    databaseUrl: env.DATABASE_URL || undefined,
    publicUrl,
    demoSeed: flag(env.DEMO_SEED, !production),
    demoPassword: env.DEMO_PASSWORD || 'Demo@12345',
    tenant: env.TENANT || 'midc',
    clientSecret: env.CLIENT_SECRET || DEFAULT_CLIENT_SECRET,
    staticDir: path.resolve(env.STATIC_DIR || 'dist'),
    definitions: {
      ...(env.SCHEMAS_DIR ? { schemasDir: path.resolve(env.SCHEMAS_DIR) } : {}),
      ...(env.CATALOG_FILE ? { catalogFile: path.resolve(env.CATALOG_FILE) } : {}),
    },
    nodeEnv,
    devOutbox,
    trustProxy: trustProxySetting(env.TRUST_PROXY),
    loginFailureDelayMs: integer('LOGIN_FAILURE_DELAY_MS', env.LOGIN_FAILURE_DELAY_MS, 400),
    logLevel: env.LOG_LEVEL || (production ? 'info' : 'warn'),
    maitriSecret: env.MAITRI_SECRET || DEFAULT_MAITRI_SECRET,
    grievanceUrl: env.GRIEVANCE_URL || `${publicUrl}/dev/grievance`,
    devSandboxes,
    pgProvider,
    pgSecret: env.PG_SECRET || DEFAULT_PG_SECRET,
    pgUrl: env.PG_URL || '',
    pgMerchantId: env.PG_MERCHANT_ID || '',
    pgStatusUrl: env.PG_STATUS_URL || '',
    paymentRecheckMinutes: integer('PAYMENT_RECHECK_MINUTES', env.PAYMENT_RECHECK_MINUTES, 15),
    paymentRecheckEverySeconds: positive(
      'PAYMENT_RECHECK_EVERY_SECONDS',
      env.PAYMENT_RECHECK_EVERY_SECONDS,
      60,
    ),
    uploadQuotaBytes: positive('UPLOAD_QUOTA_MB', env.UPLOAD_QUOTA_MB, 500) * 1024 * 1024,
    orphanUploadHours: positive('UPLOAD_ORPHAN_HOURS', env.UPLOAD_ORPHAN_HOURS, 72),
    smtpUrl: env.SMTP_URL || '',
    mailFrom: env.MAIL_FROM || `MIDC Portal <no-reply@${new URL(publicUrl).hostname}>`,
    smsUrl: env.SMS_URL || '',
    smsApiKey: env.SMS_API_KEY || '',
    notifyPollMs: positive('NOTIFY_POLL_MS', env.NOTIFY_POLL_MS, 2000),
    notifyRetryBaseMs: positive('NOTIFY_RETRY_BASE_MS', env.NOTIFY_RETRY_BASE_MS, 30_000),
  });
}

/** The developer sandboxes this configuration switches on, by name. */
export function enabledSandboxes(config: Config): string[] {
  return [
    ...(config.devOutbox ? ['developer outbox (/dev/outbox)'] : []),
    ...(config.devSandboxes
      ? ['MAITRI and grievance sandboxes (/dev/maitri, /dev/grievance)']
      : []),
    ...(config.pgProvider === 'sandbox' ? ['payment gateway sandbox (/dev/gateway)'] : []),
  ];
}

/**
 * The warning printed, framed, when HOST opens the server to other machines while sandboxes are
 * on (their routes still refuse remote clients, but the operator should know); null otherwise.
 */
export function exposureWarning(config: Config): string | null {
  const sandboxes = enabledSandboxes(config);
  if (!config.hostExplicit || isLoopbackHost(config.host) || sandboxes.length === 0) return null;
  const demo = config.demoSeed
    ? ' The demo accounts and their published password work from anywhere.'
    : '';
  return (
    `HOST=${config.host} makes the portal reachable from other machines while developer ` +
    `sandboxes are on: ${sandboxes.join('; ')}. Their pages refuse clients on other machines.` +
    `${demo} Unset HOST to listen on loopback only.`
  );
}

/** Warnings worth printing at start: insecure defaults that must not reach production. */
export function configWarnings(config: Config): string[] {
  const warnings: string[] = [];
  if (config.nodeEnv !== 'production') return warnings;
  if (config.demoSeed)
    warnings.push('DEMO_SEED is on in production: demo accounts with a known password exist.');
  if (config.devOutbox)
    warnings.push('DEV_OUTBOX=1: the developer outbox shows reset links and OTPs (this machine).');
  if (config.devSandboxes)
    warnings.push('DEV_SANDBOXES=1: the MAITRI and grievance sandboxes are on (this machine).');
  if (!config.publicUrl.startsWith('https://'))
    warnings.push('PUBLIC_URL is not https; cookies are sent without the Secure flag.');
  if (config.maitriSecret.length < 32)
    warnings.push('MAITRI_SECRET is shorter than 32 characters; HS256 needs a 256-bit secret.');
  if (config.pgProvider === 'none')
    warnings.push('PG_PROVIDER is not set: online payments are refused until a gateway is set.');
  if (config.pgProvider === 'sandbox')
    warnings.push('PG_ALLOW_SANDBOX=1: payments go to the gateway sandbox, no real money moves.');
  if (!config.smtpUrl)
    warnings.push(
      config.devOutbox
        ? 'SMTP_URL is not set: e-mails go to the developer outbox only.'
        : 'SMTP_URL is not set: e-mails wait undelivered until it is.',
    );
  if (!config.smsUrl)
    warnings.push(
      config.devOutbox
        ? 'SMS_URL is not set: SMS go to the developer outbox only.'
        : 'SMS_URL is not set: SMS wait undelivered until it is.',
    );
  if (config.grievanceUrl.startsWith(`${config.publicUrl}/dev/`))
    warnings.push('GRIEVANCE_URL is not set: the grievance hand-off goes to the sandbox page.');
  return warnings;
}
