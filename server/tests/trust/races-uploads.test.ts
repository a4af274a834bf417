/**
 * Uploads and plot registrations sent at the same moment (found by a race probe on PostgreSQL):
 * each pair must end as it would one after the other. Registrations whose plot ids collide or that
 * name one letter of authority, a file deleted while a registration or a submission names it, one
 * file submitted with two applications, and one file deleted twice are sent together, ROUNDS times
 * on fresh objects; both the answers and what is stored afterwards are checked.
 */
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, plots, uploads } from '../../src/db/schema-engine.ts';
import {
  addPlot,
  addUser,
  client,
  draftSample,
  registrationAnswers,
  sampleWithFiles,
  service,
  upload,
} from '../support/engine.ts';
import type { UploadedFile } from '../support/engine.ts';
import { createTestApp, DEMO_ACCOUNTS } from '../support/test-app.ts';
import type { LoggedIn, TestApp } from '../support/test-app.ts';

const ROUNDS = 5;

const NOT_SAVED = 'The plot registration was not saved.';
const NOT_SUBMITTED = 'Application not submitted.';
const DUPLICATE_PLOT =
  'This plot is already registered on the portal, or waiting for verification.';
const LETTER_USED =
  'This file is the letter of another registration. Please upload the letter again.';
const FILE_NOT_FOUND = 'File Not found. Please try linking another file';
const REGISTERED =
  '200 Plot registered. It will open for services once the corporation verifies it.';

let t: TestApp;
let investor: LoggedIn;
let holder: LoggedIn;
let areaId: number;
beforeAll(async () => {
  t = await createTestApp();
  investor = await t.login(DEMO_ACCOUNTS.investor.email);
  holder = await addUser(t, { role: 1, name: 'Racing Investor' });
  const areas = (await client(t.app, holder).get('/api/industrial-areas')).json().Data;
  areaId = areas.find((a: { Name: string }) => a.Name === 'Chakan').IndustrialAreaId;
});
afterAll(() => t.close());

type Res = LightMyRequestResponse;
/** "status Message" of an answer, with the messages of the fields it refused. */
const said = (r: Res) => {
  const body = r.json();
  const errors = (body.Data?.errors ?? []) as { message: string }[];
  return [`${r.statusCode} ${body.Message}`, ...errors.map((e) => e.message)].join(' / ');
};
/** The pair's answers, sorted: the outcome whichever came first. */
const outcome = (pair: Res[]) => pair.map(said).sort();

let n = 0;
const unique = () => `${process.pid}${++n}`;

// ───────────────────────────── plot registration ─────────────────────────────

type Letter = UploadedFile;

async function letter(): Promise<Letter> {
  const res = await upload(t.app, holder, {
    serviceId: 'PlotRegistration',
    key: 'authorityLetter',
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().Data;
}

/** The form's sample answers for `PlotNumber`, naming `file` (a new letter if none). */
async function answers(PlotNumber: string, file?: Letter) {
  return registrationAnswers(areaId, { PlotNumber }, file ?? (await letter()));
}

const register = (Registration: unknown) =>
  client(t.app, holder).post('/api/plot-registrations', { Registration });

const plotsWhere = (where: ReturnType<typeof eq>) =>
  t.database.db
    .select({ plotId: plots.plotId, letter: plots.authorityLetterFileId })
    .from(plots)
    .where(where);

const uploadRow = async (fileId: string) =>
  (await t.database.db.select().from(uploads).where(eq(uploads.fileId, fileId)))[0];

describe('plot registrations sent at once', () => {
  it('plot ids that collide ("Q-n" and "Qn") both register; the same number twice is refused', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const id = unique();
      const pair = await Promise.all([
        register(await answers(`Q-${id}`)),
        register(await answers(`Q${id}`)),
      ]);
      expect(
        pair.map((r) => r.statusCode),
        `round ${round}: ${outcome(pair)}`,
      ).toEqual([200, 200]);
      // One after the other the second gets the suffix: so it does at once.
      expect(pair.map((r) => r.json().Data.PlotID as string).sort()).toEqual([
        `CKN-Q${id}`,
        `CKN-Q${id}-2`,
      ]);

      const same = `S-${unique()}`;
      const twice = await Promise.all([
        register(await answers(same)),
        register(await answers(same)),
      ]);
      expect(outcome(twice), `round ${round}`).toEqual([
        REGISTERED,
        `400 ${NOT_SAVED} / ${DUPLICATE_PLOT}`,
      ]);
      expect(await plotsWhere(eq(plots.plotNumber, same))).toHaveLength(1);
    }
  });

  it('one letter of authority named by two registrations at once: one plot holds it', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const file = await letter();
      const id = unique();
      const pair = await Promise.all([
        register(await answers(`L-${id}-A`, file)),
        register(await answers(`L-${id}-B`, file)),
      ]);
      expect(outcome(pair), `round ${round}`).toEqual([
        REGISTERED,
        `400 ${NOT_SAVED} / ${LETTER_USED}`,
      ]);
      expect(await plotsWhere(eq(plots.authorityLetterFileId, file.FileId))).toHaveLength(1);
    }
  });

  it('a letter deleted while a registration naming it is filed: one of them wins', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const file = await letter();
      const PlotNumber = `D-${unique()}`;
      const [reg, del] = await Promise.all([
        register(await answers(PlotNumber, file)),
        client(t.app, holder).del(`/api/uploads/${file.FileId}`),
      ]);
      const filed = await plotsWhere(eq(plots.plotNumber, PlotNumber));
      if (reg.statusCode === 200) {
        // The registration won: its letter is kept, and the delete refused as for any letter.
        expect(said(del), `round ${round}`).toBe(
          `409 The file is the letter of authority of plot ${reg.json().Data.PlotID} and cannot be deleted.`,
        );
        expect(filed).toEqual([{ plotId: reg.json().Data.PlotID, letter: file.FileId }]);
        expect(await uploadRow(file.FileId)).toBeDefined();
      } else {
        // The delete won: the registration is asked for the letter again, as for a missing file.
        expect(said(reg), `round ${round}: ${said(del)}`).toBe(
          `400 ${NOT_SAVED} / ${FILE_NOT_FOUND}`,
        );
        expect(said(del)).toBe('200 File deleted');
        expect(filed).toEqual([]);
        expect(await uploadRow(file.FileId)).toBeUndefined();
      }
    }
  });
});

