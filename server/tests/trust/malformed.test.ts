/**
 * Every route of the app, as the app itself lists them (its onRoute hook), receives property-based
 * malformed requests (see malformed-requests.ts), anonymously and with a live investor session:
 * none may answer 5xx, every refusal carries a clear Message, and a refused request changes no
 * row of any table. TRUST_MALFORMED_REQUESTS sets the total per run (default 10,500).
 */
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/types.ts';
import { createTestApp, DEMO_ACCOUNTS, nextAddress } from '../support/test-app.ts';
import type { LoggedIn } from '../support/test-app.ts';
import { changedTables, fingerprint, writeMark } from './db-fingerprint.ts';
import type { Fingerprint } from './db-fingerprint.ts';
import { malformedRequest } from './malformed-requests.ts';
import type { MalformedRequest, RouteUnderTest } from './malformed-requests.ts';

const routes: RouteUnderTest[] = [];
const t = await createTestApp(
  {},
  {
    onRoute: (route) => {
      for (const method of [route.method].flat())
        routes.push({ method, url: route.url, schema: route.schema as RouteUnderTest['schema'] });
    },
  },
);
afterAll(() => t.close());
const db: Db = t.database.db;

const TOTAL = Number(process.env.TRUST_MALFORMED_REQUESTS ?? 10_500);
const identities = ['anonymous', 'investor'] as const;
const runsPerCase = Math.ceil(TOTAL / (routes.length * identities.length));

// Tables a refused request changes by design: counters of attempts (sign-in lockouts, the public
// payment throttle, which counts found and unknown numbers alike) and the log of refused gateway
// callbacks. Each only on its own routes.
const COUNTED_ATTEMPTS: Record<string, RegExp> = {
  login_lockouts: /^\/(connect\/token|Account\/Authenticate\w+)$/,
  payment_events: /^\/PaymentGateWay\//,
};

// What a Message must never show: a stack, a file, SQL or driver text, Fastify's internal codes.
const INTERNAL_TEXT =
  /\n\s+at |\w+Error\b|node_modules|\.[jt]s\b|\bSQL\b|syntax error|relation "|violates|duplicate key|drizzle|pglite|postgres|invalid input syntax|\bundefined\b|\[object |FST_|ERR_|Cannot read|is not a function|Unexpected (token|end)|at position \d/i;

let investor: LoggedIn = await t.login(DEMO_ACCOUNTS.investor.email);
let baseline: Fingerprint = await fingerprint(db);
let lastMark = await writeMark(db);
let sent = 0;

/** Signs the investor in again when a request of the run signed the session out. */
async function ensureInvestorSession() {
  const probe = await t.app.inject({ method: 'GET', url: '/api/plots', headers: investor.headers });
  if (probe.statusCode !== 401) return;
  investor = await t.login(DEMO_ACCOUNTS.investor.email);
  baseline = await fingerprint(db);
  lastMark = await writeMark(db);
}

function describeRequest(req: MalformedRequest, status: number, body: string) {
  const payload = req.payload === undefined ? '' : String(req.payload).slice(0, 300);
  return `${req.method} ${req.url.slice(0, 300)} [${req.identity}, ${req.kind}] ${JSON.stringify(req.headers)} ${JSON.stringify(payload)} → ${status} ${body.slice(0, 300)}`;
}

/**
 * The Message of an error answer: the envelope's, OAuth's error_description, or the text of an
 * HTML page (the developer sandboxes answer people in a browser).
 */
function messageOf(res: { headers: Record<string, unknown>; body: string }): unknown {
  const type = String(res.headers['content-type'] ?? '');
  if (type.startsWith('text/html'))
    return res.body
      .replace(/<(style|script)[^]*?<\/\1>/g, '')
      .replace(/<[^>]*>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 1000);
  if (!type.includes('application/json')) return undefined;
  const body = JSON.parse(res.body) as { Message?: unknown; error_description?: unknown };
  return body.Message ?? body.error_description;
}

async function send(req: MalformedRequest) {
  if (req.identity === 'investor' && sent % 50 === 0) await ensureInvestorSession();
  const before = lastMark; // nothing writes between two requests of the run
  const res = await t.app.inject({
    method: req.method as 'GET',
    url: req.url,
    headers: { ...(req.identity === 'investor' ? investor.headers : {}), ...req.headers },
    ...(req.payload !== undefined ? { payload: req.payload } : {}),
    remoteAddress: nextAddress(),
  });
  sent += 1;
  const what = () => describeRequest(req, res.statusCode, res.body);
  expect(res.statusCode, what()).toBeLessThan(500);

  if (res.statusCode >= 400 && req.method !== 'HEAD') {
    const message = messageOf(res);
    expect(typeof message === 'string' && message.trim() !== '', `no Message: ${what()}`).toBe(
      true,
    );
    expect(String(message).length, `Message too long: ${what()}`).toBeLessThanOrEqual(1000);
    expect(String(message), `internal text in Message: ${what()}`).not.toMatch(INTERNAL_TEXT);
  }

  lastMark = await writeMark(db);
  if (lastMark === before) return;
  const now = await fingerprint(db);
  if (res.statusCode >= 400) {
    const changed = changedTables(baseline, now).filter(
      (table) => !COUNTED_ATTEMPTS[table]?.test(req.url.split('?')[0]!),
    );
    expect(changed, `a refused request changed rows: ${what()}`).toEqual([]);
  }
  baseline = now;
}

describe('malformed requests to every route', () => {
  it('finds the routes through the app itself', () => {
    expect(routes.length).toBeGreaterThan(50);
    expect(routes.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining([
        'POST /Account/AuthenticateInvestorUser',
        'POST /api/applications/draft',
      ]),
    );
  });

  for (const route of routes)
    it(`${route.method} ${route.url}: no 5xx, a clear Message, no row changed when refused`, async () => {
      for (const identity of identities)
        await fc.assert(fc.asyncProperty(malformedRequest(route, identity), send), {
          numRuns: runsPerCase,
        });
    });

  it(`sent at least ${TOTAL} requests`, () => {
    expect(sent).toBeGreaterThanOrEqual(TOTAL);
  });
});
