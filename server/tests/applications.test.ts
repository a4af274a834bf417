import { eq } from 'drizzle-orm';
import { formatInr } from '../../src/domain/money.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lifecycleMessages } from '../../src/domain/service-engine/index.ts';
import { buildApp } from '../src/app.ts';
import { rates, uploads } from '../src/db/schema-engine.ts';
import {
  addPlot,
  catalog,
  client,
  forceState,
  RANJANGAON,
  sampleWithFiles,
  service,
  TALOJA,
} from './support/engine.ts';
import { createTestApp, DEMO_ACCOUNTS } from './support/test-app.ts';
import type { LoggedIn, TestApp } from './support/test-app.ts';

let t: TestApp;
let investor: LoggedIn;
let api: ReturnType<typeof client>;
beforeAll(async () => {
  t = await createTestApp();
  investor = await t.login(DEMO_ACCOUNTS.investor.email);
  api = client(t.app, investor);
});
afterAll(() => t.close());

/** A plot of the demo investor whose facts are the service's sample plot. */
const samplePlot = (serviceId: string) =>
  addPlot(t, investor.userId, service(serviceId).sample.plot as Record<string, unknown>);

const draft = (body: Record<string, unknown>) => api.post('/api/applications/draft', body);
const submit = (body: Record<string, unknown>) => api.post('/api/applications/submit', body);

describe('draft → resume → submit (TimeLimitExtensionService)', () => {
  const s = service('TimeLimitExtensionService');
  let plotId: string;
  let id: string;

  beforeAll(async () => {
    plotId = await samplePlot(s.id);
  });

  it('saves a draft with its step and schema version, checked as a draft', async () => {
    const res = await draft({
      PlotId: plotId,
      ServiceId: s.id,
      SchemaVersion: s.version,
      CurrentStep: 'request',
      Data: { request: { reason: 'Short' } },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      IsSuccess: true,
      Data: { Status: 'Draft', CurrentStep: 'request' },
    });
    expect(body.Data.SubmissionId).toMatch(/^SWC-\d{4}-\d{6}$/);
    expect(body.Data.TentativeCost).toBeNull(); // the answers are not complete yet
    id = body.Data.SubmissionId;
  });

  it('refuses a draft with a wrongly typed answer, naming the field', async () => {
    const res = await draft({
      PlotId: plotId,
      ServiceId: s.id,
      SchemaVersion: s.version,
      CurrentStep: 'request',
      SubmissionId: id,
      Data: { request: { extensionMonths: 'six' } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      IsSuccess: false,
      Message: 'The draft could not be saved.',
      Data: {
        errors: expect.arrayContaining([
          expect.objectContaining({ path: '/request/extensionMonths' }),
        ]),
      },
    });
  });

  it('resumes it: the record has the answers, the server header and the timeline', async () => {
    const res = await api.get(`/api/applications/${id}`);
    expect(res.statusCode).toBe(200);
    const record = res.json().Data;
    expect(record).toMatchObject({
      SubmissionId: id,
      PlotID: plotId,
      ServiceId: s.id,
      Status: 'Draft',
      SchemaVersion: s.version,
      CurrentStep: 'request',
      Actions: ['saveDraft', 'submit', 'delete'],
    });
    expect(record.Data.request).toEqual({ reason: 'Short' });
    expect(record.Data.plot.plotId).toBe(plotId); // the server's plot, not the browser's copy
    expect(record.Timeline).toEqual([
      expect.objectContaining({
        From: 'New',
        Status: 'Draft',
        Action: 'saveDraft',
        By: 'Demo Investor',
      }),
    ]);
  });

  it('submits with the fee the server computes, then refuses a second submission (409)', async () => {
    const Data = await sampleWithFiles(t.app, investor, s.id);
    const body = {
      PlotId: plotId,
      ServiceId: s.id,
      SchemaVersion: s.version,
      SubmissionId: id,
      Data,
    };
    const res = await submit(body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().Data).toMatchObject({
      SubmissionId: id,
      Status: 'PaymentPending',
      TentativeCost: s.sample.expectedFee,
    });
    const again = await submit(body);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      IsSuccess: false,
      Message: lifecycleMessages.alreadySubmitted,
    });

    const record = (await api.get(`/api/applications/${id}`)).json().Data;
    expect(
      record.Timeline.map((e: { Action: string; Status: string }) => [e.Action, e.Status]),
    ).toEqual([
      ['saveDraft', 'Draft'],
      ['submit', 'Submitted'],
      ['requestPayment', 'PaymentPending'],
    ]);
    expect(record.Timeline[2]).toMatchObject({ By: 'System', ByUserId: null });
    // The fee in the remarks reads as every amount does: ₹ with Indian grouping, two decimals.
    expect(record.Timeline[2].Remarks).toBe(`Fee due: ${formatInr(record.TentativeCost)}`);
    expect(record.Timeline[2].Remarks).not.toMatch(/₹\d{4}/);
    expect(record.SubmittedDate).not.toBeNull();
    expect(record.Declarations).toEqual(
      s.declarations.map((d) =>
        expect.objectContaining({
          id: d.id,
          text: d.text,
          version: d.version,
          acceptedAt: expect.any(String),
        }),
      ),
    );
  });

  it('refuses a new draft of the same service while this one is open', async () => {
    const res = await draft({
      PlotId: plotId,
      ServiceId: s.id,
      SchemaVersion: s.version,
      CurrentStep: 'request',
      Data: {},
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      Message: lifecycleMessages.alreadySubmitted,
      Data: { SubmissionId: id },
    });
  });
});

