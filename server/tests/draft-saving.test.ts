/**
 * Nothing typed is lost on the server's side of a draft: an answer that breaks its format rule is
 * saved (and named as not valid yet) while the submission still refuses it, and a save based on
 * an older revision of the draft — another tab, another user — is refused with the stored answers
 * instead of silently overwriting them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRAFT_CHANGED } from '../src/services/applications/draft-revision.ts';
import { addPlot, client, service } from './support/engine.ts';
import { createTestApp, DEMO_ACCOUNTS } from './support/test-app.ts';
import type { LoggedIn, TestApp } from './support/test-app.ts';

let t: TestApp;
let investor: LoggedIn;
let api: ReturnType<typeof client>;
const s = service('ChangeInActivityService');
let plotId: string;

beforeAll(async () => {
  t = await createTestApp();
  investor = await t.login(DEMO_ACCOUNTS.investor.email);
  api = client(t.app, investor);
  plotId = await addPlot(t, investor.userId, s.sample.plot as Record<string, unknown>);
});
afterAll(() => t.close());

const draft = (body: Record<string, unknown>) =>
  api.post('/api/applications/draft', {
    PlotId: plotId,
    ServiceId: s.id,
    SchemaVersion: s.version,
    CurrentStep: 'activity',
    ...body,
  });

describe('a draft keeps answers that are not valid yet', () => {
  let id: string;

  it('saves a NIC code that breaks its pattern and names the field as not valid yet', async () => {
    const res = await draft({ Data: { activity: { nicCode: 'ABC', newActivity: 'Pumps' } } });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.Data.NotValidYet).toEqual([
      {
        path: '/activity/nicCode',
        message: 'Enter the 2- to 5-digit NIC 2008 code',
        label: 'Activity › NIC code',
      },
    ]);
    expect(body.Data.Version).toBe(1);
    id = body.Data.SubmissionId;
    const record = (await api.get(`/api/applications/${id}`)).json().Data;
    expect(record.Data.activity).toEqual({ nicCode: 'ABC', newActivity: 'Pumps' });
    expect(record.Version).toBe(1);
  });

  it('still refuses to submit it, naming the field', async () => {
    const record = (await api.get(`/api/applications/${id}`)).json().Data;
    const res = await api.post('/api/applications/submit', {
      PlotId: plotId,
      ServiceId: s.id,
      SchemaVersion: s.version,
      SubmissionId: id,
      Data: { ...(s.sample.data as object), activity: record.Data.activity },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().Data.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          path: '/activity/nicCode',
          message: 'Enter the 2- to 5-digit NIC 2008 code',
          keyword: 'pattern',
        }),
      ]),
    );
  });

  it('still refuses a wrongly typed answer (the form never sends one)', async () => {
    const res = await draft({ SubmissionId: id, Data: { activity: { nicCode: 42 } } });
    expect(res.statusCode).toBe(400);
    const stored = (await api.get(`/api/applications/${id}`)).json().Data;
    expect(stored.Data.activity.nicCode).toBe('ABC');
  });
});

describe('two tabs on one draft', () => {
  it('refuses a save based on an older revision and answers the stored version', async () => {
    const other = await addPlot(t, investor.userId, s.sample.plot as Record<string, unknown>);
    const body = { PlotId: other, CurrentStep: 'activity' };
    const first = await draft({ ...body, Data: { activity: { newActivity: 'Pumps' } } });
    const { SubmissionId, Version } = first.json().Data;
    // Tab A saves on top of revision 1: revision 2.
    const a = await draft({
      ...body,
      SubmissionId,
      Version,
      Data: { activity: { newActivity: 'Valves (tab A)' } },
    });
    expect(a.statusCode, a.body).toBe(200);
    expect(a.json().Data.Version).toBe(Version + 1);
    // Tab B still holds revision 1: refused, and told what tab A stored.
    const b = await draft({
      ...body,
      SubmissionId,
      Version,
      Data: { activity: { newActivity: 'Gears (tab B)' } },
    });
    expect(b.statusCode).toBe(409);
    expect(b.json()).toMatchObject({
      IsSuccess: false,
      Message: DRAFT_CHANGED,
      Data: {
        Current: {
          Version: Version + 1,
          CurrentStep: 'activity',
          Data: { activity: { newActivity: 'Valves (tab A)' } },
        },
      },
    });
    const stored = (await api.get(`/api/applications/${SubmissionId}`)).json().Data;
    expect(stored.Data.activity.newActivity).toBe('Valves (tab A)');
    // Tab B chose its own answers: it saves them on the revision it was shown.
    const chosen = await draft({
      ...body,
      SubmissionId,
      Version: Version + 1,
      Data: { activity: { newActivity: 'Gears (tab B)' } },
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json().Data.Version).toBe(Version + 2);
  });

  it('refuses a revision that is not a positive whole number', async () => {
    const res = await draft({ Version: 'latest', Data: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json().IsSuccess).toBe(false);
  });
});
