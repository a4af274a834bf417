/**
 * The people and objects the access matrix probes with: the demo investor (the owner) with a plot,
 * an application on it, a file of that application, a paid transaction and a water bill; another
 * investor; two transaction users of the owner, one with the application's department right and
 * one without; a MIDC staff member; an admin; and a sub-user of the owner that user routes act on.
 */
import { sql } from 'drizzle-orm';
import type { TestApp } from '../support/test-app.ts';
import { DEMO_ACCOUNTS } from '../support/test-app.ts';
import { addUser } from '../support/engine.ts';
import { getCatalog } from '../../src/services/forms/catalog.ts';
import { keepDefinition } from '../../src/services/forms/snapshots.ts';

export const PRINCIPALS = [
  'anonymous',
  'owner',
  'otherInvestor',
  'txWithRight',
  'txWithoutRight',
  'staff',
  'admin',
] as const;
export type Principal = (typeof PRINCIPALS)[number];

export interface AccessIds {
  ownerId: number;
  plotId: string;
  submissionId: string;
  /** The application's service, schema version and step (a draft save names them). */
  application: { serviceId: string; schemaVersion: number; currentStep: string | null };
  fileId: string;
  transactionId: string;
  trackingId: string;
  documentId: string;
  /** A fresh sub-user of the owner for each call (deactivating one must not spoil the next). */
  newSubUser(): Promise<number>;
}

export interface AccessFixture {
  ids: AccessIds;
  /** Whom to sign in as: e-mail addresses (each call signs in anew). */
  emails: Record<Exclude<Principal, 'anonymous'>, string>;
}

async function one<T>(t: TestApp, query: ReturnType<typeof sql>): Promise<T> {
  const result = (await t.database.db.execute(query)) as unknown as { rows: T[] } | T[];
  const rows = Array.isArray(result) ? result : result.rows;
  if (!rows[0]) throw new Error(`access fixture: nothing found for ${JSON.stringify(query)}`);
  return rows[0];
}

export async function accessFixture(t: TestApp): Promise<AccessFixture> {
  const owner = await t.login(DEMO_ACCOUNTS.investor.email);
  const app = await one<{
    plot_id: string;
    submission_id: string;
    service_master_id: number;
    service_id: string;
    schema_version: number;
    current_step: string | null;
  }>(
    t,
    sql`select a.plot_id, a.submission_id, a.service_master_id, a.service_id, a.schema_version,
               a.current_step from applications a
        join plots p on p.plot_id = a.plot_id
        where p.owner_user_id = ${owner.userId} and a.state <> 'Deleted'
          and exists (select 1 from uploads u where u.submission_id = a.submission_id)
        order by a.submission_id limit 1`,
  );
  // Seeded rows predate stored definitions; a save stores one, as here, so the form it was
  // filled in on can be read (GET /api/applications/:id/definition).
  const service = getCatalog().services.get(app.service_id);
  if (!service) throw new Error(`access fixture: no service ${app.service_id}`);
  const hash = await keepDefinition(t.database.db, service);
  await t.database.db.execute(
    sql`update applications set definition_hash = ${hash} where submission_id = ${app.submission_id}`,
  );
  const file = await one<{ file_id: string }>(
    t,
    sql`select file_id from uploads where submission_id = ${app.submission_id} limit 1`,
  );
  const payment = await one<{ transaction_id: string }>(
    t,
    sql`select transaction_id from payment_transactions where payer_user_id = ${owner.userId}
        order by transaction_id limit 1`,
  );
  const bill = await one<{ tracking_id: string }>(
    t,
    sql`select tracking_id from water_bills order by tracking_id limit 1`,
  );
  const documents = await t.app.inject({ method: 'GET', url: '/api/documents' });
  const documentId = String(documents.json().Data[0].id);

  const email = async (role: 1 | 3, rights = '') =>
    (await addUser(t, { role, parentUserId: role === 3 ? owner.userId : undefined, rights }))
      .userId;
  const emailOf = async (userId: number) =>
    (await one<{ email: string }>(t, sql`select email from users where user_id = ${userId}`)).email;
  return {
    ids: {
      ownerId: owner.userId,
      plotId: app.plot_id,
      submissionId: app.submission_id,
      application: {
        serviceId: app.service_id,
        schemaVersion: app.schema_version,
        currentStep: app.current_step,
      },
      fileId: file.file_id,
      transactionId: payment.transaction_id,
      trackingId: bill.tracking_id,
      documentId,
      newSubUser: () => email(3, String(app.service_master_id)),
    },
    emails: {
      owner: DEMO_ACCOUNTS.investor.email,
      otherInvestor: await emailOf(await email(1)),
      txWithRight: await emailOf(await email(3, String(app.service_master_id))),
      txWithoutRight: await emailOf(await email(3, '')),
      staff: DEMO_ACCOUNTS.midc.email,
      admin: DEMO_ACCOUNTS.admin.email,
    },
  };
}
