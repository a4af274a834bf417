/**
 * Tables of the service engine: master data (industrial areas, rates), plots, applications with
 * their timeline, and uploaded files. Same rules as schema.ts: PostgreSQL-15 SQL, and a new
 * drizzle-kit migration after every change (see server/README.md).
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import type { SetAsideRecord } from '../../../src/domain/service-engine/index.ts';
import { users, createdAt, modifiedAt } from './schema.ts';

/** States an application row can hold (the domain's `New` is the moment before the first save). */
const STORED_STATES = sql.raw(
  `'Draft','Submitted','PaymentPending','UnderScrutiny','ClarificationSought','Approved','Rejected','Withdrawn','Cancelled','Deleted'`,
);
/** States in which an application is still open: at most one per plot and service. */
const OPEN_STATES = sql.raw(
  `'Draft','Submitted','PaymentPending','UnderScrutiny','ClarificationSought'`,
);

/** Industrial areas of the corporation: the prevailing land rate fee rules read per plot. */
export const industrialAreas = pgTable(
  'industrial_areas',
  {
    industrialAreaId: integer('industrial_area_id').primaryKey().generatedAlwaysAsIdentity(),
    code: varchar('code', { length: 10 }).notNull().unique('industrial_areas_code_key'),
    name: varchar('name', { length: 200 }).notNull().unique('industrial_areas_name_key'),
    districtId: smallint('district_id').notNull(),
    districtName: varchar('district_name', { length: 100 }).notNull(),
    regionalOffice: varchar('regional_office', { length: 100 }),
    // Area classes of the corporation's land-rate schedule (A costliest … D+ least developed).
    areaClass: varchar('area_class', { length: 3 }).notNull(),
    // ₹ per m², the premium rate now in force (plot.prevailingRate in fee rules).
    prevailingRate: numeric('prevailing_rate', {
      precision: 12,
      scale: 2,
      mode: 'number',
    }).notNull(),
    rateEffectiveFrom: date('rate_effective_from', { mode: 'string' }),
    createdAt: createdAt(),
    modifiedAt: modifiedAt(),
  },
  (t) => [check('industrial_areas_class_check', sql`${t.areaClass} in ('A','B','C','D','D+')`)],
);

/** The rate table fee rules read as rates.<key>; seeded from schemas/_shared/rates.json. */
export const rates = pgTable(
  'rates',
  {
    key: varchar('key', { length: 80 }).primaryKey(),
    value: numeric('value', { precision: 16, scale: 4, mode: 'number' }).notNull(),
    unit: varchar('unit', { length: 100 }).notNull().default(''),
    description: text('description').notNull().default(''),
    source: varchar('source', { length: 20 }).notNull(),
    reference: varchar('reference', { length: 200 }),
    modifiedBy: integer('modified_by').references(() => users.userId, { onDelete: 'set null' }),
    modifiedAt: modifiedAt(),
  },
  (t) => [
    check('rates_source_check', sql`${t.source} in ('public','spec','assumed','placeholder')`),
  ],
);

/**
 * Plots of spec §3. Ids are the corporation's plot codes ('RAI-TLJ-A12'), strings like the plot
 * facts' plotId. applicantInfo, registeredOfficeInfo and unitContactInfo keep the spec's field
 * names as jsonb; `facts` holds the back-office facts fee rules and preconditions read
 * (_shared/plot.json: leaseType, possessionDate, bccNumber, outstandingDues, …).
 */
