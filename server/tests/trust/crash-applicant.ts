/**
 * A simulated applicant of the crash test, over real HTTP: sign in, open the service on a plot (what
 * the SPA fetches), autosave a draft a few times, upload the documents, submit. Every write the
 * server acknowledged (a 2xx answer) goes into the applicant's ledger; the write in flight when the
 * server died is kept aside as unknown (it may or may not have been committed).
 */
import { DEMO_JPEG, demoPdf } from '../../src/seed/demo-files.ts';
import { service } from '../support/engine.ts';

export const CRASH_SERVICE = service('TimeLimitExtensionService');

export type WriteKind = 'sign-in' | 'draft' | 'autosave' | 'upload' | 'submit';

export interface UploadedFile {
  fileId: string;
  key: string;
  content: Buffer;
}

/** One application the applicant worked on: one plot, one service. */
export interface Cycle {
  applicant: string;
  plotId: string;
  submissionId?: string;
  /** The request sections sent in saves (and the submission), in order. */
  sent: Record<string, unknown>[];
  /** Index in `sent` of the last acknowledged save or submission; -1 before the first. */
  lastAcked: number;
  /** Acknowledged saves after the one that created the draft. */
  ackedAutosaves: number;
  uploads: UploadedFile[];
  submitted: boolean;
}

export interface Session {
  headers: Record<string, string>;
}

export interface Applicant {
  email: string;
  password: string;
  plots: string[];
  /** The next plot to work on. */
  nextPlot: number;
  sessions: Session[];
  cycles: Cycle[];
  /** The write that had no answer when the server went away. */
  unknown?: { kind: WriteKind | 'read'; cycle?: Cycle };
}

/** A request that got no HTTP answer (the server died under it, or was not there). */
export class NoAnswer extends Error {}

export interface LoadControl {
  baseUrl: string;
  savesPerDraft: number;
  /** Called after every acknowledged write. */
  onAck(kind: WriteKind): void;
  /** Asked before each plot: false ends the applicant's run. */
  mayStartPlot(): boolean;
}

const REQUEST_TIMEOUT_MS = 20_000;

