/**
 * A process saves a draft again on what its last save of it left, without reading it first. What
 * another process (or staff) wrote since, here written straight into the database as another
 * process would, must still decide the answer: the plot's new facts, its new holder, a cancelled
 * registration, a newer revision of the draft, and who is asking.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRAFT_CHANGED } from '../src/services/applications/draft-revision.ts';
import {
  addPlot,
  addUser,
  client,
  draftSample,
  draftSavedTwice,
  service,
} from './support/engine.ts';
import { createTestApp, DEMO_ACCOUNTS } from './support/test-app.ts';
import type { LoggedIn, TestApp } from './support/test-app.ts';

let t: TestApp;
let investor: LoggedIn;
let api: ReturnType<typeof client>;
const s = service('TimeLimitExtensionService');
const { data: Data, plot: samplePlot } = draftSample(s);

beforeAll(async () => {
  t = await createTestApp();
  investor = await t.login(DEMO_ACCOUNTS.investor.email);
  api = client(t.app, investor);
});
afterAll(() => t.close());

/** A draft saved twice on its own plot, so that this process keeps its target. */
const savedTwice = () => draftSavedTwice(t, api, investor.userId, s);

const write = (query: ReturnType<typeof sql>) => t.database.db.execute(query);

describe('a save on the target kept from the last save', () => {
  it('charges the fee on the prevailing rate of now, after it changed elsewhere', async () => {
    const { plotId, body, cost } = await savedTwice();
    const rate = Number(samplePlot.prevailingRate) * 2;
    await write(sql`update industrial_areas set prevailing_rate = ${rate} where industrial_area_id =
      (select industrial_area_id from plots where plot_id = ${plotId})`);
    const res = await api.post('/api/applications/draft', { ...body, Data });
    expect(res.statusCode, res.body).toBe(200);
    // The fee of a first draft on a plot that has had that rate all along.
    const onRate = await addPlot(t, investor.userId, { ...samplePlot, prevailingRate: rate });
    const fresh = await api.post('/api/applications/draft', {
      ...body,
      SubmissionId: undefined,
      PlotId: onRate,
      Data,
    });
    expect(fresh.statusCode, fresh.body).toBe(200);
    expect(res.json().Data.TentativeCost).toBe(fresh.json().Data.TentativeCost);
    expect(res.json().Data.TentativeCost).not.toBe(cost);
  });

  it('records the applicant of the plot’s registration now, whatever the body says', async () => {
    const { plotId, body } = await savedTwice();
    await write(sql`update plots set applicant_info =
      '{"FullName": "Meera Joshi", "ContactMobile": "9822000000"}'::jsonb where plot_id = ${plotId}`);
    const sent = { ...Data, applicant: { fullName: 'Somebody Else', mobile: '9000000000' } };
    const res = await api.post('/api/applications/draft', { ...body, Data: sent });
    expect(res.statusCode, res.body).toBe(200);
    const record = (await api.get(`/api/applications/${body.SubmissionId}`)).json().Data;
    expect(record.Data.applicant).toEqual({ fullName: 'Meera Joshi', mobile: '9822000000' });
  });

  it('is refused once the plot has another holder (404)', async () => {
    const { plotId, body } = await savedTwice();
    const other = await addUser(t, { role: 1 });
    await write(sql`update plots set owner_user_id = ${other.userId} where plot_id = ${plotId}`);
    const res = await api.post('/api/applications/draft', { ...body, Data: {} });
    expect(res.statusCode, res.body).toBe(404);
  });

  it('is refused once the registration is cancelled (404)', async () => {
    const { plotId, body } = await savedTwice();
    await write(sql`update plots set registration_status = 'Cancelled' where plot_id = ${plotId}`);
    const res = await api.post('/api/applications/draft', { ...body, Data: {} });
    expect(res.statusCode, res.body).toBe(404);
    expect(res.json().Message).toBe('Plot not found');
  });

  it('answers the answers another process saved since (409)', async () => {
    const { body, Version } = await savedTwice();
    const elsewhere = { activity: { newActivity: 'Saved elsewhere' } };
    await write(sql`update applications set data = ${JSON.stringify(elsewhere)}::jsonb,
      revision = revision + 1 where submission_id = ${body.SubmissionId}`);
    const res = await api.post('/api/applications/draft', { ...body, Version, Data: {} });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({
      Message: DRAFT_CHANGED,
      Data: { Current: { Version: Version + 1, Data: elsewhere } },
    });
  });

  it('is refused to another holder (404), and the draft stays as it was', async () => {
    const { body, Version } = await savedTwice();
    const other = client(t.app, await addUser(t, { role: 1 }));
    const res = await other.post('/api/applications/draft', {
      ...body,
      Data: {},
    });
    expect(res.statusCode, res.body).toBe(404);
    const stored = (await api.get(`/api/applications/${body.SubmissionId}`)).json().Data;
    expect(stored.Version).toBe(Version);
  });
});
