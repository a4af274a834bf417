/**
 * Helpers for the plot, application and upload tests: more accounts and plots than the demo seed
 * has, JSON calls with a session, real uploads, and a service's sample answers with real files.
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { LoadedService } from '../../../src/domain/service-engine/index.ts';
import { hashPassword } from '../../src/auth/passwords.ts';
import { DEMO_JPEG, demoPdf } from '../../src/seed/demo-files.ts';
import { users } from '../../src/db/schema.ts';
import { applications, industrialAreas, plots } from '../../src/db/schema-engine.ts';
import { getCatalog } from '../../src/services/forms/catalog.ts';
import { registrationForm } from '../../src/services/plots/registration-form.ts';
import type { Db } from '../../src/db/types.ts';
import type { LoggedIn, TestApp } from './test-app.ts';
import { TEST_PASSWORD } from './test-app.ts';
import sharedSamples from '../../../schemas/_shared/samples.json' with { type: 'json' };

/**
 * The registration (spec §3 names) whose applicant and registered office the services' sample
 * answers show (schemas/_shared/samples.json): a form's facts are the registration's.
 */
const { applicant, company } = sharedSamples.samples;
export const SAMPLE_REGISTRATION = {
  applicantInfo: {
    FullName: applicant.fullName,
    Role: applicant.role,
    ContactMobile: applicant.mobile,
    ContactEmail: applicant.email,
    ContactPhone: applicant.phone,
    Address: applicant.address,
  },
  registeredOfficeInfo: {
    CompanyName: company.companyName,
    CompanyConstitutionType: company.constitutionType,
    CompanyAddress: company.address,
    CompanyPhone: company.phone,
    CompanyWebsite: company.website,
    ContactEmail1: company.contactEmail,
  },
};

export const catalog = getCatalog();

/** A loaded catalogue service (throws for an unknown id, so a typo fails loudly). */
export function service(id: string): LoadedService {
  const found = catalog.services.get(id);
  if (!found) throw new Error(`no service ${id}`);
  return found;
}

/** The demo plots of the seed. */
export const TALOJA = 'RAI-TLJ-A12';
export const RANJANGAON = 'PUN-RJN-W45';

let counter = 0;
const unique = () => `${process.pid}-${++counter}`;

/** Adds an active account and signs it in. */
export async function addUser(
  t: TestApp,
  opts: { role: 1 | 2 | 3 | 4; parentUserId?: number; rights?: string; name?: string },
): Promise<LoggedIn> {
  const email = `user-${unique()}@test.example`;
  await t.database.db.insert(users).values({
    email,
    passwordHash: await hashPassword(TEST_PASSWORD),
    roleId: opts.role,
    userName: opts.name ?? `Test user ${counter}`,
    parentUserId: opts.parentUserId ?? null,
    departmentRights: opts.rights ?? '',
    emailVerified: true,
  });
  return t.login(email);
}

export async function setRights(t: TestApp, userId: number, rights: string) {
  await t.database.db
    .update(users)
    .set({ departmentRights: rights })
    .where(eq(users.userId, userId));
}

/**
 * Adds a plot for `ownerId` whose facts are `facts` (plot-facts names, e.g. a service's sample
 * plot): its own industrial area carries the prevailing rate and the area class.
 */
export async function addPlot(
  t: { database: { db: Db } },
  ownerId: number,
  facts: Record<string, unknown>,
): Promise<string> {
  const n = unique();
  const {
    plotId: _id,
    plotNumber,
    industrialAreaName,
    propertyFormType,
    typeOfPlot,
    plotArea,
    areaClass,
    prevailingRate,
    ...rest
  } = facts;
  const [area] = await t.database.db
    .insert(industrialAreas)
    .values({
      code: `T${counter}`,
      name: `${String(industrialAreaName ?? 'Test area')} ${n}`,
      districtId: 521,
      districtName: 'Pune',
      areaClass: String(areaClass ?? 'B'),
      prevailingRate: Number(prevailingRate ?? 3000),
    })
    .returning();
  const plotId = `TST-${n}`;
  await t.database.db.insert(plots).values({
    plotId,
    ownerUserId: ownerId,
    industrialAreaId: area!.industrialAreaId,
    plotName: `Plot ${String(plotNumber ?? n)}, test area`,
    plotNumber: String(plotNumber ?? n),
    propertyFormType: String(propertyFormType ?? 'Plot'),
    typeOfPlot: String(typeOfPlot ?? 'Industrial'),
    plotArea: Number(plotArea ?? 1000),
    facts: rest,
    ...SAMPLE_REGISTRATION,
  });
  return plotId;
}

/**
 * An application of `serviceId` on `plotId` put straight in `state` (submitted, with an empty
 * answer set), for tests of what follows a state; `fee` is its tentative cost.
 */
export async function insertApplication(
  t: { database: { db: Db } },
  a: { plotId: string; ownerId: number; serviceId: string; state: string; fee?: number },
): Promise<string> {
  const s = service(a.serviceId);
  const [row] = await t.database.db
    .insert(applications)
    .values({
      plotId: a.plotId,
      serviceId: s.id,
      serviceMasterId: s.entry.serviceMasterId,
      state: a.state,
      schemaVersion: s.version,
      data: {},
      ...(a.fee === undefined ? {} : { tentativeCost: a.fee }),
      createdBy: a.ownerId,
      submittedAt: new Date(),
    })
    .returning();
  return row!.submissionId;
}