async function call(
  control: LoadControl,
  method: 'GET' | 'POST',
  url: string,
  init: { headers?: Record<string, string>; json?: unknown; form?: FormData } = {},
): Promise<{ status: number; body: Buffer }> {
  let res: Response;
  try {
    res = await fetch(`${control.baseUrl}${url}`, {
      method,
      headers: {
        ...init.headers,
        ...(init.json === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: init.form ?? (init.json === undefined ? undefined : JSON.stringify(init.json)),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    return { status: res.status, body: Buffer.from(await res.arrayBuffer()) };
  } catch (error) {
    throw new NoAnswer(`${method} ${url}: ${(error as Error).message}`);
  }
}

/** A JSON call that must succeed; its envelope's Data. */
async function expectOk<T>(
  control: LoadControl,
  method: 'GET' | 'POST',
  url: string,
  init: Parameters<typeof call>[3] = {},
): Promise<T> {
  const res = await call(control, method, url, init);
  if (res.status < 200 || res.status > 299)
    throw new Error(`${method} ${url} answered ${res.status}: ${res.body.toString()}`);
  return (JSON.parse(res.body.toString()) as { Data: T }).Data;
}

export async function signIn(
  control: Pick<LoadControl, 'baseUrl'>,
  email: string,
  password: string,
): Promise<Session> {
  const d = await expectOk<{ UserId: number; access_token: string; SessionToken: string }>(
    control as LoadControl,
    'POST',
    '/Account/AuthenticateInvestorUser',
    { json: { Email: email, Password: password } },
  );
  return {
    headers: {
      authorization: `Bearer ${d.access_token}`,
      sessiontoken: d.SessionToken,
      userid: String(d.UserId),
    },
  };
}

/** The request section of save `n` of a draft: it grows as if the applicant kept typing. */
function requestAnswers(cycle: Cycle, n: number): Record<string, unknown> {
  return {
    extensionMonths: [6, 12, 24][n % 3],
    reason: `Crash test ${cycle.applicant} on ${cycle.plotId}, save ${n}: machinery delayed`,
    programme: Array.from({ length: n + 1 }, (_, i) => ({
      milestone: `Milestone ${i + 1} of save ${n}`,
      targetDate: `2026-0${(i % 9) + 1}-15`,
    })),
  };
}

/** Unique bytes per file, so a mixed-up or truncated file cannot pass for the right one. */
function fileFor(cycle: Cycle, key: string, jpeg: boolean): Buffer {
  const label = `${cycle.applicant} ${cycle.plotId} ${key}`;
  return jpeg ? Buffer.concat([DEMO_JPEG, Buffer.from(label)]) : demoPdf(label);
}

/** Runs the applicant until `mayStartPlot` says no, its plots run out, or the server is gone. */
export async function runApplicant(applicant: Applicant, control: LoadControl): Promise<void> {
  let kind: WriteKind | 'read' = 'sign-in';
  let cycle: Cycle | undefined;
  try {
    const session = await signIn(control, applicant.email, applicant.password);
    applicant.sessions.push(session);
    control.onAck('sign-in');
    while (applicant.nextPlot < applicant.plots.length && control.mayStartPlot()) {
      cycle = {
        applicant: applicant.email,
        plotId: applicant.plots[applicant.nextPlot++]!,
        sent: [],
        lastAcked: -1,
        ackedAutosaves: 0,
        uploads: [],
        submitted: false,
      };
      applicant.cycles.push(cycle);
      kind = 'read';
      await openService(control, session, cycle.plotId);
      for (let n = 0; n < control.savesPerDraft; n++) {
        kind = n === 0 ? 'draft' : 'autosave';
        await saveDraft(control, session, cycle, n);
        control.onAck(kind);
      }
      kind = 'upload';
      const documents = await uploadDocuments(control, session, cycle);
      kind = 'submit';
      await submit(control, session, cycle, documents);
      control.onAck('submit');
      cycle = undefined;
    }
  } catch (error) {
    if (!(error instanceof NoAnswer)) throw error;
    applicant.unknown = { kind, cycle };
  }
}

/** What the portal fetches when a service is opened on a plot. */
async function openService(control: LoadControl, session: Session, plotId: string) {
  const plot = encodeURIComponent(plotId);
  await expectOk(control, 'GET', `/api/plots/${plot}`, session);
  const services = await expectOk<{ id: string; available: boolean }[]>(
    control,
    'GET',
    `/api/plots/${plot}/services`,
    session,
  );
  if (!services.some((s) => s.id === CRASH_SERVICE.id && s.available))
    throw new Error(`${CRASH_SERVICE.id} cannot be started on ${plotId}`);
  await expectOk(control, 'GET', '/api/rates', session);
}

async function saveDraft(control: LoadControl, session: Session, cycle: Cycle, n: number) {
  const request = requestAnswers(cycle, n);
  cycle.sent.push(request);
  const d = await expectOk<{ SubmissionId: string }>(control, 'POST', '/api/applications/draft', {
    ...session,
    json: {
      PlotId: cycle.plotId,
      ServiceId: CRASH_SERVICE.id,
      SchemaVersion: CRASH_SERVICE.version,
      CurrentStep: 'request',
      ...(cycle.submissionId ? { SubmissionId: cycle.submissionId } : {}),
      Data: { request },
    },
  });
  if (cycle.submissionId && d.SubmissionId !== cycle.submissionId)
    throw new Error(`save of ${cycle.submissionId} answered ${d.SubmissionId}`);
  cycle.submissionId = d.SubmissionId;
  cycle.lastAcked = cycle.sent.length - 1;
  if (n > 0) cycle.ackedAutosaves += 1;
}

/** Uploads a real file for every document of the service's sample; its answers' documents. */
async function uploadDocuments(control: LoadControl, session: Session, cycle: Cycle) {
  const documents = structuredClone(CRASH_SERVICE.sample.data.documents) as Record<string, unknown>;
  for (const [key, value] of Object.entries(documents)) {
    for (const ref of (Array.isArray(value) ? value : [value]) as Record<string, unknown>[]) {
      const jpeg = ref.type === 'image/jpeg';
      const content = fileFor(cycle, key, jpeg);
      const form = new FormData();
      form.append('ServiceId', CRASH_SERVICE.id);
      form.append('Key', key);
      form.append('SubmissionId', cycle.submissionId!);
      const type = jpeg ? 'image/jpeg' : 'application/pdf';
      form.append(
        'file',
        new Blob([new Uint8Array(content)], { type }),
        `${key}.${jpeg ? 'jpg' : 'pdf'}`,
      );
      const d = await expectOk<{
        FileId: string;
        FileName: string;
        Size: number;
        ContentType: string;
      }>(control, 'POST', '/api/uploads', { ...session, form });
      cycle.uploads.push({ fileId: d.FileId, key, content });
      control.onAck('upload');
      Object.assign(ref, { id: d.FileId, name: d.FileName, size: d.Size, type: d.ContentType });
    }
  }
  return documents;
}

async function submit(
  control: LoadControl,
  session: Session,
  cycle: Cycle,
  documents: Record<string, unknown>,
) {
  const data = structuredClone(CRASH_SERVICE.sample.data) as Record<string, unknown>;
  const last = cycle.sent[cycle.sent.length - 1]!;
  const request = {
    ...(data.request as object),
    ...last,
    reason: `${String(last.reason)}; submitted`,
  };
  cycle.sent.push(request);
  await expectOk(control, 'POST', '/api/applications/submit', {
    ...session,
    json: {
      PlotId: cycle.plotId,
      ServiceId: CRASH_SERVICE.id,
      SchemaVersion: CRASH_SERVICE.version,
      SubmissionId: cycle.submissionId,
      Data: { ...data, request, documents },
    },
  });
  cycle.lastAcked = cycle.sent.length - 1;
  cycle.submitted = true;
}

export { call, expectOk };