// ───────────────────────────── application files ─────────────────────────────

const s = service('TimeLimitExtensionService');
const api = () => client(t.app, investor);
const submit = (body: object) => api().post('/api/applications/submit', body);

/** A saved draft of `s` on a new plot: the body that submits it with `Data`. */
async function draft(Data: Record<string, unknown>) {
  const { data, plot } = draftSample(s);
  const PlotId = await addPlot(t, investor.userId, plot);
  const base = { PlotId, ServiceId: s.id, SchemaVersion: s.version };
  const res = await api().post('/api/applications/draft', {
    ...base,
    CurrentStep: s.steps[0]!.id,
    Data: data,
  });
  expect(res.statusCode, res.body).toBe(200);
  return { ...base, SubmissionId: res.json().Data.SubmissionId as string, Data };
}

/** The file ids the answers name. */
const fileIds = (Data: Record<string, unknown>) =>
  Object.values(Data.documents as Record<string, { id: string } | { id: string }[]>).flatMap(
    (ref) => (Array.isArray(ref) ? ref : [ref]).map((r) => r.id),
  );

const stateOf = async (submissionId: string) =>
  (
    await t.database.db
      .select({ state: applications.state })
      .from(applications)
      .where(eq(applications.submissionId, submissionId))
  )[0]!.state;

describe('application files sent at once', () => {
  it('a file deleted while the application naming it is submitted: one of them wins', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const body = await draft(await sampleWithFiles(t.app, investor, s.id));
      const fileId = fileIds(body.Data)[0]!;
      const [sub, del] = await Promise.all([submit(body), api().del(`/api/uploads/${fileId}`)]);
      if (sub.statusCode === 200) {
        // The submission won: the file is its own, and the delete refused as for any such file.
        expect(said(del), `round ${round}`).toBe(
          `409 The file is part of application ${body.SubmissionId} and cannot be deleted.`,
        );
        expect((await uploadRow(fileId))?.submissionId).toBe(body.SubmissionId);
      } else {
        // The delete won: the submission is refused as one naming a file that is not there.
        expect(said(sub), `round ${round}: ${said(del)}`).toBe(
          `400 ${NOT_SUBMITTED} / ${FILE_NOT_FOUND}`,
        );
        expect(said(del)).toBe('200 File deleted');
        expect(await uploadRow(fileId)).toBeUndefined();
        expect(await stateOf(body.SubmissionId)).toBe('Draft');
      }
    }
  });

  it('one set of files submitted with two applications (two plots) at once: one holds them', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const Data = await sampleWithFiles(t.app, investor, s.id);
      const one = await draft(Data);
      const two = await draft(Data);
      const pair = await Promise.all([submit(one), submit(two)]);
      const refused = `400 ${NOT_SUBMITTED} / ${fileIds(Data)
        .map(() => FILE_NOT_FOUND)
        .join(' / ')}`;
      expect(
        pair.map((r) => (r.statusCode === 200 ? 200 : said(r))),
        `round ${round}`,
      ).toEqual(expect.arrayContaining([200, refused]));
      const winner = pair[0]!.statusCode === 200 ? one : two;
      const loser = winner === one ? two : one;
      const linked = await t.database.db
        .select({ id: uploads.submissionId })
        .from(uploads)
        .where(sql`${uploads.fileId} in ${fileIds(Data)}`);
      expect(linked.map((r) => r.id)).toEqual(fileIds(Data).map(() => winner.SubmissionId));
      expect(await stateOf(loser.SubmissionId)).toBe('Draft');
    }
  });

  it('one file deleted twice at once: 200 then 404', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const res = await upload(t.app, investor, { serviceId: s.id, key: s.uploads[0]!.key });
      const fileId = res.json().Data.FileId as string;
      const pair = await Promise.all([1, 2].map(() => api().del(`/api/uploads/${fileId}`)));
      expect(outcome(pair), `round ${round}`).toEqual(['200 File deleted', '404 File not found']);
      expect(await uploadRow(fileId)).toBeUndefined();
    }
  });
});
