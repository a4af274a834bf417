/**
 * Bounded growth: what anyone can make the server store. Refused payment callbacks keep only
 * named, cut fields and are throttled per address; integration headers are recorded only for a
 * signed-in user's MAITRI-signed token, never for anonymous requests nor ones no route matched; a
 * plot holder's uploads stop at the quota; orphan uploads are purged.
 * Each case measures the tables (pg_total_relation_size and the bytes of their rows) and asserts
 * a bound; the anonymous cases' growth is printed for the report.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Headers } from '../../../src/domain/api.ts';
import { applications, plots, uploads } from '../../src/db/schema-engine.ts';
import { createDatabaseStorage } from '../../src/lib/storage.ts';
import { CALLBACK_REFUSALS_PER_WINDOW } from '../../src/services/payments/callback-log.ts';
import { purgeOrphanUploads, UPLOAD_PURGE_LOCK_ID } from '../../src/services/uploads/purge.ts';
import { addPlot, addUser, upload } from '../support/engine.ts';
import { feeService } from '../support/payments.ts';
import { createTestApp, nextAddress } from '../support/test-app.ts';
import type { LoggedIn, TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const TABLES = ['payment_events', 'integration_requests', 'uploads'] as const;
const KB = 1024;

/** Bytes the audit and upload tables take: on disk (with indexes, TOAST) and in their rows. */
async function footprint() {
  let relationBytes = 0;
  let rowBytes = 0;
  for (const table of TABLES) {
    const result = (await t.database.db.execute(
      sql.raw(
        `select pg_total_relation_size('${table}')::float8 as relation, coalesce(sum(pg_column_size(x.*)), 0)::float8 as rows from ${table} x`,
      ),
    )) as unknown as { rows: { relation: number; rows: number }[] };
    relationBytes += Number(result.rows[0]!.relation);
    rowBytes += Number(result.rows[0]!.rows);
  }
  return { relationBytes, rowBytes };
}

async function countRows(table: (typeof TABLES)[number]): Promise<number> {
  const result = (await t.database.db.execute(
    sql.raw(`select count(*)::int as n from ${table}`),
  )) as unknown as { rows: { n: number }[] };
  return result.rows[0]!.n;
}

const maitriHeaders = Object.fromEntries(
  Headers.maitri.map((name) => [name.toLowerCase(), `${name}-${'v'.repeat(90)}`]),
);

/** A callback body of about `size` bytes whose fields name nothing real. */
function bigCallback(size: number): string {
  return new URLSearchParams({
    TransactionID: 'TXN20260101000001',
    Amount: '1000.00',
    Status: 'Success',
    GatewayReference: 'r'.repeat(size / 2),
    Signature: '0'.repeat(64),
    Padding: 'p'.repeat(size / 2),
  }).toString();
}

/** A form-encoded gateway callback, as a browser or the gateway posts it. */
const postCallback = (payload: string, remoteAddress: string) =>
  t.app.inject({
    method: 'POST',
    url: '/PaymentGateWay/ProcessPaymentResponse',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload,
    remoteAddress,
  });

describe('anonymous requests leave the database within a small bound', () => {
  it('60 refused 900 kB callbacks, 60 + 20 forged ones of 15 kB and 200 header-carrying 404s', async () => {
    const before = await footprint();
    const eventsBefore = await countRows('payment_events');
    const integrationBefore = await countRows('integration_requests');

    // Over the callback route's body limit: refused unread, nothing stored, nothing counted.
    const huge = bigCallback(900 * KB);
    for (let i = 0; i < 60; i++) {
      const res = await postCallback(huge, nextAddress());
      expect(res.statusCode).toBe(413);
    }
    expect(await countRows('payment_events')).toBe(eventsBefore);

    // Just under it: logged (cut) and throttled per address.
    const body = bigCallback(15 * KB);
    const address = nextAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 60; i++) {
      const res = await postCallback(body, address);
      statuses.push(res.statusCode);
    }
    expect(statuses.filter((s) => s === 400)).toHaveLength(CALLBACK_REFUSALS_PER_WINDOW);
    expect(statuses.filter((s) => s === 429)).toHaveLength(60 - CALLBACK_REFUSALS_PER_WINDOW);
    for (let i = 0; i < 20; i++) {
      const res = await postCallback(body, nextAddress());
      expect(res.statusCode).toBe(400);
    }
    for (let i = 0; i < 200; i++) {
      const res = await t.app.inject({
        url: `/api/no-such-route-${i}`,
        headers: maitriHeaders,
        remoteAddress: nextAddress(),
      });
      expect(res.statusCode).toBe(404);
    }

    const after = await footprint();
    expect(await countRows('payment_events')).toBe(
      eventsBefore + CALLBACK_REFUSALS_PER_WINDOW + 20,
    );
    expect(await countRows('integration_requests')).toBe(integrationBefore);
    const growth = {
      relationBytes: after.relationBytes - before.relationBytes,
      rowBytes: after.rowBytes - before.rowBytes,
    };
    console.log(
      `anonymous growth: ${growth.rowBytes} bytes of rows, ${growth.relationBytes} bytes on disk ` +
        `(${60 * 900 + 80 * 15} kB posted)`,
    );
    // 40 audit rows of named fields cut to 100 characters: well under 1 kB each.
    expect(growth.rowBytes).toBeLessThan(40 * KB);
    expect(growth.relationBytes).toBeLessThan(256 * KB);
  });

  it('records no anonymous integration headers on a route that exists either', async () => {
    const before = await countRows('integration_requests');
    for (let i = 0; i < 200; i++) {
      const res = await t.app.inject({
        url: '/api/ping',
        headers: { ...maitriHeaders, mtoken: `${maitriHeaders.mtoken}${i}` },
        remoteAddress: nextAddress(),
      });
      expect(res.statusCode).toBe(200);
    }
    // The audit writes after the answer has gone (onResponse): give it the time to, were it to.
    await new Promise((r) => setTimeout(r, 150));
    expect(await countRows('integration_requests')).toBe(before);
  });
});