/** Moves an application to a state directly (staff decisions have no route yet). */
export async function forceState(t: TestApp, submissionId: string, state: string) {
  await t.database.db
    .update(applications)
    .set({ state })
    .where(eq(applications.submissionId, submissionId));
}

/** Counts of a plot's applications per state, straight from the database. */
export async function stateCounts(t: TestApp, plotId: string): Promise<Record<string, number>> {
  const rows = await t.database.db
    .select({ state: applications.state, n: sql<number>`count(*)::int` })
    .from(applications)
    .where(eq(applications.plotId, plotId))
    .groupBy(applications.state);
  return Object.fromEntries(rows.map((r) => [r.state, r.n]));
}

/** JSON calls as a signed-in user. */
export function client(app: FastifyInstance, session: LoggedIn) {
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
    app.inject({
      method,
      url,
      headers: session.headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  return {
    get: (url: string) => call('GET', url),
    post: (url: string, payload?: unknown) => call('POST', url, payload),
    del: (url: string) => call('DELETE', url),
  };
}

export const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
    '1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);

/** POST /api/uploads with the fields before the file, as the portal sends them. */
export function upload(
  app: FastifyInstance,
  session: LoggedIn,
  f: {
    serviceId: string;
    key: string;
    name?: string;
    content?: Buffer;
    type?: string;
    submissionId?: string;
  },
) {
  const form = new FormData();
  form.append('ServiceId', f.serviceId);
  form.append('Key', f.key);
  if (f.submissionId) form.append('SubmissionId', f.submissionId);
  const content = f.content ?? demoPdf('Test document');
  form.append(
    'file',
    new Blob([new Uint8Array(content)], { type: f.type ?? 'application/pdf' }),
    f.name ?? 'doc.pdf',
  );
  return app.inject({
    method: 'POST',
    url: '/api/uploads',
    headers: session.headers,
    payload: form,
  });
}

/** An uploaded file as the upload route answers it. */
export type UploadedFile = { FileId: string; FileName: string; Size: number; ContentType: string };

/**
 * The plot registration form's sample answers for a plot in `IndustrialAreaId` (with `plot`'s
 * fields over the sample's), naming `letter` as its letter of authority.
 */
export function registrationAnswers(
  IndustrialAreaId: number,
  plot: Record<string, unknown>,
  letter: UploadedFile,
) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers edited freely in tests
  const data = structuredClone(registrationForm().sample.data) as Record<string, any>;
  data.plotInfo = { ...data.plotInfo, IndustrialAreaId, ...plot };
  data.documents.authorityLetter = {
    id: letter.FileId,
    name: letter.FileName,
    size: letter.Size,
    type: letter.ContentType,
  };
  return data;
}

/** The service's sample answers with every file reference replaced by a real upload. */
export async function sampleWithFiles(
  app: FastifyInstance,
  session: LoggedIn,
  serviceId: string,
): Promise<Record<string, unknown>> {
  const s = service(serviceId);
  const data = structuredClone(s.sample.data) as Record<string, unknown>;
  const documents = (data.documents ?? {}) as Record<string, unknown>;
  for (const rule of s.uploads) {
    const value = documents[rule.key];
    if (value === undefined) continue;
    const refs = Array.isArray(value) ? value : [value];
    for (const ref of refs as Record<string, unknown>[]) {
      const jpeg = ref.type === 'image/jpeg';
      const res = await upload(app, session, {
        serviceId,
        key: rule.key,
        name: jpeg ? 'photo.jpg' : 'doc.pdf',
        content: jpeg ? DEMO_JPEG : demoPdf(rule.label),
        type: String(ref.type),
      });
      if (res.statusCode !== 200) throw new Error(`upload ${rule.key}: ${res.body}`);
      const d = res.json().Data;
      Object.assign(ref, { id: d.FileId, name: d.FileName, size: d.Size, type: d.ContentType });
    }
  }
  return data;
}

/** A service's sample answers without their files (a draft may leave them out), and its plot. */
export function draftSample(s: LoadedService) {
  const { documents: _files, ...data } = s.sample.data as Record<string, unknown>;
  return { data, plot: s.sample.plot as Record<string, unknown> };
}

/**
 * A draft of `s` with its sample answers on a new plot of `holderId`, saved twice through `api`:
 * the process then keeps what the second save wrote (and the session's check), so the next save
 * of it starts from there. `body` is a save of it without `Data`.
 */
export async function draftSavedTwice(
  t: TestApp,
  api: ReturnType<typeof client>,
  holderId: number,
  s: LoadedService,
) {
  const { data: Data, plot } = draftSample(s);
  const plotId = await addPlot(t, holderId, plot);
  const base = {
    PlotId: plotId,
    ServiceId: s.id,
    SchemaVersion: s.version,
    CurrentStep: s.steps[0]!.id,
  };
  const first = await api.post('/api/applications/draft', { ...base, Data });
  if (first.statusCode !== 200) throw new Error(`first save: ${first.body}`);
  const body = { ...base, SubmissionId: first.json().Data.SubmissionId as string };
  const second = await api.post('/api/applications/draft', { ...body, Data });
  if (second.statusCode !== 200) throw new Error(`second save: ${second.body}`);
  const { Version, TentativeCost } = second.json().Data;
  return { plotId, body, Version: Version as number, cost: TentativeCost as number | null };
}
