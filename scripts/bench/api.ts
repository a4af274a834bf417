/**
 * API throughput with autocannon on loopback: an empty JSON route (the ceiling), the investor
 * dashboard, save-draft and a service form's files, each for a bounded time at a fixed number of
 * connections.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { routeFiles, routeModules } from './bundle.ts';

/** The build the bench's server sends (its STATIC_DIR). */
const STATIC_DIR = process.env.STATIC_DIR ?? 'dist';

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

async function load(options: autocannon.Options | (() => autocannon.Options)): Promise<LoadFigure> {
  const opts = typeof options === 'function' ? options : () => options;
  await autocannon({ ...opts(), duration: WARM_UP_SECONDS });
  const r = await autocannon(opts());
  return {
    reqPerSec: r.requests.average,
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
  };
}

/** A service whose applications start as drafts. */
export interface DraftService {
  id: string;
  folder: string;
}

const TIME_LIMIT_EXTENSION: DraftService = {
  id: 'TimeLimitExtensionService',
  folder: 'time-limit-extension',
};

/** A draft body for a service, from its own sample (documents left out). */
export function draftBody(
  plotId: number | string,
  submissionId?: number | string,
  service: DraftService = TIME_LIMIT_EXTENSION,
) {
  const steps = JSON.parse(readFileSync(`schemas/${service.folder}/steps.json`, 'utf8')) as {
    version: number;
    steps: { id: string }[];
    sample?: { data: Record<string, unknown> };
  };
  const { documents: _documents, ...data } = steps.sample?.data ?? {};
  return {
    PlotId: plotId,
    ServiceId: service.id,
    SchemaVersion: steps.version,
    CurrentStep: steps.steps[0]?.id ?? '',
    Data: data,
    ...(submissionId ? { SubmissionId: submissionId } : {}),
  };
}

/** The catalogue's services that start as drafts, time-limit extension first. */
export function draftServices(): DraftService[] {
  const catalog = JSON.parse(readFileSync('services.catalog.json', 'utf8')) as {
    services: (DraftService & { submitMode: string })[];
  };
  const others = catalog.services.filter(
    (s) => s.submitMode === 'draft' && s.id !== TIME_LIMIT_EXTENSION.id,
  );
  return [TIME_LIMIT_EXTENSION, ...others];
}

interface DraftAnswer {
  IsSuccess: boolean;
  Message: string;
  Data: { SubmissionId?: number };
}

/**
 * Up to `count` draft bodies, each saving a draft of its own: one draft per plot and service is
 * the rule, so they are spread over the investor's plots and the catalogue's services (a service
 * a plot cannot apply for is skipped).
 */
async function ownDrafts(
  url: string,
  headers: Record<string, string>,
  plotIds: number[],
  count: number,
): Promise<string[]> {
  const bodies: string[] = [];
  for (const service of draftServices()) {
    for (const plotId of plotIds) {
      if (bodies.length === count) return bodies;
      const res = await fetch(`${url}/api/applications/draft`, {
        method: 'POST',
        headers,
        body: JSON.stringify(draftBody(plotId, undefined, service)),
      });
      const created = (await res.json()) as DraftAnswer;
      const id = created.Data?.SubmissionId;
      if (created.IsSuccess && id) bodies.push(JSON.stringify(draftBody(plotId, id, service)));
    }
  }
  return bodies;
}

/**
 * A closed-loop load in which each connection sends its own body, one request after another: the
 * requests of one connection never overlap, those of different connections do. autocannon gives
 * every connection the same request, so each is handed its body as it is set up. (undici `fetch`
 * costs about four times autocannon's CPU per request, on the cores the server uses.)
 */
async function loadEach(
  target: { url: string; method: string; headers: Record<string, string> },
  bodies: string[],
  seconds: number,
): Promise<LoadFigure> {
  const opts = (): autocannon.Options => {
    let next = 0;
    return {
      url: target.url,
      method: target.method as autocannon.Request['method'],
      headers: target.headers,
      connections: bodies.length,
      duration: seconds,
      setupClient: (client) => client.setBody(bodies[next++ % bodies.length]!),
    };
  };
  return load(opts);
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
  const dashboard = await load({ ...base, url: `${url}/api/plots`, headers: session.headers });

  // Each connection saves its own draft, as many people each editing their own application do
  // (on PostgreSQL, connections saving one draft would queue on its row lock).
  let saveDraft: (LoadFigure & { drafts: number }) | null = null;
  const headers = { ...session.headers, 'content-type': 'application/json' };
  const plotIds = plots.Data.map((p) => p.PlotID);
  const bodies = plotIds.length > 0 ? await ownDrafts(url, headers, plotIds, connections) : [];
  if (bodies.length > 0) {
    const target = { url: `${url}/api/applications/draft`, method: 'POST', headers };
    saveDraft = { ...(await loadEach(target, bodies, seconds)), drafts: bodies.length };
  }
  const formFiles = await loadFormFiles(base);
  const ceilingAfter = await load({ ...base, url: `${url}/api/ping` });
  const ceiling = ceilingAfter.reqPerSec > ceilingBefore.reqPerSec ? ceilingAfter : ceilingBefore;
  for (const fig of [dashboard, saveDraft]) {
    if (fig) fig.ratioToCeiling = fig.reqPerSec / ceiling.reqPerSec;
  }
  return { ceiling, ceilingRuns: [ceilingBefore, ceilingAfter], dashboard, saveDraft, formFiles };
}

/**
 * The files of a first visit to a service form (its JS and CSS, from the build's manifest), each
 * connection asking for them in turn as a browser does, brotli accepted: how many a second the
 * server sends. Null without a build (the server then has none to send).
 */
async function loadFormFiles(base: { url: string; duration: number; connections: number }) {
  const manifest = join(STATIC_DIR, '.vite', 'manifest.json');
  if (!existsSync(manifest)) return null;
  const files = routeFiles(JSON.parse(readFileSync(manifest, 'utf8')), routeModules.serviceForm!);
  if (!files) return null;
  const headers = { 'accept-encoding': 'br, gzip' };
  const requests = [...files].map((file) => ({
    method: 'GET' as const,
    path: `/${file}`,
    headers,
  }));
  return { files: files.size, ...(await load({ ...base, requests })) };
}
