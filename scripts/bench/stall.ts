/**
 * How long `/api/health` takes to answer while the server refuses a hostile body (issue 17,
 * finding 1; see stalling-body.ts). Health requests go out one after another over real HTTP while
 * the body is in flight; a server that validates such a body in linear time answers them within
 * milliseconds, where the quadratic error handling held them for a minute or more.
 */
import { draftBody, signIn } from './api.ts';
import { stallingBody } from './stalling-body.ts';

export interface StallFigure {
  /** Health requests sent while the hostile body was being refused… */
  healthSamples: number;
  /** …of which these failed (dropped connection or not 200); their time still counts. */
  healthFailures: number;
  healthP50Ms: number;
  healthMaxMs: number;
  /** Status and duration of the hostile request itself. */
  refusedStatus: number;
  refusedMs: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))] ?? 0;

/** Milliseconds until `/api/health` answered 200; `ok` false when it failed or was dropped. */
async function timedHealth(url: string): Promise<{ ms: number; ok: boolean }> {
  const started = performance.now();
  try {
    const res = await fetch(`${url}/api/health`);
    await res.arrayBuffer();
    return { ms: performance.now() - started, ok: res.status === 200 };
  } catch {
    return { ms: performance.now() - started, ok: false };
  }
}

/** Posts the hostile body to `path` `rounds` times and probes `/api/health` during each. */
async function healthWhileRefusing(
  url: string,
  path: string,
  headers: Record<string, string>,
  rounds: number,
  body = stallingBody(),
): Promise<StallFigure> {
  const samples: number[] = [];
  let healthFailures = 0;
  let refusedStatus = 0;
  let refusedMs = 0;
  for (let round = 0; round < rounds; round += 1) {
    let done = false;
    const started = performance.now();
    const hostile = fetch(`${url}${path}`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body,
    })
      .then(async (res) => {
        await res.arrayBuffer();
        return res.status;
      })
      // A server that drops the connection (e.g. its request timeout) answered no status: 0.
      .catch(() => 0)
      .then((status) => {
        refusedStatus = status;
        refusedMs = Math.max(refusedMs, performance.now() - started);
        done = true;
      });
    // The first probe leaves while the body is still being sent; probes continue until the
    // refusal is back (at least one, so a fast refusal still yields a figure).
    do {
      const probe = await timedHealth(url);
      samples.push(probe.ms);
      if (!probe.ok) healthFailures += 1;
    } while (!done);
    await hostile;
  }
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    healthSamples: samples.length,
    healthFailures,
    healthP50Ms: percentile(sorted, 0.5),
    healthMaxMs: sorted[sorted.length - 1] ?? 0,
    refusedStatus,
    refusedMs,
  };
}

/**
 * The hostile properties inside a saved draft's answers (`Data`), where they are not refused but
 * dropped as unknown fields: the save answers 200.
 */
async function hostileAnswers(url: string, headers: Record<string, string>): Promise<string> {
  const plots = (await (await fetch(`${url}/api/plots`, { headers })).json()) as {
    Data: { PlotID: number }[];
  };
  const draft = draftBody(plots.Data[0]!.PlotID);
  const res = await fetch(`${url}/api/applications/draft`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(draft),
  });
  const created = (await res.json()) as { Data?: { SubmissionId?: string } };
  if (!created.Data?.SubmissionId) throw new Error(`bench draft not saved: ${res.status}`);
  const saved = { ...draft, SubmissionId: created.Data.SubmissionId };
  return JSON.stringify({ ...saved, Data: '@' }).replace(
    '"@"',
    stallingBody(1024 * 1024 - 8 * 1024),
  );
}

/**
 * The figure on the sign-in route, sent anonymously (refused by its body limit), on the draft
 * route with an investor's session (parsed and validated, refused naming a few fields), and in a
 * draft's answers (parsed, checked and dropped).
 */
export async function measureHealthDuringStall(url: string, rounds = 3) {
  const session = await signIn(
    url,
    'investor@demo.test',
    process.env.DEMO_PASSWORD ?? 'Demo@12345',
  );
  const draft = '/api/applications/draft';
  return {
    signIn: await healthWhileRefusing(url, '/Account/AuthenticateInvestorUser', {}, rounds),
    draft: await healthWhileRefusing(url, draft, session.headers, rounds),
    draftAnswers: await healthWhileRefusing(
      url,
      draft,
      session.headers,
      rounds,
      await hostileAnswers(url, session.headers),
    ),
  };
}