describe('two first saves of one service on one plot at once', () => {
  const s = service('TimeLimitExtensionService');

  // Five plots, so that on PostgreSQL the two saves overlap at least once.
  it('create one draft; the other is told to resume it', async () => {
    for (let round = 0; round < 5; round++) {
      const plotId = await samplePlot(s.id);
      const body = {
        PlotId: plotId,
        ServiceId: s.id,
        SchemaVersion: s.version,
        CurrentStep: 'request',
        Data: { request: { reason: 'Short' } },
      };
      const answers = await Promise.all([draft(body), draft(body)]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const created = answers.find((r) => r.statusCode === 200)!.json().Data.SubmissionId;
      expect(answers.find((r) => r.statusCode === 409)!.json().Message).toBe(
        `A draft of this service already exists for this plot (${created}); resume it instead.`,
      );
    }
  });
});

describe('direct submission (SubLetteservice)', () => {
  const s = service('SubLetteservice');

  it('submits without a draft; the fee equals the sample; files are linked', async () => {
    const plotId = await samplePlot(s.id);
    const Data = await sampleWithFiles(t.app, investor, s.id);
    const res = await submit({ PlotId: plotId, ServiceId: s.id, SchemaVersion: s.version, Data });
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json().Data;
    expect(result).toMatchObject({ Status: 'PaymentPending', TentativeCost: 750000 });
    expect(result.FeeLines).toEqual([
      { id: 'subletCharge', label: expect.any(String), amount: 750000 },
    ]);
    const record = (await api.get(`/api/applications/${result.SubmissionId}`)).json().Data;
    expect(record.Uploads.length).toBeGreaterThanOrEqual(5);
    const linked = await t.database.db
      .select()
      .from(uploads)
      .where(eq(uploads.submissionId, result.SubmissionId));
    expect(linked).toHaveLength(record.Uploads.length);
  });

  it('accepts only one of two simultaneous submissions', async () => {
    const plotId = await samplePlot(s.id);
    const Data = await sampleWithFiles(t.app, investor, s.id);
    const body = { PlotId: plotId, ServiceId: s.id, SchemaVersion: s.version, Data };
    const answers = await Promise.all([submit(body), submit(body)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((r) => r.statusCode === 409)!;
    expect(refused.json().Message).toBe(lifecycleMessages.alreadySubmitted);
  });

  it('cannot be saved as a draft', async () => {
    const plotId = await samplePlot(s.id);
    const res = await draft({
      PlotId: plotId,
      ServiceId: s.id,
      SchemaVersion: 1,
      CurrentStep: 'unit',
      Data: {},
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().Message).toBe(
      'This service is submitted directly; it is not saved as a draft.',
    );
  });
});

describe('the server decides the answers and the fee', () => {
  const s = service('SubLetteservice');

  it('refuses a client-sent TentativeCost and any other unknown field', async () => {
    const plotId = await samplePlot(s.id);
    const body = { PlotId: plotId, ServiceId: s.id, SchemaVersion: 1, Data: {}, TentativeCost: 1 };
    const res = await submit(body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      IsSuccess: false,
      Message: "Unknown field 'TentativeCost' is not allowed",
      Code: 'validation.unknownField',
      Params: { field: 'TentativeCost', part: 'body' },
      Data: {
        errors: [
          {
            path: 'TentativeCost',
            message: "Unknown field 'TentativeCost' is not allowed",
            code: 'validation.unknownField',
            params: { field: 'TentativeCost', part: 'body' },
          },
        ],
      },
    });
  });

  it("answers 'Application not submitted.' with the field errors of invalid answers", async () => {
    const plotId = await samplePlot(s.id);
    const Data = await sampleWithFiles(t.app, investor, s.id);
    (Data.period as Record<string, unknown>).years = 12;
    delete (Data.declarations as Record<string, unknown>).renewal;
    const res = await submit({ PlotId: plotId, ServiceId: s.id, SchemaVersion: 1, Data });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.Message).toBe(lifecycleMessages.notSubmitted);
    const paths = body.Data.errors.map((e: { path: string }) => e.path);
    expect(paths).toEqual(expect.arrayContaining(['/period/years', '/declarations/renewal']));
    // Each error also names its rule (keyword, ruleParams) so the browser can word it.
    expect(body.Data.errors).toContainEqual(
      expect.objectContaining({
        path: '/declarations/renewal',
        message: 'You must accept the Terms & Conditions',
      }),
    );
  });

  it("ignores the browser's plot copy: fees use the server's plot and the rate table", async () => {
    const plotId = await samplePlot(s.id);
    const Data = await sampleWithFiles(t.app, investor, s.id);
    (Data.plot as Record<string, unknown>).prevailingRate = 1; // tampered copy
    await t.database.db.update(rates).set({ value: 4 }).where(eq(rates.key, 'subletChargePercent'));
    try {
      const res = await submit({ PlotId: plotId, ServiceId: s.id, SchemaVersion: 1, Data });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().Data.TentativeCost).toBe(1000000); // 1000 m² × ₹5000 × 4 % × 5 years
    } finally {
      await t.database.db
        .update(rates)
        .set({ value: 3 })
        .where(eq(rates.key, 'subletChargePercent'));
    }
  });
});

describe('preconditions (FinalFormBService)', () => {
  const s = service('FinalFormBService');

  it('is refused where no final fire NOC was approved online', async () => {
    const res = await draft({
      PlotId: RANJANGAON,
      ServiceId: s.id,
      SchemaVersion: s.version,
      CurrentStep: s.steps[0]!.id,
      Data: {},
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().Message).toBe(s.preconditions[0]!.message);
  });

  it('is filed and submitted on the plot with the approved NOC (fee 0 → Submitted)', async () => {
    const first = await draft({
      PlotId: TALOJA,
      ServiceId: s.id,
      SchemaVersion: s.version,
      CurrentStep: s.steps[0]!.id,
      Data: {},
    });
    expect(first.statusCode, first.body).toBe(200);
    const SubmissionId = first.json().Data.SubmissionId;
    const Data = await sampleWithFiles(t.app, investor, s.id);
    const res = await submit({
      PlotId: TALOJA,
      ServiceId: s.id,
      SchemaVersion: s.version,
      SubmissionId,
      Data,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().Data).toMatchObject({ Status: 'Submitted', TentativeCost: 0 });
  });
});

describe('withdraw, cancel and delete', () => {
  it('withdraws a submitted application (spec §7 path) and records the remarks', async () => {
    const s = service('SubLetteservice');
    const plotId = await samplePlot(s.id);
    const Data = await sampleWithFiles(t.app, investor, s.id);
    const { SubmissionId } = (
      await submit({ PlotId: plotId, ServiceId: s.id, SchemaVersion: 1, Data })
    ).json().Data;
    const res = await api.post(`/ManageProfile/WithDrawnApplication?SubmissionId=${SubmissionId}`, {
      Remarks: 'Tenant withdrew',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().Data).toEqual({ SubmissionId, Status: 'Withdrawn' });
    const record = (await api.get(`/api/applications/${SubmissionId}`)).json().Data;
    expect(record.Timeline.at(-1)).toMatchObject({
      From: 'PaymentPending',
      Status: 'Withdrawn',
      Action: 'withdraw',
      By: 'Demo Investor',
      Remarks: 'Tenant withdrew',
    });
    const again = await api.post(
      `/ManageProfile/WithDrawnApplication?SubmissionId=${SubmissionId}`,
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().Message).toBe(lifecycleMessages.withdrawFailed);
  });

  it('cancels an approved permission of a cancellable service only', async () => {
    const s = service('SubLetteservice');
    const plotId = await samplePlot(s.id);
    const Data = await sampleWithFiles(t.app, investor, s.id);
    const { SubmissionId } = (
      await submit({ PlotId: plotId, ServiceId: s.id, SchemaVersion: 1, Data })
    ).json().Data;
    const early = await api.post(`/api/applications/${SubmissionId}/cancel`);
    expect(early.statusCode).toBe(409);
    await forceState(t, SubmissionId, 'Approved');
    const res = await api.post(`/api/applications/${SubmissionId}/cancel`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().Data.Status).toBe('Cancelled');
    const record = (await api.get(`/api/applications/${SubmissionId}`)).json().Data;
    expect(record.Timeline.at(-1)).toMatchObject({
      From: 'Approved',
      Status: 'Cancelled',
      Action: 'cancel',
    });

    const fire = (await api.get(`/api/plots/${TALOJA}/applications`))
      .json()
      .Data.find((a: { ServiceId: string }) => a.ServiceId === 'FinalFireApprovalService');
    const refused = await api.post(`/api/applications/${fire.SubmissionId}/cancel`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().Message).toBe('This service cannot be cancelled once approved.');
  });

  it('deletes a draft only, keeping it out of the plot summary', async () => {
    const s = service('ChangeWaterConnection');
    const created = await draft({
      PlotId: TALOJA,
      ServiceId: s.id,
      SchemaVersion: s.version,
      CurrentStep: s.steps[0]!.id,
      Data: {},
    });
    const { SubmissionId } = created.json().Data;
    const res = await api.del(`/api/applications/${SubmissionId}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().Data.Status).toBe('Deleted');
    const summary = (await api.get(`/api/plots/${TALOJA}/applications`)).json().Data;
    expect(summary.map((a: { SubmissionId: string }) => a.SubmissionId)).not.toContain(
      SubmissionId,
    );
    const record = (await api.get(`/api/applications/${SubmissionId}`)).json().Data;
    expect(record.Timeline.map((e: { Action: string }) => e.Action)).toEqual([
      'saveDraft',
      'delete',
    ]);

    const submitted = summary.find((a: { Status: string }) => a.Status === 'PaymentPending');
    const refused = await api.del(`/api/applications/${submitted.SubmissionId}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().Message).toBe(lifecycleMessages.deleteFailed);
  });
});

describe('plot summary', () => {
  it('lists the applications with the spec §3 plotSummary fields', async () => {
    const rows = (await api.get(`/api/plots/${TALOJA}/applications`)).json().Data;
    const fire = rows.find(
      (a: { ServiceId: string }) => a.ServiceId === 'FinalFireApprovalService',
    );
    expect(fire).toMatchObject({
      PlotID: TALOJA,
      ServiceName: service('FinalFireApprovalService').title,
      AnnexureMasterID: 1,
      Status: 'Approved',
      Action: 'approve',
      PendingActions: [],
      TentativeCost: expect.any(Number),
    });
    expect(fire.SubmissionId).toMatch(/^SWC-2019-/);
  });
});

describe('schema versions', () => {
  it('migrates a draft saved on an older version and refuses an outdated submission', async () => {
    const current = service('TimeLimitExtensionService');
    const bumped = { ...current, version: current.version + 1 };
    const services = new Map(catalog.services);
    services.set(bumped.id, bumped);
    const app = await buildApp({
      db: t.database.db,
      config: t.config,
      catalog: { ...catalog, services, list: catalog.list.map((s) => services.get(s.id)!) },
    });
    try {
      const plotId = await samplePlot(current.id);
      const v2 = client(app, investor);
      const res = await v2.post('/api/applications/draft', {
        PlotId: plotId,
        ServiceId: current.id,
        SchemaVersion: current.version,
        CurrentStep: 'request',
        Data: { request: { reason: 'Monsoon delays', retired: 'old answer' } },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().Data.Migration).toEqual([
        expect.objectContaining({ path: '/request/retired', oldValue: 'old answer' }),
      ]);
      const id = res.json().Data.SubmissionId;
      const record = (await v2.get(`/api/applications/${id}`)).json().Data;
      expect(record).toMatchObject({
        SchemaVersion: bumped.version,
        Data: { request: { reason: 'Monsoon delays' } },
      });

      const newer = await v2.post('/api/applications/draft', {
        PlotId: plotId,
        ServiceId: current.id,
        SchemaVersion: bumped.version + 1,
        CurrentStep: 'request',
        SubmissionId: id,
        Data: {},
      });
      expect(newer.statusCode).toBe(400);
      const outdated = await v2.post('/api/applications/submit', {
        PlotId: plotId,
        ServiceId: current.id,
        SchemaVersion: current.version,
        SubmissionId: id,
        Data: {},
      });
      expect(outdated.statusCode).toBe(400);
      expect(outdated.json().Data.errors[0].path).toBe('SchemaVersion');
    } finally {
      await app.close();
    }
  });
});

describe("a draft's tentative cost follows the rate table", () => {
  const s = service('TimeLimitExtensionService');

  it('prices the next save with a rate changed in between (the cached rates are dropped)', async () => {
    const plotId = await samplePlot(s.id);
    const Data = await sampleWithFiles(t.app, investor, s.id);
    const save = (SubmissionId?: string) =>
      draft({
        PlotId: plotId,
        ServiceId: s.id,
        SchemaVersion: s.version,
        CurrentStep: s.steps[0]!.id,
        Data,
        ...(SubmissionId ? { SubmissionId } : {}),
      });
    const first = await save();
    expect(first.statusCode, first.body).toBe(200);
    const { SubmissionId, TentativeCost: before } = first.json().Data;
    expect(before).toBeGreaterThan(0);

    const key = 'tleExtensionChargePercent';
    const [row] = await t.database.db.select().from(rates).where(eq(rates.key, key));
    await t.database.db
      .update(rates)
      .set({ value: row!.value * 2 })
      .where(eq(rates.key, key));
    try {
      const second = await save(SubmissionId);
      expect(second.statusCode, second.body).toBe(200);
      expect(second.json().Data.TentativeCost).toBeGreaterThan(before);
    } finally {
      await t.database.db.update(rates).set({ value: row!.value }).where(eq(rates.key, key));
    }
  });
});
