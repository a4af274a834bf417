/**
 * Settings a production start needs besides NODE_ENV: config.ts refuses to start production with
 * the development CLIENT_SECRET or MAITRI_SECRET (and PG_SECRET when a gateway is used).
 */
export const PRODUCTION_SECRETS = {
  CLIENT_SECRET: 'test-production-client-secret-0123456789abcdef',
  MAITRI_SECRET: 'test-production-maitri-secret-0123456789abcdef',
} as const;

export const PRODUCTION_ENV = { NODE_ENV: 'production', ...PRODUCTION_SECRETS } as const;
