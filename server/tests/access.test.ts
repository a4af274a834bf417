import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addPlot,
  addUser,
  client,
  RANJANGAON,
  sampleWithFiles,
  service,
  setRights,
  TALOJA,
  upload,
} from './support/engine.ts';
import { createTestApp, DEMO_ACCOUNTS } from './support/test-app.ts';
import type { LoggedIn, TestApp } from './support/test-app.ts';

let t: TestApp;
let investor: LoggedIn;
let draftId: string; // a draft of the demo investor on Taloja
let fireId: string; // the demo investor's approved final fire NOC (department 1)
let fileId: string; // an upload of the demo investor

const tle = service('TimeLimitExtensionService');
const draftBody = (plotId: string, serviceId = tle.id, extra: Record<string, unknown> = {}) => ({
  PlotId: plotId,
  ServiceId: serviceId,
  SchemaVersion: service(serviceId).version,
  CurrentStep: service(serviceId).steps[0]!.id,
  Data: {},
  ...extra,
});

beforeAll(async () => {
  t = await createTestApp();
  investor = await t.login(DEMO_ACCOUNTS.investor.email);
  const api = client(t.app, investor);
  const created = await api.post('/api/applications/draft', draftBody(TALOJA));
  draftId = created.json().Data.SubmissionId;
  const summary = (await api.get(`/api/plots/${TALOJA}/applications`)).json().Data;
  fireId = summary.find(
    (a: { ServiceId: string }) => a.ServiceId === 'FinalFireApprovalService',
  ).SubmissionId;
  const up = await upload(t.app, investor, { serviceId: tle.id, key: 'approvedPlan' });
  fileId = up.json().Data.FileId;
});
afterAll(() => t.close());

