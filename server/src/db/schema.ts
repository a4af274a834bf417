/**
 * Drizzle tables of the reference server. One schema for PGlite and PostgreSQL; keep the SQL to
 * what PostgreSQL 15 supports. After editing, run drizzle-kit generate (see server/README.md) to
 * add a migration — never edit a generated migration by hand.
 *
 * Later issues add plots, applications and payments here; they reference `users.userId`.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** The creation and modification stamps every table shares. */
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const modifiedAt = () =>
  timestamp('modified_at', { withTimezone: true }).notNull().defaultNow();

/** Portal accounts: investors, their transaction sub-users, corporation staff and admins (spec §3). */
export const users = pgTable(
  'users',
  {
    userId: integer('user_id').primaryKey().generatedAlwaysAsIdentity(),
    email: varchar('email', { length: 254 }).notNull(),
    // argon2id PHC string; null until an invited sub-user sets a password.
    passwordHash: text('password_hash'),
    // Role ids of spec §3: 1 Investor, 2 Admin, 3 Transaction-User, 4 Midc-User.
    roleId: smallint('role_id').notNull(),
    parentUserId: integer('parent_user_id').references((): AnyPgColumn => users.userId, {
      onDelete: 'set null',
    }),
    // Comma-separated service-master ids (spec §6); parse with parseRights from src/domain.
    departmentRights: text('department_rights').notNull().default(''),
    userName: varchar('user_name', { length: 200 }).notNull(),
    mobile: varchar('mobile', { length: 15 }),
    emailVerified: boolean('email_verified').notNull().default(false),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    isActive: boolean('is_active').notNull().default(true),
    isOlasUser: boolean('is_olas_user').notNull().default(false),
    maitriUserId: varchar('maitri_user_id', { length: 100 }),
    midcUser: boolean('midc_user').notNull().default(false),
    securityQuestion: varchar('security_question', { length: 300 }),
    // Notification preferences: SMS alerts are opt-in ("Send me SMS alerts"); e-mail is on for
    // every kind except those listed here. Security messages ignore both.
    smsAlerts: boolean('sms_alerts').notNull().default(false),
    emailOptOut: jsonb('email_opt_out').$type<string[]>().notNull().default([]),
    // The language the user chose (en, mr, hi): their messages, receipts and, at sign-in, the
    // screens. Null until they choose: English for messages, the browser's choice for screens.
    language: varchar('language', { length: 5 }),
    // Sub-user verification link (VerifyTranUser); stored hashed, never sent to the browser.
    verificationTokenHash: text('verification_token_hash'),
    tokenGeneratedAt: timestamp('token_generated_at', { withTimezone: true }),
    createdBy: integer('created_by'),
    createdAt: createdAt(),
    modifiedBy: integer('modified_by'),
    modifiedAt: modifiedAt(),
  },
  (t) => [
    // E-mail addresses are unique regardless of case.
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    index('users_parent_user_id_idx').on(t.parentUserId),
    // A MAITRI (single-window) user maps to at most one portal account.
    uniqueIndex('users_maitri_user_id_key').on(t.maitriUserId),
    check('users_role_id_check', sql`${t.roleId} between 1 and 4`),
    check('users_language_check', sql`${t.language} in ('en', 'mr', 'hi')`),
  ],
);

/** companyInfo of spec §3: one company per user (sub-users fall back to their parent's). */
export const companies = pgTable('companies', {
  companyId: integer('company_id').primaryKey().generatedAlwaysAsIdentity(),
  userId: integer('user_id')
    .notNull()
    .unique('companies_user_id_key')
    .references(() => users.userId, { onDelete: 'cascade' }),
  companyName: varchar('company_name', { length: 300 }).notNull(),
  companyAddress: varchar('company_address', { length: 500 }),
  companyAddressLine2: varchar('company_address_line2', { length: 500 }),
  pincode: varchar('pincode', { length: 10 }),
  state: varchar('state', { length: 100 }),
  city: varchar('city', { length: 100 }),
  town: varchar('town', { length: 100 }),
  companyTin: varchar('company_tin', { length: 20 }),
  companyPan: varchar('company_pan', { length: 10 }),
  companyPhoneNo: varchar('company_phone_no', { length: 20 }),
  companyFaxNo: varchar('company_fax_no', { length: 20 }),
  gstin: varchar('gstin', { length: 15 }),
  createdAt: createdAt(),
  modifiedAt: modifiedAt(),
});

