/**
 * Nothing typed is lost on the server's side of a draft: an answer that breaks its format rule is
 * saved (and named as not valid yet) while the submission still refuses it, and a save based on
 * an older revision of the draft — another tab, another user — is refused with the stored answers
 * instead of silently overwriting them. A save of an existing draft writes it only on the
 * revision it read, without a lock: when another write comes in between, it answers as the
 * transactional save always has.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lifecycleMessages } from '../../src/domain/service-engine/index.ts';
import { DRAFT_CHANGED } from '../src/services/applications/draft-revision.ts';
import { addPlot, client, sampleWithFiles, service } from './support/engine.ts';
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

describe('saves racing on one draft', () => {
  /**
   * Runs `between` (another request, to its end) once the next save has read the draft and just
   * before it writes it: its update outside a transaction is held until then. The hook sits on
   * whatever drizzle sends statements through: the PGlite client, or the pg Pool.
   */
  function interleave(between: () => Promise<unknown>) {
    const target: { query: unknown } =
      t.database.kind === 'pglite' ? t.database.client : t.database.pool;
    const query = target.query as (...args: unknown[]) => Promise<unknown>;
    let held = false;
    target.query = async (...args: unknown[]) => {
      const [config] = args;
      const text = typeof config === 'string' ? config : (config as { text?: string })?.text;
      if (!held && /^update "applications"/.test(text ?? '')) {
        held = true;
        target.query = query;
        await between();
      }
      return query.apply(target, args);
    };
    return () => {
      target.query = query;
      return held;
    };
  }

  async function newDraft(newActivity: string) {
    const other = await addPlot(t, investor.userId, s.sample.plot as Record<string, unknown>);
    const body = { PlotId: other, CurrentStep: 'activity' };
    const res = await draft({ ...body, Data: { activity: { newActivity } } });
    expect(res.statusCode, res.body).toBe(200);
    const { SubmissionId, Version } = res.json().Data;
    return { body: { ...body, SubmissionId }, Version: Version as number };
  }
  const stored = async (id: string) => (await api.get(`/api/applications/${id}`)).json().Data;

  it('refuses the save whose revision another save took in between (409, the stored answers)', async () => {
    const { body, Version } = await newDraft('Pumps');
    let other: Awaited<ReturnType<typeof draft>> | undefined;
    const release = interleave(async () => {
      other = await draft({ ...body, Version, Data: { activity: { newActivity: 'Valves (B)' } } });
    });
    const res = await draft({ ...body, Version, Data: { activity: { newActivity: 'Gears (A)' } } });
    expect(release()).toBe(true);
    expect(other!.statusCode, other!.body).toBe(200);
    expect(other!.json().Data.Version).toBe(Version + 1);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({
      Message: DRAFT_CHANGED,
      Data: {
        Current: { Version: Version + 1, Data: { activity: { newActivity: 'Valves (B)' } } },
      },
    });
    const now = await stored(body.SubmissionId);
    expect(now).toMatchObject({
      Version: Version + 1,
      Data: { activity: { newActivity: 'Valves (B)' } },
    });
  });

  it('saves a body without a Version on the newer revision (the last save wins)', async () => {
    const { body, Version } = await newDraft('Pumps');
    const release = interleave(() =>
      draft({ ...body, Data: { activity: { newActivity: 'Valves (B)' } } }),
    );
    const res = await draft({ ...body, Data: { activity: { newActivity: 'Gears (A)' } } });
    expect(release()).toBe(true);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().Data.Version).toBe(Version + 2);
    const now = await stored(body.SubmissionId);
    expect(now).toMatchObject({
      Version: Version + 2,
      Data: { activity: { newActivity: 'Gears (A)' } },
    });
  });

  it('refuses a save that a submission overtook (409, already submitted) and keeps the submission', async () => {
    const { body, Version } = await newDraft('Pumps');
    const Data = await sampleWithFiles(t.app, investor, s.id);
    let submitted: Awaited<ReturnType<typeof draft>> | undefined;
    const release = interleave(async () => {
      submitted = await api.post('/api/applications/submit', {
        PlotId: body.PlotId,
        ServiceId: s.id,
        SchemaVersion: s.version,
        SubmissionId: body.SubmissionId,
        Data,
      });
    });
    const res = await draft({ ...body, Version, Data: { activity: { newActivity: 'Late' } } });
    expect(release()).toBe(true);
    expect(submitted!.statusCode, submitted!.body).toBe(200);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().Message).toBe(lifecycleMessages.alreadySubmitted);
    const now = await stored(body.SubmissionId);
    expect(now.Status).not.toBe('Draft');
    expect(now.Data.activity).toEqual((Data as { activity: unknown }).activity);
  });

  it('gives every one of simultaneous saves its own revision', async () => {
    const { body, Version } = await newDraft('Pumps');
    const names = ['A', 'B', 'C', 'D', 'E'];
    const answers = await Promise.all(
      names.map((n) => draft({ ...body, Data: { activity: { newActivity: `Save ${n}` } } })),
    );
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    const versions = answers.map((r) => r.json().Data.Version as number).sort((a, b) => a - b);
    expect(versions).toEqual(names.map((_, i) => Version + 1 + i));
    const last = answers.find((r) => r.json().Data.Version === Version + names.length)!;
    const now = await stored(body.SubmissionId);
    expect(now.Version).toBe(Version + names.length);
    expect(now.Data.activity.newActivity).toBe(`Save ${names[answers.indexOf(last)]}`);
  });
});
