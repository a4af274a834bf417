/**
 * API throughput with autocannon on loopback: an empty JSON route (the ceiling), the investor
 * dashboard and save-draft, each for a bounded time at a fixed number of connections.
 */
import autocannon from 'autocannon';
import { readFileSync } from 'node:fs';

export interface LoadFigure {
  reqPerSec: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
  ratioToCeiling?: number;
}

interface Session {
  headers: Record<string, string>;
}

export async function signIn(url: string, email: string, password: string): Promise<Session> {
  const res = await fetch(`${url}/Account/AuthenticateInvestorUser`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ Email: email, Password: password }),
  });
  const body = (await res.json()) as {
    IsSuccess: boolean;
    Data: { UserId: number; SessionToken: string; access_token: string };
  };
  if (!body.IsSuccess) throw new Error(`bench sign-in failed for ${email}`);
  return {
    headers: {
      Authorization: `Bearer ${body.Data.access_token}`,
      SessionToken: body.Data.SessionToken,
      UserId: String(body.Data.UserId),
    },
  };
}

/** Seconds of unmeasured load before each measured one: JIT, caches and the pool warm up. */
const WARM_UP_SECONDS = 2;

async function load(opts: autocannon.Options): Promise<LoadFigure> {
  await autocannon({ ...opts, duration: WARM_UP_SECONDS });
  const r = await autocannon(opts);
  return {
    reqPerSec: r.requests.average,
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
  };
}

/** A draft body for the time-limit extension, from its own sample (documents left out). */
export function draftBody(plotId: number | string, submissionId?: number | string) {
  const steps = JSON.parse(readFileSync('schemas/time-limit-extension/steps.json', 'utf8')) as {
    version: number;
    steps: { id: string }[];
    sample: { data: Record<string, unknown> };
  };
  const { documents: _documents, ...data } = steps.sample.data;
  return {
    PlotId: plotId,
    ServiceId: 'TimeLimitExtensionService',
    SchemaVersion: steps.version,
    CurrentStep: steps.steps[0]?.id ?? '',
    Data: data,
    ...(submissionId ? { SubmissionId: submissionId } : {}),
  };
}

/** Runs the three loads against a running server and returns the figures. */
export async function measureApi(url: string, seconds: number, connections: number) {
  const session = await signIn(
    url,
    'investor@demo.test',
    process.env.DEMO_PASSWORD ?? 'Demo@12345',
  );
  const base = { url, duration: seconds, connections };

  // The ceiling is measured before and after the other loads and the higher figure kept: on a
  // shared machine one low ceiling run would flatter every ratio.
  const ceilingBefore = await load({ ...base, url: `${url}/api/ping` });

  const plotsRes = await fetch(`${url}/api/plots`, { headers: session.headers });
  const plots = (await plotsRes.json()) as { Data: { PlotID: number }[] };
  const plotId = plots.Data[0]?.PlotID;
  const dashboard = await load({ ...base, url: `${url}/api/plots`, headers: session.headers });

  let saveDraft: LoadFigure | null = null;
  if (plotId) {
    const headers = { ...session.headers, 'content-type': 'application/json' };
    const first = await fetch(`${url}/api/applications/draft`, {
      method: 'POST',
      headers,
      body: JSON.stringify(draftBody(plotId)),
    });
    const created = (await first.json()) as {
      IsSuccess: boolean;
      Message: string;
      Data: { SubmissionId: number };
    };
    if (!created.IsSuccess) throw new Error(`bench draft failed: ${created.Message}`);
    saveDraft = await load({
      ...base,
      method: 'POST',
      headers,
      url: `${url}/api/applications/draft`,
      body: JSON.stringify(draftBody(plotId, created.Data.SubmissionId)),
    });
  }
  const ceilingAfter = await load({ ...base, url: `${url}/api/ping` });
  const ceiling = ceilingAfter.reqPerSec > ceilingBefore.reqPerSec ? ceilingAfter : ceilingBefore;
  for (const fig of [dashboard, saveDraft]) {
    if (fig) fig.ratioToCeiling = fig.reqPerSec / ceiling.reqPerSec;
  }
  return { ceiling, ceilingRuns: [ceilingBefore, ceilingAfter], dashboard, saveDraft };
}
