/**
 * What must hold after the crash: every acknowledged write is there exactly once (read back through
 * the API, as the applicant would), and nothing half-written is stored (read from the database and
 * the uploads folder directly, over every row, acknowledged or not).
 */
import { isDeepStrictEqual } from 'node:util';
import { asc, inArray, sql } from 'drizzle-orm';
import {
  applicationEvents,
  applications,
  fileChunks,
  uploads,
} from '../../src/db/schema-engine.ts';
import type { Db } from '../../src/db/types.ts';
import { call, CRASH_SERVICE, expectOk, signIn } from './crash-applicant.ts';
import type { Applicant, Cycle, Session, WriteKind } from './crash-applicant.ts';

export type Tally = Record<WriteKind, { acked: number; found: number }>;

export const emptyTally = (): Tally => ({
  'sign-in': { acked: 0, found: 0 },
  draft: { acked: 0, found: 0 },
  autosave: { acked: 0, found: 0 },
  upload: { acked: 0, found: 0 },
  submit: { acked: 0, found: 0 },
});

export const totals = (tally: Tally) =>
  Object.values(tally).reduce(
    (sum, t) => ({ acked: sum.acked + t.acked, found: sum.found + t.found }),
    { acked: 0, found: 0 },
  );

interface ApplicationRecord {
  Status: string;
  Data: { request?: Record<string, unknown> };
  Uploads: { FileId: string }[];
  Timeline: { Action: string }[];
}

/** The stored answers equal what one request sent, key for key (no mix of two writes). */
function sentIndex(cycle: Cycle, stored: Record<string, unknown> | undefined): number {
  return cycle.sent.findIndex((sent) =>
    Object.entries(sent).every(([key, value]) => isDeepStrictEqual(stored?.[key], value)),
  );
}

/**
 * Reads back the acknowledged writes of `cycles` through the API. Each problem says which write
 * is missing or wrong; the tally counts acknowledged writes and those found.
 */
export async function verifyAcknowledged(
  baseUrl: string,
  applicants: Applicant[],
  pick: (cycle: Cycle) => boolean,
  sessions: (applicant: Applicant) => Session[],
): Promise<{ tally: Tally; problems: string[] }> {
  const tally = emptyTally();
  const problems: string[] = [];
  const control = { baseUrl };
  for (const applicant of applicants) {
    for (const session of sessions(applicant)) {
      tally['sign-in'].acked += 1;
      const res = await call(control as never, 'GET', '/api/plots', session);
      if (res.status === 200) tally['sign-in'].found += 1;
      else problems.push(`${applicant.email}: a signed-in session answers ${res.status}`);
    }
    const reader = await signIn(control, applicant.email, applicant.password);
    for (const cycle of applicant.cycles.filter(pick)) {
      if (cycle.lastAcked < 0) continue; // the draft was never acknowledged
      problems.push(...(await verifyCycle(control, reader, cycle, tally)));
    }
  }
  return { tally, problems };
}

async function verifyCycle(
  control: { baseUrl: string },
  reader: Session,
  cycle: Cycle,
  tally: Tally,
): Promise<string[]> {
  const problems: string[] = [];
  const where = `${cycle.applicant} ${cycle.plotId} ${cycle.submissionId}`;
  tally.draft.acked += 1;
  tally.autosave.acked += cycle.ackedAutosaves;
  tally.upload.acked += cycle.uploads.length;
  if (cycle.submitted) tally.submit.acked += 1;

  const rows = await expectOk<{ SubmissionId: string; ServiceId: string }[]>(
    control as never,
    'GET',
    `/api/plots/${encodeURIComponent(cycle.plotId)}/applications`,
    reader,
  );
  const mine = rows.filter((r) => r.ServiceId === CRASH_SERVICE.id);
  const record = await call(
    control as never,
    'GET',
    `/api/applications/${cycle.submissionId}`,
    reader,
  );
  if (record.status !== 200 || mine.length !== 1 || mine[0]!.SubmissionId !== cycle.submissionId) {
    problems.push(`${where}: draft not found exactly once (${record.status}, ${mine.length} rows)`);
    return problems;
  }
  tally.draft.found += 1;
  const app = (JSON.parse(record.body.toString()) as { Data: ApplicationRecord }).Data;

  // The answers are those of one whole write: the last acknowledged, or the one in flight after it.
  const stored = sentIndex(cycle, app.Data.request);
  if (stored < 0) problems.push(`${where}: the stored answers match no write that was sent`);
  else if (stored < cycle.lastAcked)
    problems.push(
      `${where}: answers of write ${stored} stored, ${cycle.lastAcked} was acknowledged`,
    );
  else tally.autosave.found += cycle.ackedAutosaves;

  for (const file of cycle.uploads) {
    const res = await call(control as never, 'GET', `/api/uploads/${file.fileId}`, reader);
    if (res.status === 200 && res.body.equals(file.content)) tally.upload.found += 1;
    else problems.push(`${where}: upload ${file.key} ${file.fileId} answers ${res.status}`);
  }

  if (cycle.submitted) {
    const submits = app.Timeline.filter((e) => e.Action === 'submit').length;
    const linked = app.Uploads.map((u) => u.FileId).sort();
    const sentFiles = cycle.uploads.map((u) => u.fileId).sort();
    if (app.Status === 'PaymentPending' && submits === 1 && isDeepStrictEqual(linked, sentFiles))
      tally.submit.found += 1;
    else
      problems.push(
        `${where}: submission is ${app.Status} with ${submits} submit events, ${linked.length}/${sentFiles.length} files`,
      );
  }
  return problems;
}

