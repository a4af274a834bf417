import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPdf } from '../src/seed/demo-files.ts';
import { fileChunks, uploads } from '../src/db/schema-engine.ts';
import { FILE_CHUNK_BYTES } from '../src/lib/storage.ts';
import {
  addPlot,
  addUser,
  client,
  PNG,
  sampleWithFiles,
  service,
  upload,
} from './support/engine.ts';
import { createTestApp, DEMO_ACCOUNTS } from './support/test-app.ts';
import type { LoggedIn, TestApp } from './support/test-app.ts';

let t: TestApp;
let investor: LoggedIn;
beforeAll(async () => {
  t = await createTestApp();
  investor = await t.login(DEMO_ACCOUNTS.investor.email);
});
afterAll(() => t.close());

const tle = 'TimeLimitExtensionService';

describe('POST /api/uploads', () => {
  it('stores a PDF and gives it back inline with its sniffed type and nosniff', async () => {
    const content = demoPdf('Approved plan');
    const res = await upload(t.app, investor, {
      serviceId: tle,
      key: 'approvedPlan',
      name: 'approved plan ✓.pdf',
      content,
      type: 'application/octet-stream',
    });
    expect(res.statusCode, res.body).toBe(200);
    const file = res.json().Data;
    expect(file).toEqual({
      FileId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      FileName: 'approved plan ✓.pdf',
      ContentType: 'application/pdf',
      Size: content.length,
    });
    const back = await client(t.app, investor).get(`/api/uploads/${file.FileId}`);
    expect(back.statusCode).toBe(200);
    expect(back.headers['content-type']).toBe('application/pdf');
    expect(back.headers['x-content-type-options']).toBe('nosniff');
    expect(back.headers['content-disposition']).toBe(
      `inline; filename="approved plan _.pdf"; filename*=UTF-8''approved%20plan%20%E2%9C%93.pdf`,
    );
    expect(back.rawPayload.equals(content)).toBe(true);
  });

  it('stores a file of many chunks in the database and streams it back byte for byte', async () => {
    const content = Buffer.concat([demoPdf('Scanned plan'), randomBytes(2_500_000)]);
    const res = await upload(t.app, investor, {
      serviceId: tle,
      key: 'approvedPlan',
      name: 'scan.pdf',
      content,
      type: 'application/pdf',
    });
    expect(res.statusCode, res.body).toBe(200);
    const { FileId } = res.json().Data as { FileId: string };
    const [row] = await t.database.db.select().from(uploads).where(eq(uploads.fileId, FileId));
    const chunks = await t.database.db
      .select({ seq: fileChunks.seq, size: sql<number>`octet_length(${fileChunks.bytes})` })
      .from(fileChunks)
      .where(eq(fileChunks.storageKey, row!.storageKey))
      .orderBy(fileChunks.seq);
    expect(chunks.map((c) => c.seq)).toEqual([
      ...Array(Math.ceil(content.length / FILE_CHUNK_BYTES)).keys(),
    ]);
    expect(chunks.every((c) => c.size <= FILE_CHUNK_BYTES)).toBe(true);
    const back = await client(t.app, investor).get(`/api/uploads/${FileId}`);
    expect(back.statusCode).toBe(200);
    expect(back.rawPayload.equals(content)).toBe(true);
  });

  it('keeps no bytes of an upload the quota refuses', async () => {
    const small = await t.appWith({ UPLOAD_QUOTA_MB: '1' });
    const before = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(fileChunks);
    const res = await upload(small, investor, {
      serviceId: tle,
      key: 'approvedPlan',
      name: 'too-much.pdf',
      content: Buffer.concat([demoPdf('Too much'), randomBytes(1_100_000)]),
      type: 'application/pdf',
    });
    await small.close();
    expect(res.statusCode, res.body).toBe(413);
    const after = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(fileChunks);
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('still serves a local folder when UPLOAD_STORAGE=local', async () => {
    const local = await t.appWith({ UPLOAD_STORAGE: 'local' });
    const content = demoPdf('Kept on disk');
    const res = await upload(local, investor, {
      serviceId: tle,
      key: 'approvedPlan',
      name: 'disk.pdf',
      content,
      type: 'application/pdf',
    });
    expect(res.statusCode, res.body).toBe(200);
    const back = await client(local, investor).get(`/api/uploads/${res.json().Data.FileId}`);
    await local.close();
    expect(back.rawPayload.equals(content)).toBe(true);
  });

  it('refuses a .pdf that is really a PNG, or text, saying what it is', async () => {
    const png = await upload(t.app, investor, {
      serviceId: tle,
      key: 'approvedPlan',
      name: 'plan.pdf',
      content: PNG,
    });
    expect(png.statusCode).toBe(415);
    expect(png.json()).toMatchObject({
      IsSuccess: false,
      Message: "The file 'plan.pdf' is not a real PDF file: its content is PNG.",
    });
    const text = await upload(t.app, investor, {
      serviceId: tle,
      key: 'approvedPlan',
      name: 'plan.pdf',
      content: Buffer.from('just some text, not a PDF'),
    });
    expect(text.statusCode).toBe(415);
    expect(text.json().Message).toMatch(/^The file 'plan.pdf' is not a real PDF file/);
  });

  it('refuses a real PNG where the slot takes only PDF and JPEG', async () => {
    const res = await upload(t.app, investor, {
      serviceId: tle,
      key: 'approvedPlan',
      name: 'plan.png',
      content: PNG,
      type: 'image/png',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().Message).toBe(
      "The file name 'plan.png' does not end in an accepted extension (.pdf, .jpg, .jpeg). Accepted file types: PDF, JPG, JPEG",
    );
  });

  it("refuses a name without one of the slot's extensions, or a declared type that is not the content's", async () => {
    const pdf = demoPdf('Polyglot');
    const tried = async (name: string, type: string) => {
      const res = await upload(t.app, investor, {
        serviceId: tle,
        key: 'approvedPlan',
        name,
        content: pdf,
        type,
      });
      return { status: res.statusCode, message: res.json().Message as string };
    };
    const mustEnd = (name: string) => ({
      status: 415,
      message: `The file name '${name}' does not end in an accepted extension (.pdf, .jpg, .jpeg). Accepted file types: PDF, JPG, JPEG`,
    });
    // PDF bytes kept as 'x.html' would open as a web page for whoever saves the file.
    expect(await tried('x.html', 'text/html')).toEqual(mustEnd('x.html'));
    expect(await tried('a.pdf.html', 'application/octet-stream')).toEqual(mustEnd('a.pdf.html'));
    expect(await tried('noext', 'application/pdf')).toEqual(mustEnd('noext'));
    expect(await tried('x.pdf', 'text/html')).toEqual({
      status: 415,
      message: "The file 'x.pdf' is not a real HTML file: its content is PDF.",
    });
    expect(await tried('x.pdf', 'image/jpeg')).toEqual({
      status: 415,
      message: "The file 'x.pdf' is not a real JPG, JPEG file: its content is PDF.",
    });
    // Generic or matching declarations pass, whatever the case of the extension.
    for (const [name, type] of [
      ['PLAN.PDF', 'application/pdf'],
      ['plan.pdf', 'application/octet-stream'],
      ['plan.pdf', ''],
    ] as const)
      expect((await tried(name, type)).status, `${name} ${type}`).toBe(200);
  });

  it('removes invisible format characters (bidi overrides, zero-width, BOM) from the stored name', async () => {
    const res = await upload(t.app, investor, {
      serviceId: tle,
      key: 'approvedPlan',
      name: '\ufeffinv\u200boice\u202efdp.exe\u2066\u200f.pdf',
      content: demoPdf('Invoice'),
      type: 'application/pdf',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().Data.FileName).toBe('invoicefdp.exe.pdf');
    const back = await client(t.app, investor).get(`/api/uploads/${res.json().Data.FileId}`);
    expect(back.headers['content-disposition']).toBe(
      `inline; filename="invoicefdp.exe.pdf"; filename*=UTF-8''invoicefdp.exe.pdf`,
    );
  });

  it("refuses a file over the slot's size limit", async () => {
    const big = Buffer.concat([demoPdf('Big'), Buffer.alloc(3 * 1024 * 1024)]);
    const res = await upload(t.app, investor, {
      serviceId: tle,
      key: 'approvedPlan',
      content: big,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().Message).toBe('The file must not be larger than 3 MB');
  });

  it('recognises CAD drawings by content (DWG and DXF)', async () => {
    const dwg = Buffer.concat([Buffer.from('AC1032'), Buffer.alloc(64)]);
    const dxf = Buffer.from('  0\r\nSECTION\r\n  2\r\nHEADER\r\n  0\r\nENDSEC\r\n  0\r\nEOF\r\n');
    for (const [name, content] of [
      ['site.dwg', dwg],
      ['site.dxf', dxf],
    ] as const) {
      const res = await upload(t.app, investor, {
        serviceId: 'CombinedPlanApprovalService',
        key: 'cadDrawing',
        name,
        content,
        type: 'application/octet-stream',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().Data.ContentType).toMatch(/^image\/vnd\.dwg|image\/vnd\.dxf$/);
    }
    // CAD tools' other names of the types are the same type.
    const acad = await upload(t.app, investor, {
      serviceId: 'CombinedPlanApprovalService',
      key: 'cadDrawing',
      name: 'site.dwg',
      content: dwg,
      type: 'application/acad',
    });
    expect(acad.statusCode, acad.body).toBe(200);
  });

  it('names what is missing or unknown', async () => {
    const unknownSlot = await upload(t.app, investor, { serviceId: tle, key: 'nope' });
    expect(unknownSlot.statusCode).toBe(400);
    expect(unknownSlot.json().Data.errors[0].path).toBe('Key');
    const unknownService = await upload(t.app, investor, { serviceId: 'Nope', key: 'x' });
    expect(unknownService.json().Message).toBe("Unknown service 'Nope'");
    const json = await client(t.app, investor).post('/api/uploads', { ServiceId: tle });
    expect(json.statusCode).toBe(415);
  });
});

describe('reading and deleting files', () => {
  it("answers 404 for another user's file and lets the owner delete an unlinked one", async () => {
    const res = await upload(t.app, investor, { serviceId: tle, key: 'approvedPlan' });
    const { FileId } = res.json().Data;
    const other = client(t.app, await addUser(t, { role: 1 }));
    expect((await other.get(`/api/uploads/${FileId}`)).statusCode).toBe(404);
    expect((await other.del(`/api/uploads/${FileId}`)).statusCode).toBe(404);
    const mine = client(t.app, investor);
    expect((await mine.del(`/api/uploads/${FileId}`)).statusCode).toBe(200);
    expect((await mine.get(`/api/uploads/${FileId}`)).statusCode).toBe(404);
    expect((await mine.get('/api/uploads/not-a-uuid')).statusCode).toBe(404);
  });

  it('links the files on submission; a linked file cannot be deleted', async () => {
    const s = service('SubLetteservice');
    const plotId = await addPlot(t, investor.userId, s.sample.plot as Record<string, unknown>);
    const Data = await sampleWithFiles(t.app, investor, s.id);
    const api = client(t.app, investor);
    const res = await api.post('/api/applications/submit', {
      PlotId: plotId,
      ServiceId: s.id,
      SchemaVersion: s.version,
      Data,
    });
    expect(res.statusCode, res.body).toBe(200);
    const record = (await api.get(`/api/applications/${res.json().Data.SubmissionId}`)).json().Data;
    const area = (Data.documents as Record<string, { id: string }>).areaPlan!;
    expect(record.Uploads).toContainEqual(
      expect.objectContaining({ FileId: area.id, Key: 'areaPlan', ContentType: 'application/pdf' }),
    );
    expect(record.Data.documents.areaPlan).toEqual(
      expect.objectContaining({ id: area.id, type: 'application/pdf' }),
    );
    const del = await api.del(`/api/uploads/${area.id}`);
    expect(del.statusCode).toBe(409);
  });

  it('refuses a reference to a file of another service', async () => {
    const other = await upload(t.app, investor, {
      serviceId: 'FinalLeaseService',
      key: 'agreementToLease',
    });
    const ref = other.json().Data;
    const s = service(tle);
    const plotId = await addPlot(t, investor.userId, s.sample.plot as Record<string, unknown>);
    const res = await client(t.app, investor).post('/api/applications/draft', {
      PlotId: plotId,
      ServiceId: tle,
      SchemaVersion: s.version,
      CurrentStep: 'documents',
      Data: {
        documents: {
          approvedPlan: {
            id: ref.FileId,
            name: ref.FileName,
            size: ref.Size,
            type: ref.ContentType,
          },
        },
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().Data.errors).toEqual([
      {
        path: '/documents/approvedPlan',
        message: 'File Not found. Please try linking another file',
        code: 'forms.fileLinkNotFound',
      },
    ]);
  });

  it('serves the seeded demo documents', async () => {
    const api = client(t.app, investor);
    const summary = (await api.get('/api/plots/RAI-TLJ-A12/applications')).json().Data;
    const fire = summary.find(
      (a: { ServiceId: string }) => a.ServiceId === 'FinalFireApprovalService',
    );
    const record = (await api.get(`/api/applications/${fire.SubmissionId}`)).json().Data;
    expect(record.Uploads.length).toBeGreaterThan(3);
    for (const file of record.Uploads) {
      const res = await api.get(`/api/uploads/${file.FileId}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe(file.ContentType);
    }
  });
});