/** Live sessions. The browser holds the SessionToken; only its SHA-256 is stored. */
export const sessions = pgTable(
  'sessions',
  {
    sessionId: uuid('session_id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique('sessions_token_hash_key'),
    clientId: varchar('client_id', { length: 100 }).notNull(),
    ipAddress: varchar('ip_address', { length: 64 }),
    userAgent: varchar('user_agent', { length: 500 }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: varchar('revoked_reason', { length: 100 }),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

/**
 * Opaque refresh tokens, rotated on every use. All tokens of one session form a family: presenting
 * a token that was already used revokes the whole session (OAuth 2.0 Security BCP §4.14).
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    refreshTokenId: uuid('refresh_token_id').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.sessionId, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique('refresh_tokens_token_hash_key'),
    scope: varchar('scope', { length: 300 }).notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('refresh_tokens_session_id_idx').on(t.sessionId)],
);

/** RS256 signing keys as JWKs. Kept in the database so every API process signs and verifies alike. */
export const signingKeys = pgTable(
  'signing_keys',
  {
    kid: varchar('kid', { length: 64 }).primaryKey(),
    alg: varchar('alg', { length: 10 }).notNull().default('RS256'),
    publicJwk: jsonb('public_jwk').notNull(),
    privateJwk: jsonb('private_jwk').notNull(),
    createdAt: createdAt(),
    active: boolean('active').notNull().default(true),
  },
  // At most one key signs at a time; older ones stay for verification until their tokens expire.
  (t) => [
    uniqueIndex('signing_keys_one_active_key')
      .on(t.active)
      .where(sql`${t.active}`),
  ],
);

/**
 * Failed sign-in counters with a fixed window, per account (lower-cased e-mail) and per client
 * address. Kept in the database so every process sees the same lock.
 */
export const loginLockouts = pgTable(
  'login_lockouts',
  {
    scope: varchar('scope', { length: 10 }).notNull(),
    key: varchar('key', { length: 300 }).notNull(),
    failureCount: integer('failure_count').notNull().default(0),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'login_lockouts_pkey', columns: [t.scope, t.key] }),
    check('login_lockouts_scope_check', sql`${t.scope} in ('account', 'ip')`),
  ],
);

/**
 * The transactional outbox: every e-mail and SMS the server sends, written in the same transaction
 * as the event it tells of, then delivered by the worker (services/notifications/delivery.ts).
 * Security messages carry their rendered subject and body; event messages carry their template
 * kind and parameters and are rendered when sent (and when the developer outbox lists them).
 */
export const outbox = pgTable(
  'outbox',
  {
    messageId: integer('message_id').primaryKey().generatedAlwaysAsIdentity(),
    channel: varchar('channel', { length: 10 }).notNull(),
    toAddress: varchar('to_address', { length: 254 }).notNull(),
    subject: varchar('subject', { length: 300 }).notNull().default(''),
    body: text('body').notNull(),
    // 'security' (reset links, OTPs, contact changes: always sent) or a template kind.
    kind: varchar('kind', { length: 60 }).notNull().default('security'),
    params: jsonb('params').$type<Record<string, string>>(),
    userId: integer('user_id').references(() => users.userId, { onDelete: 'set null' }),
    // Delivery: pending → sending (claimed by one worker) → sent, or failed after the last try.
    status: varchar('status', { length: 10 }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    lastError: varchar('last_error', { length: 500 }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    transport: varchar('transport', { length: 20 }),
    createdAt: createdAt(),
  },
  (t) => [
    index('outbox_created_at_idx').on(t.createdAt),
    index('outbox_to_address_idx').on(sql`lower(${t.toAddress})`),
    index('outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} in ('pending', 'sending')`),
    check('outbox_channel_check', sql`${t.channel} in ('email', 'sms')`),
    check('outbox_status_check', sql`${t.status} in ('pending', 'sending', 'sent', 'failed')`),
  ],
);

/** The portal's own notification list (the bell): one row per user and event. */
export const notifications = pgTable(
  'notifications',
  {
    notificationId: integer('notification_id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 60 }).notNull(),
    params: jsonb('params').$type<Record<string, string>>().notNull(),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [index('notifications_user_id_idx').on(t.userId, t.notificationId)],
);

/** Single-use password reset links; only the SHA-256 of the token is stored. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    resetTokenId: integer('reset_token_id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique('password_reset_tokens_token_hash_key'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('password_reset_tokens_user_id_idx').on(t.userId)],
);

/**
 * One-time passwords for changing the e-mail address or mobile number (spec §4). One row per user
 * and purpose, reused for every code so the resend window survives a new code. Only an argon2id
 * hash of the code is stored; expiry, attempts and resends are enforced from these columns.
 */
export const otps = pgTable(
  'otps',
  {
    otpId: integer('otp_id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    purpose: varchar('purpose', { length: 10 }).notNull(),
    // The new e-mail address or mobile number the code was sent to.
    target: varchar('target', { length: 254 }).notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    // Codes sent after the first one in the current window, and when that window began.
    resends: integer('resends').notNull().default(0),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('otps_user_purpose_key').on(t.userId, t.purpose),
    check('otps_purpose_check', sql`${t.purpose} in ('email', 'mobile')`),
  ],
);

/**
 * Verification links of sub-users added by an investor (/VerifyTranUser): single use, with an
 * expiry; only the SHA-256 of the token is stored. Using one sets the sub-user's first password.
 */
export const userVerificationTokens = pgTable(
  'user_verification_tokens',
  {
    verificationId: integer('verification_id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique('user_verification_tokens_token_hash_key'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('user_verification_tokens_user_id_idx').on(t.userId)],
);

/**
 * MAITRI (the state single window) service ids → the catalogue service a single-window sign-in
 * opens (AuthenticateMaitriUser answers it as Data.ServiceRoute). Master data, kept here rather
 * than in services.catalog.json so the catalogue format stays the portal's own.
 */
export const maitriServices = pgTable('maitri_services', {
  maitriServiceId: varchar('maitri_service_id', { length: 50 }).primaryKey(),
  // A catalogue id such as 'NewWaterConnectionService' (checked against the catalogue on use).
  serviceId: varchar('service_id', { length: 80 }).notNull(),
  description: varchar('description', { length: 300 }).notNull().default(''),
  active: boolean('active').notNull().default(true),
  createdAt: createdAt(),
});

/**
 * Requests that carried the single-window integration headers (spec §7: mToken, mServiceID,
 * mApplicationID, mTrackID, mServiceAppID, MAITRIUserID), for audit. The mToken is a bearer
 * credential, so only its SHA-256 is kept.
 */
export const integrationRequests = pgTable(
  'integration_requests',
  {
    integrationRequestId: integer('integration_request_id')
      .primaryKey()
      .generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    method: varchar('method', { length: 10 }).notNull(),
    path: varchar('path', { length: 500 }).notNull(),
    statusCode: smallint('status_code').notNull(),
    // The signed-in portal user, when the request was authenticated.
    userId: integer('user_id').references(() => users.userId, { onDelete: 'set null' }),
    maitriUserId: varchar('maitri_user_id', { length: 100 }),
    serviceId: varchar('service_id', { length: 100 }),
    applicationId: varchar('application_id', { length: 100 }),
    trackId: varchar('track_id', { length: 100 }),
    serviceAppId: varchar('service_app_id', { length: 100 }),
    tokenHash: varchar('token_hash', { length: 64 }),
  },
  (t) => [
    index('integration_requests_at_idx').on(t.at),
    index('integration_requests_maitri_user_id_idx').on(t.maitriUserId),
  ],
);

/**
 * The `jti` of every MAITRI token a sign-in accepted, so a token is used once: the primary key
 * makes a second use (even a concurrent one) fail inside the sign-in's transaction. Rows are kept
 * until the token's own `exp` (after which the token is refused anyway), then purged by the
 * retention job (services/maitri/retention.ts).
 */
export const maitriUsedTokens = pgTable(
  'maitri_used_tokens',
  {
    jti: varchar('jti', { length: 200 }).primaryKey(),
    maitriUserId: varchar('maitri_user_id', { length: 100 }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('maitri_used_tokens_expires_at_idx').on(t.expiresAt)],
);

/** Feedback sent from the signed-in layout: a category, a 1–5 rating and a message. */
export const feedback = pgTable(
  'feedback',
  {
    feedbackId: integer('feedback_id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    category: varchar('category', { length: 60 }).notNull(),
    rating: smallint('rating').notNull(),
    message: text('message').notNull(),
    // The portal page the user was on when they wrote it.
    page: varchar('page', { length: 300 }),
    createdAt: createdAt(),
  },
  (t) => [
    index('feedback_user_id_idx').on(t.userId),
    check('feedback_rating_check', sql`${t.rating} between 1 and 5`),
    check('feedback_message_check', sql`char_length(${t.message}) between 1 and 2000`),
  ],
);

/**
 * Which seed last ran on this database and over what (seed/once.ts): a restart whose seed code,
 * rates and services are unchanged skips the seed, which would find everything present.
 */
export const seedRuns = pgTable('seed_runs', {
  name: varchar('name', { length: 40 }).primaryKey(),
  fingerprint: varchar('fingerprint', { length: 64 }).notNull(),
  ranAt: timestamp('ran_at', { withTimezone: true }).notNull(),
});

/**
 * Background jobs shared by every server process on one database (lib/jobs.ts): a round of a job
 * is claimed by moving `due_at` on in one statement, so one process runs each round; `runs` and
 * the last start, finish and runner are kept for operators and tests.
 */
export const jobRuns = pgTable('job_runs', {
  name: varchar('name', { length: 80 }).primaryKey(),
  dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
  runs: integer('runs').notNull().default(0),
  lastStartedAt: timestamp('last_started_at', { withTimezone: true }),
  lastFinishedAt: timestamp('last_finished_at', { withTimezone: true }),
  // host:pid of the process that ran the last round.
  lastRunBy: varchar('last_run_by', { length: 200 }),
});