/** A PDF (the type is decided by its first bytes) of `size` bytes. */
const pdfOf = (size: number) =>
  Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(size - 9, 0x20)]);

function uploadPdf(app: TestApp['app'], holder: LoggedIn, size: number) {
  return upload(app, holder, {
    serviceId: feeService.id,
    key: 'approvedPlan',
    content: pdfOf(size),
  });
}

async function storedBytes(ownerUserId: number): Promise<number> {
  const [row] = await t.database.db
    .select({ bytes: sql<number>`coalesce(sum(${uploads.sizeBytes}), 0)::float8` })
    .from(uploads)
    .where(eq(uploads.ownerUserId, ownerUserId));
  return Number(row!.bytes);
}

describe('upload quota per plot holder', () => {
  it('refuses the upload that would pass UPLOAD_QUOTA_MB with 413, and keeps nothing of it', async () => {
    const app = await t.appWith({ UPLOAD_QUOTA_MB: '1' });
    try {
      const holder = await addUser(t, { role: 1 });
      for (let i = 0; i < 5; i++)
        expect((await uploadPdf(app, holder, 200 * KB)).statusCode).toBe(200);
      const refused = await uploadPdf(app, holder, 200 * KB);
      expect(refused.statusCode).toBe(413);
      expect(refused.json()).toEqual({
        IsSuccess: false,
        Message:
          'Your uploaded files take 0.98 MB of the 1 MB a plot holder may keep. Delete files you no longer need, then upload again.',
        Code: 'uploads.quota',
        Params: { used: '0.98', quota: '1' },
        Data: null,
      });
      expect(await storedBytes(holder.userId)).toBe(5 * 200 * KB);
      // A small file still fits; deleting a file makes room again.
      expect((await uploadPdf(app, holder, 20 * KB)).statusCode).toBe(200);
      const [first] = await t.database.db
        .select()
        .from(uploads)
        .where(eq(uploads.ownerUserId, holder.userId))
        .limit(1);
      const del = await app.inject({
        method: 'DELETE',
        url: `/api/uploads/${first!.fileId}`,
        headers: holder.headers,
      });
      expect(del.statusCode).toBe(200);
      expect((await uploadPdf(app, holder, 200 * KB)).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('holds against uploads sent together', async () => {
    const app = await t.appWith({ UPLOAD_QUOTA_MB: '1' });
    try {
      const holder = await addUser(t, { role: 1 });
      const answers = await Promise.all(
        Array.from({ length: 8 }, () => uploadPdf(app, holder, 300 * KB)),
      );
      const codes = answers.map((r) => r.statusCode).sort();
      expect(codes).toEqual([200, 200, 200, 413, 413, 413, 413, 413]);
      expect(await storedBytes(holder.userId)).toBe(3 * 300 * KB);
    } finally {
      await app.close();
    }
  });
});

describe('orphan upload purge', () => {
  const storage = () => createDatabaseStorage(t.database.db);

  async function age(fileIds: string[], hours: number) {
    await t.database.db
      .update(uploads)
      .set({ createdAt: sql`now() - make_interval(hours => ${hours})` })
      .where(inArray(uploads.fileId, fileIds));
  }

  it('deletes old files nobody refers to, and keeps drafts’, submissions’ and letters’ files', async () => {
    const holder = await addUser(t, { role: 1 });
    const ids: string[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await uploadPdf(t.app, holder, 10 * KB);
      expect(res.statusCode).toBe(200);
      ids.push(res.json().Data.FileId);
    }
    const [orphan, orphan2, inDraft, inList, linked, recent, setAside] = ids as [
      string,
      ...string[],
    ];
    const plotId = await addPlot(t, holder.userId, {});
    const s = feeService;
    const ref = (id: string) => ({ id, name: 'doc.pdf', size: 10 * KB, type: 'application/pdf' });
    const [draft] = await t.database.db
      .insert(applications)
      .values({
        plotId,
        serviceId: s.id,
        serviceMasterId: s.entry.serviceMasterId,
        state: 'Draft',
        schemaVersion: s.version,
        data: { documents: { approvedPlan: ref(inDraft!), sitePhotographs: [ref(inList!)] } },
        // A file whose upload slot a newer version dropped: set aside, still the applicant's.
        setAside: [
          {
            path: 'documents.progressCertificate',
            oldValue: [ref(setAside!)],
            reason: 'no longer asked in version 2',
            fromVersion: 1,
            toVersion: 2,
            at: new Date().toISOString(),
            seenAt: null,
          },
        ],
        createdBy: holder.userId,
      })
      .returning();
    expect(draft).toBeDefined();
    const [submitted] = await t.database.db
      .insert(applications)
      .values({
        plotId,
        serviceId: 'NoDueCertificateService',
        serviceMasterId: 0,
        state: 'Submitted',
        schemaVersion: 1,
        data: {},
        createdBy: holder.userId,
        submittedAt: new Date(),
      })
      .returning();
    await t.database.db
      .update(uploads)
      .set({ submissionId: submitted!.submissionId })
      .where(eq(uploads.fileId, linked!));
    const letterPlot = await addPlot(t, holder.userId, {});
    const letterRes = await uploadPdf(t.app, holder, 10 * KB);
    const letter = letterRes.json().Data.FileId as string;
    await t.database.db
      .update(plots)
      .set({ authorityLetterFileId: letter })
      .where(eq(plots.plotId, letterPlot));
    await age([orphan, orphan2!, inDraft!, inList!, linked!, setAside!, letter], 100);
    await age([recent!], 10);

    const before = await storedBytes(holder.userId);
    const keys = await t.database.db
      .select({ fileId: uploads.fileId, key: uploads.storageKey })
      .from(uploads)
      .where(inArray(uploads.fileId, [orphan, orphan2!]));

    // Two runs at once (as two processes would): the files go once, neither run fails.
    const runs = await Promise.all([
      purgeOrphanUploads({ db: t.database.db, storage: storage() }, 72),
      purgeOrphanUploads({ db: t.database.db, storage: storage() }, 72),
    ]);
    const purgedHere = await t.database.db
      .select({ fileId: uploads.fileId })
      .from(uploads)
      .where(eq(uploads.ownerUserId, holder.userId));
    expect(purgedHere.map((r) => r.fileId).sort()).toEqual(
      [inDraft!, inList!, linked!, recent!, setAside!, letter].sort(),
    );
    expect(runs.reduce((n, r) => n + r.files, 0)).toBeGreaterThanOrEqual(2);
    expect(await storedBytes(holder.userId)).toBe(before - 2 * 10 * KB);
    for (const { key } of keys) expect(await storage().get(key), key).toBeUndefined();

    // A later run finds nothing more of this holder's.
    await purgeOrphanUploads({ db: t.database.db, storage: storage() }, 72);
    expect(await storedBytes(holder.userId)).toBe(before - 2 * 10 * KB);
  });

  it('the age is the operator’s: UPLOAD_ORPHAN_HOURS', async () => {
    const holder = await addUser(t, { role: 1 });
    const res = await uploadPdf(t.app, holder, 10 * KB);
    const id = res.json().Data.FileId as string;
    await age([id], 10);
    await purgeOrphanUploads({ db: t.database.db, storage: storage() }, 24);
    expect(await storedBytes(holder.userId)).toBe(10 * KB);
    await purgeOrphanUploads({ db: t.database.db, storage: storage() }, 5);
    expect(await storedBytes(holder.userId)).toBe(0);
  });

  it.skipIf(!process.env.DATABASE_URL)(
    'on PostgreSQL, a run while another process holds the lock skips',
    async () => {
      if (t.database.kind !== 'postgres') throw new Error('needs PostgreSQL');
      const other = await t.database.pool.connect();
      try {
        await other.query('begin');
        await other.query('select pg_advisory_xact_lock($1)', [UPLOAD_PURGE_LOCK_ID]);
        const run = await purgeOrphanUploads({ db: t.database.db, storage: storage() }, 1);
        expect(run).toEqual({ ran: false, files: 0, bytes: 0 });
      } finally {
        await other.query('rollback');
        other.release();
      }
      const run = await purgeOrphanUploads({ db: t.database.db, storage: storage() }, 1);
      expect(run.ran).toBe(true);
    },
  );
});