describe("another investor cannot reach the demo investor's plots, applications or files", () => {
  it('answers 404 on every endpoint, as for ids that do not exist', async () => {
    const other = await addUser(t, { role: 1 });
    const api = client(t.app, other);
    const calls = [
      api.get(`/api/plots/${TALOJA}`),
      api.get(`/api/plots/${TALOJA}/services`),
      api.get(`/api/plots/${TALOJA}/applications`),
      api.get(`/api/applications/${draftId}`),
      api.post('/api/applications/draft', draftBody(RANJANGAON)),
      api.post('/api/applications/draft', draftBody(TALOJA, tle.id, { SubmissionId: draftId })),
      api.post('/api/applications/submit', { ...draftBody(TALOJA), CurrentStep: undefined }),
      api.post(`/ManageProfile/WithDrawnApplication?SubmissionId=${draftId}`),
      api.post(`/api/applications/${fireId}/cancel`),
      api.del(`/api/applications/${draftId}`),
      api.get(`/api/uploads/${fileId}`),
      api.del(`/api/uploads/${fileId}`),
      upload(t.app, other, { serviceId: tle.id, key: 'approvedPlan', submissionId: draftId }),
    ];
    for (const [i, res] of (await Promise.all(calls)).entries()) {
      expect(res.statusCode, `call ${i}: ${res.body}`).toBe(404);
      expect(res.json().IsSuccess).toBe(false);
    }
    // and nothing changed
    const mine = client(t.app, investor);
    expect((await mine.get(`/api/applications/${draftId}`)).json().Data.Status).toBe('Draft');
    expect((await mine.get(`/api/uploads/${fileId}`)).statusCode).toBe(200);
  });

  it("cannot use the demo investor's file in its own application", async () => {
    const other = await addUser(t, { role: 1 });
    const plotId = await addPlot(t, other.userId, tle.sample.plot as Record<string, unknown>);
    const Data = {
      documents: { approvedPlan: { id: fileId, name: 'x.pdf', size: 10, type: 'application/pdf' } },
    };
    const res = await client(t.app, other).post(
      '/api/applications/draft',
      draftBody(plotId, tle.id, { Data }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().Data.errors).toEqual([
      {
        path: '/documents/approvedPlan',
        message: 'File Not found. Please try linking another file',
        code: 'forms.fileLinkNotFound',
      },
    ]);
  });
});

describe('transaction user: the parent’s plots, within the department rights read now', () => {
  it("works on the parent's plots within rights 0,2 and is refused department 3", async () => {
    const tx = await addUser(t, { role: 3, parentUserId: investor.userId, rights: '0,2' });
    const api = client(t.app, tx);
    const plots = (await api.get('/api/plots')).json().Data;
    expect(plots.map((p: { PlotID: string }) => p.PlotID)).toEqual(
      expect.arrayContaining([RANJANGAON, TALOJA]),
    );

    // A third plot of the parent, where no time-limit extension is open yet.
    const third = await addPlot(t, investor.userId, tle.sample.plot as Record<string, unknown>);
    const ok = await api.post('/api/applications/draft', draftBody(third));
    expect(ok.statusCode, ok.body).toBe(200);
    const tree = await api.post(
      '/api/applications/draft',
      draftBody(TALOJA, 'TreeFellingRePlantationService'),
    );
    expect(tree.statusCode).toBe(403);
    expect(tree.json().Message).toBe('You do not have the department rights for this service.');
    const treeFile = await upload(t.app, tx, {
      serviceId: 'TreeFellingRePlantationService',
      key: 'affidavit',
    });
    expect(treeFile.statusCode).toBe(403);

    // The parent's department-1 application is outside the rights.
    const fire = await api.get(`/api/applications/${fireId}`);
    expect(fire.statusCode).toBe(403);
    expect(fire.json().Message).toBe('Your department rights do not include Fire and PNG (1).');
    // The parent's own file of a department-0 service is readable.
    expect((await api.get(`/api/uploads/${fileId}`)).statusCode).toBe(200);

    // A rights change in the database counts from the next request on.
    await setRights(t, tx.userId, '0,2,3');
    const again = await api.post(
      '/api/applications/draft',
      draftBody(TALOJA, 'TreeFellingRePlantationService'),
    );
    expect(again.statusCode, again.body).toBe(200);
    await setRights(t, tx.userId, '2');
    const id = ok.json().Data.SubmissionId;
    const revoked = await api.post(
      '/api/applications/draft',
      draftBody(third, tle.id, { SubmissionId: id }),
    );
    expect(revoked.statusCode).toBe(403);
    expect((await api.get(`/api/applications/${id}`)).statusCode).toBe(403);
  });

  it("counts on the dashboard only the applications of the user's departments", async () => {
    const tx = await addUser(t, { role: 3, parentUserId: investor.userId, rights: '2' });
    const card = (await client(t.app, tx).get('/api/plots'))
      .json()
      .Data.find((p: { PlotID: string }) => p.PlotID === TALOJA);
    // Taloja: the approved final fire NOC (department 1) is not counted; the no-dues (2) is.
    expect(card).toMatchObject({ ApprovedApplications: 0, OnGoingApplications: 1 });
  });

  it('cannot reach plots of an investor other than its parent', async () => {
    const otherInvestor = await addUser(t, { role: 1 });
    const tx = await addUser(t, {
      role: 3,
      parentUserId: otherInvestor.userId,
      rights: '0,1,2,3,4,6,7',
    });
    const api = client(t.app, tx);
    expect((await api.get('/api/plots')).json().Data).toEqual([]);
    expect((await api.get(`/api/applications/${draftId}`)).statusCode).toBe(404);
    expect((await api.post('/api/applications/draft', draftBody(TALOJA))).statusCode).toBe(404);
  });
});

describe('Midc-User reads everything and files nothing; Admin has no part', () => {
  it('lets role 4 read plots, applications and submitted files but not draft, submit or upload', async () => {
    const midc = await t.login(DEMO_ACCOUNTS.midc.email);
    const api = client(t.app, midc);
    const record = await api.get(`/api/applications/${fireId}`);
    expect(record.statusCode).toBe(200);
    const linked = record.json().Data.Uploads[0].FileId;
    expect((await api.get(`/api/uploads/${linked}`)).statusCode).toBe(200);
    expect((await api.get(`/api/uploads/${fileId}`)).statusCode).toBe(404); // not submitted

    const drafted = await api.post('/api/applications/draft', draftBody(RANJANGAON));
    expect(drafted.statusCode).toBe(403);
    expect(drafted.json().Message).toBe('You are not allowed to save this application.');
    const Data = await sampleWithFiles(t.app, investor, 'FinalFormBService');
    const submitted = await api.post('/api/applications/submit', {
      PlotId: TALOJA,
      ServiceId: 'FinalFormBService',
      SchemaVersion: 1,
      Data,
    });
    expect(submitted.statusCode).toBe(403);
    expect((await upload(t.app, midc, { serviceId: tle.id, key: 'approvedPlan' })).statusCode).toBe(
      403,
    );
    expect(
      (await api.post(`/ManageProfile/WithDrawnApplication?SubmissionId=${draftId}`)).statusCode,
    ).toBe(403);
  });

  it('refuses Admin every plot, application, upload and rate call', async () => {
    const admin = await t.login(DEMO_ACCOUNTS.admin.email);
    const api = client(t.app, admin);
    for (const res of [
      await api.get('/api/plots'),
      await api.get(`/api/plots/${TALOJA}`),
      await api.get(`/api/applications/${draftId}`),
      await api.post('/api/applications/draft', draftBody(TALOJA)),
      await api.get('/api/rates'),
    ])
      expect(res.statusCode).toBe(403);
    // An admin reads back only a registration letter of their own; anyone else's file is unknown.
    expect((await api.get(`/api/uploads/${fileId}`)).statusCode).toBe(404);
  });

  it('answers 401 without a session, before looking at the body', async () => {
    for (const url of ['/api/plots', '/api/rates', `/api/applications/${draftId}`]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toBe('Session expired');
    }
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/applications/submit',
      payload: { Nonsense: true },
    });
    expect(bad.statusCode).toBe(401);
  });
});