/** The figures and the problems of the stored state, over every row of the test's plots. */
export interface StoredState {
  applications: number;
  events: number;
  uploadRows: number;
  /** Stored files (file_chunks) no row names: bytes of an upload cut short, never visible. */
  orphanFiles: number;
  problems: string[];
}

/** Bytes stored per key in the database storage, with whether its chunks are numbered 0…n-1. */
async function storedFiles(db: Db): Promise<Map<string, { bytes: number; whole: boolean }>> {
  const rows = await db
    .select({
      key: fileChunks.storageKey,
      bytes: sql<number>`sum(octet_length(${fileChunks.bytes}))::int`,
      whole: sql<boolean>`max(${fileChunks.seq}) = count(*) - 1`,
    })
    .from(fileChunks)
    .groupBy(fileChunks.storageKey);
  return new Map(rows.map((r) => [r.key, { bytes: r.bytes, whole: r.whole }]));
}

export async function checkStoredState(db: Db, plotIds: string[]): Promise<StoredState> {
  const problems: string[] = [];
  const apps = await db.select().from(applications).where(inArray(applications.plotId, plotIds));
  const ids = apps.map((a) => a.submissionId);
  const events = ids.length
    ? await db
        .select()
        .from(applicationEvents)
        .where(inArray(applicationEvents.submissionId, ids))
        .orderBy(asc(applicationEvents.eventId))
    : [];
  const files = await db.select().from(uploads);

  const perPlot = new Map<string, number>();
  for (const app of apps) {
    perPlot.set(app.plotId, (perPlot.get(app.plotId) ?? 0) + 1);
    const timeline = events.filter((e) => e.submissionId === app.submissionId);
    const actions = timeline.map((e) => e.action);
    const linked = files.filter((f) => f.submissionId === app.submissionId).map((f) => f.fileId);
    const where = `${app.plotId} ${app.submissionId} (${app.state})`;
    if (timeline[0]?.fromState !== 'New' || timeline.at(-1)?.toState !== app.state)
      problems.push(
        `${where}: timeline ${actions.join(',') || 'empty'} does not lead to its state`,
      );
    if (app.state === 'PaymentPending') {
      const referenced = Object.values(app.data.documents as Record<string, unknown>)
        .flatMap((v) => (Array.isArray(v) ? v : [v]))
        .map((ref) => (ref as { id: string }).id)
        .sort();
      const complete =
        actions.filter((a) => a === 'submit').length === 1 &&
        actions.filter((a) => a === 'requestPayment').length === 1 &&
        app.submittedAt !== null &&
        isDeepStrictEqual([...linked].sort(), referenced);
      if (!complete) problems.push(`${where}: a submission without all its events or files`);
    } else if (app.state === 'Draft') {
      if (actions.includes('submit') || linked.length > 0 || app.submittedAt !== null)
        problems.push(`${where}: a draft with parts of a submission`);
    } else problems.push(`${where}: a state the load never asked for`);
  }
  for (const [plotId, n] of perPlot)
    if (n > 1) problems.push(`${plotId}: ${n} applications of one service on one plot`);

  const stored = await storedFiles(db);
  for (const file of files) {
    const bytes = stored.get(file.storageKey);
    if (bytes?.bytes !== file.sizeBytes || !bytes.whole)
      problems.push(`upload ${file.fileId}: row of ${file.sizeBytes} bytes, file ${bytes?.bytes}`);
    stored.delete(file.storageKey);
  }
  return {
    applications: apps.length,
    events: events.length,
    uploadRows: files.length,
    orphanFiles: stored.size,
    problems,
  };
}
