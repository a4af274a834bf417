/**
 * Scale-out: two real server processes (`npx tsx server/src/index.ts`, each on its own port) on
 * ONE PostgreSQL database, and a holder's journey sent alternately to each. Everything that is
 * state must be in the database: the session and refresh token (signed in on one, used and ended
 * on the other), the signing keys, drafts, uploaded bytes, payments, the sign-in lockout, the
 * outbox, and the background re-check job, which must run once per round across both.
 * PostgreSQL only (several processes cannot share PGlite): runs when DATABASE_URL is set, as in
 * the PostgreSQL pass of .ci/run.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPdf } from '../../src/seed/demo-files.ts';
import { DEFAULT_PG_SECRET } from '../../src/config/config.ts';
import { sign } from '../../src/services/payments/gateway.ts';
import { createCrashData, freePort, startServer } from './crash-server.ts';
import type { CrashData, ServerProcess } from './crash-server.ts';

const START_WITHIN_MS = 120_000;
const tle = JSON.parse(
  readFileSync(
    new URL('../../../schemas/time-limit-extension/steps.json', import.meta.url),
    'utf8',
  ),
) as { version: number; steps: { id: string }[] };
const PASSWORD = 'Demo@12345';
const RECHECK_EVERY_SECONDS = 1;

let data: CrashData;
let a: ServerProcess;
let b: ServerProcess;

beforeAll(
  async () => {
    data = await createCrashData();
    const env = {
      LOGIN_FAILURE_DELAY_MS: '0',
      PAYMENT_RECHECK_MINUTES: '1',
      PAYMENT_RECHECK_EVERY_SECONDS: String(RECHECK_EVERY_SECONDS),
    };
    // Behind one load balancer both answer as one portal: the same PUBLIC_URL (token issuer).
    const portA = await freePort();
    const shared = { ...env, PUBLIC_URL: `http://127.0.0.1:${portA}` };
    // One after the other: the first migrates (the second would wait for its advisory lock anyway).
    a = await startServer(data, portA, START_WITHIN_MS, shared);
    b = await startServer(data, await freePort(), START_WITHIN_MS, shared);
  },
  2 * START_WITHIN_MS + 30_000,
);

afterAll(async () => {
  await a?.stop();
  await b?.stop();
  await data?.remove();
});

interface Session {
  headers: Record<string, string>;
  userId: number;
  refreshToken: string;
}

async function json(res: Response) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test reads its fields
  return (await res.json()) as { IsSuccess: boolean; Message: string; Data: any };
}

async function signIn(server: ServerProcess, email: string, password = PASSWORD) {
  const res = await fetch(`${server.baseUrl}/Account/AuthenticateInvestorUser`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ Email: email, Password: password }),
  });
  return { status: res.status, body: await json(res) };
}

async function session(server: ServerProcess, email: string): Promise<Session> {
  const { body } = await signIn(server, email);
  expect(body.IsSuccess, body.Message).toBe(true);
  return {
    userId: body.Data.UserId,
    refreshToken: body.Data.refresh_token,
    headers: {
      Authorization: `Bearer ${body.Data.access_token}`,
      SessionToken: body.Data.SessionToken,
      UserId: String(body.Data.UserId),
    },
  };
}

function call(server: ServerProcess, who: Session, path: string, init: RequestInit = {}) {
  const headers = { ...who.headers, ...(init.headers as Record<string, string> | undefined) };
  return fetch(`${server.baseUrl}${path}`, { ...init, headers });
}

const postJson = (server: ServerProcess, who: Session, path: string, body: unknown) =>
  call(server, who, path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

async function query<T>(text: ReturnType<typeof sql>): Promise<T[]> {
  const handle = await data.open();
  try {
    return ((await handle.db.execute(text)) as unknown as { rows: T[] }).rows;
  } finally {
    await handle.close();
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.runIf(process.env.DATABASE_URL)('two server processes on one PostgreSQL', () => {
  let investor: Session;
  // The draft saved by 'saves a draft on one…', as a save of it is sent.
  let draft: Record<string, unknown>;

  it('signs in on one; the other accepts the session, the same keys and the refresh token', async () => {
    investor = await session(a, 'investor@demo.test');
    const onB = await call(b, investor, '/api/plots');
    expect(onB.status).toBe(200);
    const keysA = await (await fetch(`${a.baseUrl}/.well-known/jwks.json`)).json();
    const keysB = await (await fetch(`${b.baseUrl}/.well-known/jwks.json`)).json();
    expect(keysB).toEqual(keysA);
    // The refresh token issued by A is rotated by B, and A accepts B's new access token.
    const refreshed = await fetch(`${b.baseUrl}/connect/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: investor.refreshToken,
        client_id: 'portal',
      }),
    });
    expect(refreshed.status).toBe(200);
    const tokens = (await refreshed.json()) as { access_token: string; refresh_token: string };
    investor.headers.Authorization = `Bearer ${tokens.access_token}`;
    investor.refreshToken = tokens.refresh_token;
    expect((await call(a, investor, '/api/plots')).status).toBe(200);
  });

  it('saves a draft on one and reads it on the other', async () => {
    const plots = await json(await call(a, investor, '/api/plots'));
    const plotId = plots.Data[0].PlotID as string;
    draft = {
      PlotId: plotId,
      ServiceId: 'TimeLimitExtensionService',
      SchemaVersion: tle.version,
      CurrentStep: tle.steps[0]!.id,
      Data: {},
    };
    const saved = await json(await postJson(b, investor, '/api/applications/draft', draft));
    expect(saved.IsSuccess, saved.Message).toBe(true);
    draft = { ...draft, SubmissionId: saved.Data.SubmissionId };
    const read = await json(
      await call(a, investor, `/api/applications/${saved.Data.SubmissionId}`),
    );
    expect(read.Data).toMatchObject({ SubmissionId: saved.Data.SubmissionId, Status: 'Draft' });
  });

  it('uploads on one and downloads the same bytes from the other', async () => {
    const content = Buffer.concat([demoPdf('Two processes'), randomBytes(700_000)]);
    const form = new FormData();
    form.append('ServiceId', 'TimeLimitExtensionService');
    form.append('Key', 'approvedPlan');
    form.append('file', new Blob([content], { type: 'application/pdf' }), 'plan.pdf');
    const uploaded = await json(
      await call(a, investor, '/api/uploads', { method: 'POST', body: form }),
    );
    expect(uploaded.IsSuccess, uploaded.Message).toBe(true);
    const back = await call(b, investor, `/api/uploads/${uploaded.Data.FileId}`);
    expect(back.status).toBe(200);
    expect(Buffer.from(await back.arrayBuffer()).equals(content)).toBe(true);
  });

  it('takes a payment callback on one and shows the status on the other', async () => {
    const list = await json(await call(a, investor, '/api/plots/RAI-TLJ-A12/applications'));
    const waiting = (list.Data as { SubmissionId: string; Status: string }[]).find(
      (app) => app.Status === 'PaymentPending',
    );
    expect(waiting).toBeDefined();
    const order = await json(
      await postJson(a, investor, `/PaymentGateWay/ConfirmPayment?userId=${investor.userId}`, {
        SubmissionId: waiting!.SubmissionId,
      }),
    );
    expect(order.IsSuccess, order.Message).toBe(true);
    const fields = {
      TransactionID: order.Data.TransactionID as string,
      Amount: Number(order.Data.Amount).toFixed(2),
      Status: 'Success',
      GatewayReference: 'SBX-TWO-PROCESSES',
    };
    const callback = await fetch(`${b.baseUrl}/PaymentGateWay/ProcessPaymentResponse`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...fields, Signature: sign(DEFAULT_PG_SECRET, fields) }),
      redirect: 'manual',
    });
    expect(callback.status).toBe(303);
    const status = await json(
      await call(
        a,
        investor,
        `/PaymentGateWay/GetPGRespInfo?TransactionNumber=${fields.TransactionID}`,
      ),
    );
    expect(status.Data).toMatchObject({
      TransactionID: fields.TransactionID,
      PaymentStatus: 'Success',
    });
    const app = await json(await call(a, investor, `/api/applications/${waiting!.SubmissionId}`));
    expect(app.Data.Status).toBe('UnderScrutiny');
  });

  it('counts failed sign-ins on both towards one lockout', async () => {
    const email = 'txuser@demo.test';
    for (let i = 0; i < 5; i += 1) {
      const { body } = await signIn(i % 2 === 0 ? a : b, email, 'Wrong@12345');
      expect(body.IsSuccess).toBe(false);
    }
    for (const server of [a, b]) {
      const { body } = await signIn(server, email);
      expect(body.IsSuccess).toBe(false);
      expect(body.Message).toMatch(/temporarily locked/);
    }
  });

  it('shows a message queued by one in the outbox of the other', async () => {
    const sent = await fetch(`${a.baseUrl}/ManageProfile/GenerateForgotPasswordLink`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ContactEmail: 'midc@demo.test' }),
    });
    expect((await json(sent)).IsSuccess).toBe(true);
    const outbox = await json(await fetch(`${b.baseUrl}/api/dev/outbox?to=midc@demo.test`));
    expect(outbox.Data[0]?.body).toMatch(/\/ResetPassword\?token=/);
  });

  it('runs the payment re-check once per round across both processes', async () => {
    const bills = await json(await call(a, investor, '/api/plots/RAI-TLJ-A12/water-bills'));
    const unpaid = (bills.Data as { TrackingId: string; PaidAt: string | null }[]).find(
      (bill) => !bill.PaidAt,
    );
    expect(unpaid).toBeDefined();
    const order = await json(
      await postJson(
        a,
        investor,
        `/PaymentGateWay/ConfirmWaterBillPayment?userId=${investor.userId}`,
        {
          TrackingId: unpaid!.TrackingId,
        },
      ),
    );
    expect(order.IsSuccess, order.Message).toBe(true);
    const txn = order.Data.TransactionID as string;
    // The payer pressed Success at A's sandbox page, but the callback was lost.
    const pressed = await fetch(`${a.baseUrl}/dev/gateway/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ TransactionID: txn, Status: 'Success' }),
      redirect: 'manual',
    });
    expect(pressed.status).toBe(307);
    // The payer never comes back: once it is older than PAYMENT_RECHECK_MINUTES the job asks.
    await query(
      sql`update payment_transactions set created_at = now() - interval '2 minutes' where transaction_id = ${txn}`,
    );
    const runsAt = async () =>
      (
        await query<{ runs: number }>(sql`select runs from job_runs where name = 'payment-recheck'`)
      )[0]?.runs ?? 0;
    const startRuns = await runsAt();
    const started = Date.now();
    let status = 'Pending';
    while (status === 'Pending' && Date.now() - started < 30_000) {
      await sleep(500);
      status = (
        await query<{ status: string }>(
          sql`select status from payment_transactions where transaction_id = ${txn}`,
        )
      )[0]!.status;
    }
    // Settled by whichever process ran the round: the sandbox's orders are in the database, so
    // B knows the answer pressed at A's page as well as A does.
    expect(status).toBe('Success');
    const applied = await query<{ n: number }>(
      sql`select count(*)::int as n from payment_events where transaction_id = ${txn} and kind = 'recheck' and outcome = 'applied'`,
    );
    expect(applied[0]!.n).toBe(1);
    // Each process ticks every second; rounds claimed once across both come about once a second.
    await sleep(6_000);
    const seconds = (Date.now() - started) / 1000;
    const rounds = (await runsAt()) - startRuns;
    console.log(
      `[two-processes] payment re-check: ${rounds} rounds in ${seconds.toFixed(1)} s with both processes ticking every ${RECHECK_EVERY_SECONDS} s; transaction ${txn} settled ${status} by one round`,
    );
    expect(rounds).toBeGreaterThanOrEqual(2);
    expect(rounds).toBeLessThanOrEqual(Math.ceil(seconds / RECHECK_EVERY_SECONDS / 0.95) + 1);
  }, 60_000);

  it('ends a session on one and the other refuses it at once, a draft save included', async () => {
    // Two saves on A: A then keeps the session's check and the draft, and its next save of the
    // draft checks the session in its own statement (auth/authenticate.ts, `deferred`).
    for (const _ of [1, 2])
      expect((await postJson(a, investor, '/api/applications/draft', draft)).status).toBe(200);
    const revision = () =>
      query<{ revision: number }>(
        sql`select revision from applications where submission_id = ${draft.SubmissionId}`,
      );
    const [before] = await revision();
    const out = await call(b, investor, `/Account/LogOutLiveSession?UserId=${investor.userId}`, {
      method: 'POST',
    });
    expect(out.status).toBe(200);
    const save = await postJson(a, investor, '/api/applications/draft', draft);
    expect(save.status).toBe(401);
    expect(await revision()).toEqual([before]);
    expect((await call(a, investor, '/api/plots')).status).toBe(401);
  });
});