export const plots = pgTable(
  'plots',
  {
    plotId: varchar('plot_id', { length: 40 }).primaryKey(),
    ownerUserId: integer('owner_user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'restrict' }),
    industrialAreaId: integer('industrial_area_id')
      .notNull()
      .references(() => industrialAreas.industrialAreaId, { onDelete: 'restrict' }),
    plotName: varchar('plot_name', { length: 200 }).notNull(),
    plotNumber: varchar('plot_number', { length: 50 }).notNull(),
    isMidcPlot: boolean('is_midc_plot').notNull().default(true),
    propertyFormType: varchar('property_form_type', { length: 20 }).notNull().default('Plot'),
    typeOfPlot: varchar('type_of_plot', { length: 50 }).notNull(),
    plotArea: numeric('plot_area', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    // Water consumer number, once the plot has a connection.
    consumerNo: varchar('consumer_no', { length: 30 }),
    registrationStatus: varchar('registration_status', { length: 20 })
      .notNull()
      .default('Approved'),
    applicantInfo: jsonb('applicant_info').$type<Record<string, unknown>>().notNull().default({}),
    registeredOfficeInfo: jsonb('registered_office_info')
      .$type<Record<string, unknown>>()
      .notNull()
      .default({}),
    unitContactInfo: jsonb('unit_contact_info')
      .$type<Record<string, unknown>>()
      .notNull()
      .default({}),
    facts: jsonb('facts').$type<Record<string, unknown>>().notNull().default({}),
    // A registration filed through /plotregistration: who filed it (the holder, or staff for
    // them), the letter of authority, and the office's verification with its remark.
    registeredBy: integer('registered_by').references(() => users.userId, { onDelete: 'set null' }),
    authorityLetterFileId: uuid('authority_letter_file_id').references(
      (): AnyPgColumn => uploads.fileId,
      {
        onDelete: 'set null',
      },
    ),
    registrationRemarks: text('registration_remarks'),
    registrationReviewedBy: integer('registration_reviewed_by').references(() => users.userId, {
      onDelete: 'set null',
    }),
    registrationReviewedAt: timestamp('registration_reviewed_at', { withTimezone: true }),
    createdAt: createdAt(),
    modifiedAt: modifiedAt(),
  },
  (t) => [
    index('plots_owner_user_id_idx').on(t.ownerUserId),
    index('plots_registration_status_idx').on(t.registrationStatus),
    // One live plot per number in an industrial area: a second registration of a plot that is
    // registered, or waiting for verification, is refused (a rejected or cancelled one is not).
    uniqueIndex('plots_one_live_per_number')
      .on(t.industrialAreaId, sql`upper(${t.plotNumber})`)
      .where(sql`${t.registrationStatus} in ('Pending','Approved')`),
    index('plots_industrial_area_id_idx').on(t.industrialAreaId),
    check(
      'plots_registration_status_check',
      sql`${t.registrationStatus} in ('Pending','Approved','Rejected','Cancelled')`,
    ),
  ],
);

/** Numbers of SubmissionIds ('SWC-2025-000042'). */
export const applicationNumberSeq = pgSequence('application_number_seq', { startWith: 1 });

/** A fee line as stored: what the server computed at the last save or the submission. */
export interface StoredFeeLine {
  id: string;
  label: string;
  amount: number | null;
}

/** A declaration as accepted: the exact text and version the applicant ticked, and when. */
export interface AcceptedDeclaration {
  id: string;
  text: string;
  version: number;
  acceptedAt: string;
}

/**
 * An answer that no longer fitted a newer version of the form: kept with the application, never
 * deleted, and listed to the applicant until they mark it seen (`seenAt`).
 */
export interface SetAsideAnswer extends SetAsideRecord {
  seenAt: string | null;
}

/**
 * Every service definition an application was saved or submitted against, by the SHA-256 of its
 * content: an application can always be shown on the form it was filled in on.
 */
export const serviceDefinitions = pgTable('service_definitions', {
  hash: varchar('hash', { length: 64 }).primaryKey(),
  serviceId: varchar('service_id', { length: 80 }).notNull(),
  version: integer('version').notNull(),
  definition: jsonb('definition').$type<Record<string, unknown>>().notNull(),
  createdAt: createdAt(),
});

/** Service requests. `state` is moved only through the domain's transition(). */
export const applications = pgTable(
  'applications',
  {
    submissionId: varchar('submission_id', { length: 30 })
      .primaryKey()
      .default(
        sql`('SWC-' || to_char(now() at time zone 'Asia/Kolkata', 'YYYY') || '-' || lpad(nextval('application_number_seq')::text, 6, '0'))`,
      ),
    plotId: varchar('plot_id', { length: 40 })
      .notNull()
      .references(() => plots.plotId, { onDelete: 'restrict' }),
    serviceId: varchar('service_id', { length: 80 }).notNull(),
    // Copied from the catalogue so rights filters and counts run in SQL.
    serviceMasterId: smallint('service_master_id').notNull(),
    state: varchar('state', { length: 30 }).notNull(),
    schemaVersion: integer('schema_version').notNull(),
    currentStep: varchar('current_step', { length: 80 }),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    tentativeCost: numeric('tentative_cost', { precision: 14, scale: 2, mode: 'number' }),
    feeLines: jsonb('fee_lines').$type<StoredFeeLine[]>().notNull().default([]),
    declarationsAccepted: jsonb('declarations_accepted')
      .$type<AcceptedDeclaration[]>()
      .notNull()
      .default([]),
    // Answers a newer form version could not keep (see SetAsideAnswer).
    setAside: jsonb('set_aside').$type<SetAsideAnswer[]>().notNull().default([]),
    // The definition the answers were last saved against (service_definitions.hash).
    definitionHash: varchar('definition_hash', { length: 64 }).references(
      () => serviceDefinitions.hash,
    ),
    createdBy: integer('created_by').references(() => users.userId, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    // Counts the saves: a draft save naming an older one was made on stale answers (see
    // application-service.ts), so two tabs or two users cannot silently overwrite each other.
    revision: integer('revision').notNull().default(1),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
  },
  (t) => [
    index('applications_plot_id_state_idx').on(t.plotId, t.state),
    index('applications_created_by_idx').on(t.createdBy),
    // One open application per plot and service: a double submit cannot create a twin.
    uniqueIndex('applications_one_open_per_service')
      .on(t.plotId, t.serviceId)
      .where(sql`${t.state} in (${OPEN_STATES})`),
    check('applications_state_check', sql`${t.state} in (${STORED_STATES})`),
  ],
);

/** The timeline: one row per transition, with who (null = the system) and when. */
export const applicationEvents = pgTable(
  'application_events',
  {
    eventId: integer('event_id').primaryKey().generatedAlwaysAsIdentity(),
    submissionId: varchar('submission_id', { length: 30 })
      .notNull()
      .references(() => applications.submissionId, { onDelete: 'cascade' }),
    fromState: varchar('from_state', { length: 30 }).notNull(),
    toState: varchar('to_state', { length: 30 }).notNull(),
    action: varchar('action', { length: 30 }).notNull(),
    byUserId: integer('by_user_id').references(() => users.userId, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    remarks: text('remarks'),
  },
  (t) => [
    index('application_events_submission_id_idx').on(t.submissionId, t.eventId),
    index('application_events_by_user_id_idx').on(t.byUserId),
  ],
);

/** PostgreSQL's bytea, as a Buffer in and out (PGlite answers a Uint8Array). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) =>
    Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

/**
 * The bytes of stored files (lib/storage.ts, the default `database` storage): each file in chunks
 * of at most FILE_CHUNK_BYTES, numbered from 0, so no statement carries a whole file and a
 * download streams chunk by chunk. Every server process on the database reads them.
 */
export const fileChunks = pgTable(
  'file_chunks',
  {
    storageKey: varchar('storage_key', { length: 200 }).notNull(),
    seq: integer('seq').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [primaryKey({ name: 'file_chunks_pkey', columns: [t.storageKey, t.seq] })],
);

/**
 * Uploaded files. The owner is the plot holder (a transaction user uploads for its parent), so
 * files follow the plots, not the sub-user. Content lives in the storage (lib/storage.ts) under
 * `storage_key`; the type is what the bytes are (sniffed), never what the browser claimed.
 */
export const uploads = pgTable(
  'uploads',
  {
    fileId: uuid('file_id').primaryKey(),
    ownerUserId: integer('owner_user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    uploadedBy: integer('uploaded_by').references(() => users.userId, { onDelete: 'set null' }),
    serviceId: varchar('service_id', { length: 80 }).notNull(),
    slotKey: varchar('slot_key', { length: 80 }).notNull(),
    fileName: varchar('file_name', { length: 255 }).notNull(),
    contentType: varchar('content_type', { length: 100 }).notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    storageKey: varchar('storage_key', { length: 200 }).notNull(),
    // Set when a submission that references the file is accepted.
    submissionId: varchar('submission_id', { length: 30 }).references(
      () => applications.submissionId,
      { onDelete: 'set null' },
    ),
    createdAt: createdAt(),
  },
  (t) => [
    index('uploads_owner_user_id_idx').on(t.ownerUserId),
    index('uploads_uploaded_by_idx').on(t.uploadedBy),
    index('uploads_submission_id_idx').on(t.submissionId),
  ],
);
