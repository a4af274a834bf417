import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, forceState, sampleWithFiles, service, TALOJA } from './support/engine.ts';
import { createTestApp, DEMO_ACCOUNTS } from './support/test-app.ts';
import type { LoggedIn, TestApp } from './support/test-app.ts';

let t: TestApp;
let investor: LoggedIn;
let holder: ReturnType<typeof client>;
let staff: ReturnType<typeof client>;
beforeAll(async () => {
  t = await createTestApp();
  investor = await t.login(DEMO_ACCOUNTS.investor.email);
  holder = client(t.app, investor);
  staff = client(t.app, await t.login(DEMO_ACCOUNTS.midc.email));
});
afterAll(() => t.close());

const act = (as: ReturnType<typeof client>, id: string, Action: string, Remarks?: string) =>
  as.post(`/api/applications/${id}/scrutiny`, { Action, ...(Remarks ? { Remarks } : {}) });

/** Drafts and submits the service on Taloja; answers the submission's body and id. */
async function submitted(serviceId: string) {
  const s = service(serviceId);
  const first = await holder.post('/api/applications/draft', {
    PlotId: TALOJA,
    ServiceId: s.id,
    SchemaVersion: s.version,
    CurrentStep: s.steps[0]!.id,
    Data: {},
  });
  expect(first.statusCode, first.body).toBe(200);
  const SubmissionId: string = first.json().Data.SubmissionId;
  const body = {
    PlotId: TALOJA,
    ServiceId: s.id,
    SchemaVersion: s.version,
    SubmissionId,
    Data: await sampleWithFiles(t.app, investor, s.id),
  };
  const res = await holder.post('/api/applications/submit', body);
  expect(res.statusCode, res.body).toBe(200);
  return { id: SubmissionId, body, status: res.json().Data.Status as string };
}
const approvedOnTaloja = async () =>
  (await holder.get('/api/plots')).json().Data.find((p: { PlotID: string }) => p.PlotID === TALOJA)
    .ApprovedApplications as number;

describe('scrutiny: clarification round trip (FinalFormBService, fee 0)', () => {
  let id: string;
  let body: Record<string, unknown>;
  let approvedBefore: number;

  beforeAll(async () => {
    approvedBefore = await approvedOnTaloja();
    ({ id, body } = await submitted('FinalFormBService'));
  });

  it('refuses staff actions to the investor and the transaction user (403)', async () => {
    expect((await act(holder, id, 'startScrutiny')).statusCode).toBe(403);
    const tx = client(t.app, await t.login(DEMO_ACCOUNTS.txuser.email)); // role 3
    expect((await act(tx, id, 'approve')).statusCode).toBe(403);
    expect((await tx.get('/api/scrutiny/queue')).statusCode).toBe(403);
    expect((await holder.get('/api/scrutiny/plots?q=Taloja')).statusCode).toBe(403);
  });

  it('lists it in the queue with plot, area, service and age; filters apply', async () => {
    const res = await staff.get('/api/scrutiny/queue?status=Submitted&service=FinalFormBService');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().Data).toContainEqual(
      expect.objectContaining({
        SubmissionId: id,
        PlotID: TALOJA,
        IndustrialAreaName: expect.stringContaining('Taloja'),
        Status: 'Submitted',
        AgeDays: 0,
      }),
    );
    const old = await staff.get('/api/scrutiny/queue?olderThanDays=3');
    expect(old.json().Data.map((r: { SubmissionId: string }) => r.SubmissionId)).not.toContain(id);
    expect((await staff.get('/api/scrutiny/queue?status=Approved')).statusCode).toBe(400);
  });

  it('takes it up, refuses a clarification without remarks (400), then seeks one', async () => {
    expect((await act(staff, id, 'approve')).statusCode).toBe(409); // not under scrutiny yet
    const start = await act(staff, id, 'startScrutiny');
    expect(start.json().Data).toEqual({ SubmissionId: id, Status: 'UnderScrutiny' });
    expect((await act(staff, id, 'seekClarification')).statusCode).toBe(400);
    expect((await act(staff, id, 'reject', '   ')).statusCode).toBe(400);
    const seek = await act(staff, id, 'seekClarification', 'Attach the signed NOC copy');
    expect(seek.json().Data.Status).toBe('ClarificationSought');
  });

  it('shows the remark to the investor, who resubmits: Submitted again', async () => {
    const record = (await holder.get(`/api/applications/${id}`)).json().Data;
    expect(record.Actions).toContain('submit');
    expect(record.Timeline.at(-1)).toMatchObject({
      Status: 'ClarificationSought',
      Remarks: 'Attach the signed NOC copy',
      By: DEMO_ACCOUNTS.midc.name,
    });
    const res = await holder.post('/api/applications/submit', body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().Data.Status).toBe('Submitted');
  });

  it('is approved by staff; the dashboard count follows', async () => {
    await act(staff, id, 'startScrutiny');
    const res = await act(staff, id, 'approve', 'All in order');
    expect(res.json().Data.Status).toBe('Approved');
    expect(await approvedOnTaloja()).toBe(approvedBefore + 1);
    const timeline = (await holder.get(`/api/applications/${id}`)).json().Data.Timeline;
    const states = timeline.map((e: { Status: string }) => e.Status).join(' → ');
    const rounds = 'Submitted → UnderScrutiny → ClarificationSought → Submitted → UnderScrutiny';
    expect(states).toBe(`Draft → ${rounds} → Approved`);
  });
});

describe('scrutiny: other cases', () => {
  it('rejects only with a remark, which the timeline keeps', async () => {
    const { id } = await submitted('FinalFormBService');
    await act(staff, id, 'startScrutiny');
    expect((await act(staff, id, 'reject')).statusCode).toBe(400);
    expect((await act(staff, id, 'reject', 'Plans do not match')).json().Data.Status).toBe(
      'Rejected',
    );
    const record = (await staff.get(`/api/applications/${id}`)).json().Data;
    expect(record.Timeline.at(-1)).toMatchObject({
      Status: 'Rejected',
      Remarks: 'Plans do not match',
    });
  });

  it('a paid application resubmitted after a clarification is not asked to pay again', async () => {
    const { id, body, status } = await submitted('TimeLimitExtensionService');
    expect(status).toBe('PaymentPending');
    await forceState(t, id, 'UnderScrutiny'); // as after the payment
    await act(staff, id, 'seekClarification', 'Give the new completion date');
    const res = await holder.post('/api/applications/submit', body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().Data.Status).toBe('Submitted');
  });

  it('looks up any plot and reads its applications (role 4)', async () => {
    const res = await staff.get('/api/scrutiny/plots?q=ranjan');
    expect(res.json().Data.map((p: { PlotID: string }) => p.PlotID)).toEqual(['PUN-RJN-W45']);
    expect((await staff.get(`/api/plots/${TALOJA}/applications`)).statusCode).toBe(200);
    expect((await staff.get(`/api/plots/${TALOJA}`)).statusCode).toBe(200);
    expect((await act(staff, 'SWC-2020-999999', 'startScrutiny')).statusCode).toBe(404);
  });
});
