/**
 * Server configuration: environment variables → one typed, frozen object with safe defaults.
 * Nothing else reads process.env, so tests build a config with `loadConfig({...})`.
 */
import path from 'node:path';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** Uploaded files (local storage); DATA_DIR/uploads unless UPLOAD_DIR is set. */
  uploadDir: string;
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
  nodeEnv: string;
  /** /dev/outbox and /api/dev/outbox: on unless production (then only with DEV_OUTBOX=1). */
  devOutbox: boolean;
  /** Trust X-Forwarded-For from a reverse proxy, so lockouts count the real client address. */
  trustProxy: boolean;
  /** Pause after a failed sign-in, to slow down guessing. */
  loginFailureDelayMs: number;
  logLevel: string;
  /** HS256 secret shared with the MAITRI single window; it signs the tokens of /MaitriLogin. */
  maitriSecret: string;
  /** Grievance-management address the hand-off token is sent to (default: the sandbox page). */
  grievanceUrl: string;
  /** /dev/maitri and /dev/grievance sandboxes: on unless production (then DEV_SANDBOXES=1). */
  devSandboxes: boolean;
  /** HMAC-SHA256 secret shared with the payment gateway; signs and verifies its callbacks. */
  pgSecret: string;
  /** The recheck job asks the gateway about transactions pending longer than this. */
  paymentRecheckMinutes: number;
}

export const DEFAULT_PG_SECRET = 'dev-payment-gateway-secret-change-me-0123456789';

export const DEFAULT_MAITRI_SECRET = 'dev-maitri-shared-secret-change-me-0123456789';

export const DEFAULT_CLIENT_SECRET = 'dev-portal-client-secret';

type Env = Record<string, string | undefined>;

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return !['0', 'false', 'no', 'off'].includes(value.trim().toLowerCase());
}

function integer(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer`);
  return n;
}

/** Reads the configuration from `env` (process.env by default). Throws on a malformed value. */
export function loadConfig(env: Env = process.env): Config {
  const nodeEnv = env.NODE_ENV || 'development';
  const production = nodeEnv === 'production';
  const port = integer('PORT', env.PORT, 8080);
  const publicUrl = (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, '');
  new URL(publicUrl); // fail fast on a malformed PUBLIC_URL
  const dataDir = path.resolve(env.DATA_DIR || './data');
  return Object.freeze({
    port,
    host: env.HOST || '0.0.0.0',
    dataDir,
    uploadDir: path.resolve(env.UPLOAD_DIR || path.join(dataDir, 'uploads')),
    databaseUrl: env.DATABASE_URL || undefined,
    publicUrl,
    demoSeed: flag(env.DEMO_SEED, true),
    demoPassword: env.DEMO_PASSWORD || 'Demo@12345',
    tenant: env.TENANT || 'midc',
    clientSecret: env.CLIENT_SECRET || DEFAULT_CLIENT_SECRET,
    staticDir: path.resolve(env.STATIC_DIR || 'dist'),
    nodeEnv,
    devOutbox: production ? env.DEV_OUTBOX === '1' : true,
    trustProxy: flag(env.TRUST_PROXY, false),
    loginFailureDelayMs: integer('LOGIN_FAILURE_DELAY_MS', env.LOGIN_FAILURE_DELAY_MS, 400),
    logLevel: env.LOG_LEVEL || (production ? 'info' : 'warn'),
    maitriSecret: env.MAITRI_SECRET || DEFAULT_MAITRI_SECRET,
    grievanceUrl: env.GRIEVANCE_URL || `${publicUrl}/dev/grievance`,
    devSandboxes: production ? env.DEV_SANDBOXES === '1' : true,
    pgSecret: env.PG_SECRET || DEFAULT_PG_SECRET,
    paymentRecheckMinutes: integer('PAYMENT_RECHECK_MINUTES', env.PAYMENT_RECHECK_MINUTES, 15),
  });
}

/** Warnings worth printing at start: insecure defaults that must not reach production. */
export function configWarnings(config: Config): string[] {
  const warnings: string[] = [];
  if (config.nodeEnv !== 'production') return warnings;
  if (config.clientSecret === DEFAULT_CLIENT_SECRET)
    warnings.push('CLIENT_SECRET is the development default; set a real secret in production.');
  if (config.demoSeed)
    warnings.push('DEMO_SEED is on in production: demo accounts with a known password exist.');
  if (!config.publicUrl.startsWith('https://'))
    warnings.push('PUBLIC_URL is not https; cookies are sent without the Secure flag.');
  if (config.maitriSecret === DEFAULT_MAITRI_SECRET)
    warnings.push('MAITRI_SECRET is the development default; set the secret shared with MAITRI.');
  else if (config.maitriSecret.length < 32)
    warnings.push('MAITRI_SECRET is shorter than 32 characters; HS256 needs a 256-bit secret.');
  if (config.pgSecret === DEFAULT_PG_SECRET)
    warnings.push('PG_SECRET is the development default; set the secret shared with the gateway.');
  // Only the sandbox gateway exists so far; without DEV_SANDBOXES its page is not even served.
  warnings.push('Payments go to the gateway sandbox: no real payment gateway is configured.');
  if (config.grievanceUrl.startsWith(`${config.publicUrl}/dev/`))
    warnings.push('GRIEVANCE_URL is not set: the grievance hand-off goes to the sandbox page.');
  return warnings;
}
