/**
 * The access matrix: every route the server registers (collected from the Fastify instance as
 * routes are added) × every kind of caller → allowed or refused, against the expectation table
 * below, one entry per route. A route without an entry, or an entry without a route, fails.
 *
 * Allowed = any answer but 401/403 (a 400 for an empty body still means the caller got past every
 * guard). Where the server's design answers 404 for another holder's object, exactly like an
 * unknown id (`hides`), a 404 counts as refused too. Path and query ids are real: the owner's
 * plot, application, file and transaction, so "another investor" really probes ownership.
 *
 * Then every authenticated route is called with bad tokens (tampered-tokens.ts): all must be 401.
 */
import type { InjectOptions } from 'fastify';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { createKeyStore } from '../../src/auth/keys.ts';
import type { LoggedIn, TestApp } from '../support/test-app.ts';
import { createTestApp } from '../support/test-app.ts';
import { accessFixture, PRINCIPALS } from './access-fixture.ts';
import type { AccessFixture, AccessIds, Principal } from './access-fixture.ts';
import { tamperedTokens } from './tampered-tokens.ts';
import type { BadToken } from './tampered-tokens.ts';

type Allowed = readonly Principal[];
const ALL: Allowed = PRINCIPALS;
const SIGNED_IN: Allowed = PRINCIPALS.filter((p) => p !== 'anonymous');
const OWNER: Allowed = ['owner'];
const INVESTORS: Allowed = ['owner', 'otherInvestor'];
/** Who works with the owner's plot: the owner, both of their transaction users, staff. */
const PLOT_READERS: Allowed = ['owner', 'txWithRight', 'txWithoutRight', 'staff'];
const STAFF: Allowed = ['staff'];
/** Sandboxes answer only a client on this machine; the matrix calls from another one. */
const LOCAL_ONLY: Allowed = [];

interface Entry {
  allowed: Allowed;
  /** Others' objects answer 404 like unknown ones: a 404 is a refusal here. */
  hides?: boolean;
  /** Why, where the table is not obvious. */
  note?: string;
  /**
   * A body that passes validation, for routes that check ownership in the handler (after the
   * body): with an empty one every caller would stop at 400. Others get `{}`.
   */
  body?: (ids: AccessIds) => object;
}

/** Who acts on the owner's application: the owner and the transaction user with its right. */
const HOLDERS: Allowed = ['owner', 'txWithRight'];

/** The owner's application, as a draft save or a submission names it. */
const applicationBody = (ids: AccessIds) => ({
  PlotId: ids.plotId,
  SubmissionId: ids.submissionId,
  ServiceId: ids.application.serviceId,
  SchemaVersion: ids.application.schemaVersion,
  Data: {},
});

/** The owner only, for a route that needs this body to get as far as its owner check. */
const ownerWith = (body: object): Entry => ({ allowed: OWNER, body: () => body });

/**
 * The expectation table. Sandboxes and developer routes (/dev/…, /api/dev/outbox) are on in the
 * test configuration but refuse every caller here, signed in or not, because the matrix calls from
 * another machine's address; sandboxes.test.ts shows they answer on this machine.
 */
const MATRIX: Record<string, Entry> = {
  'GET /*': { allowed: ALL, note: 'the SPA and its history fallback (STATIC_DIR is set)' },
  'GET /assets/:file': { allowed: ALL, note: "the build's fingerprinted files, public" },
  'GET /openapi.json': { allowed: ALL },
  'GET /.well-known/openid-configuration': { allowed: ALL },
  'GET /.well-known/oauth-authorization-server': { allowed: ALL },
  'GET /.well-known/jwks.json': { allowed: ALL },
  'POST /connect/token': { allowed: ALL, note: 'authenticates with what it is sent' },
  'POST /connect/revocation': { allowed: ALL, note: 'client authentication, as /connect/token' },
  'POST /Account/AuthenticateInvestorUser': { allowed: ALL },
  'POST /Account/AuthenticateMaitriUser': { allowed: ALL },
  'POST /Account/LogOutLiveSession': { allowed: OWNER, note: 'own UserId only' },
  'POST /Account/GenerateToken': { allowed: OWNER },
  'GET /ManageProfile/GetUserAndCompanyInfobyUserId': { allowed: OWNER },
  'POST /ManageProfile/GenerateForgotPasswordLink': { allowed: ALL },
  'POST /ManageProfile/ResetPassword': { allowed: ALL, note: 'the e-mailed token authorises' },
  'GET /ManageProfile/GetCompanyName': { allowed: OWNER },
  'POST /ManageProfile/SaveCompanyName': ownerWith({ CompanyName: 'Demo Industries Pvt Ltd' }),
  'PUT /ManageProfile/ChangeCompanyName': ownerWith({ CompanyName: 'Demo Industries Pvt Ltd' }),
  'POST /ManageProfile/UpdateUserProfile': { allowed: OWNER },
  'POST /ManageProfile/UpdatePassWord': { allowed: SIGNED_IN, note: "the caller's own password" },
  'POST /ManageProfile/GenerateChangeEmailOTP': ownerWith({ Email: 'new-address@test.example' }),
  'POST /ManageProfile/VerifyChangeEmailOTP': ownerWith({
    Email: 'new-address@test.example',
    OTP: '000000',
  }),
  'POST /ManageProfile/GenerateMobileOTP': ownerWith({ MobileNo: '9876543210' }),
  'POST /ManageProfile/OTPVerificationFromMobile': ownerWith({
    MobileNo: '9876543210',
    OTP: '000000',
  }),
  'PUT /api/account/language': {
    allowed: SIGNED_IN,
    note: "the caller's own profile",
    body: () => ({ Language: 'en' }),
  },
  'GET /api/notifications': { allowed: SIGNED_IN, note: "the caller's own (the bell)" },
  'POST /api/notifications/:id/read': {
    allowed: SIGNED_IN,
    note: "another user's notification answers 404 (notifications.test.ts)",
  },
  'POST /api/notifications/read-all': { allowed: SIGNED_IN },
  'GET /api/notifications/preferences': { allowed: SIGNED_IN },
  'PUT /api/notifications/preferences': {
    allowed: SIGNED_IN,
    body: () => ({ SmsAlerts: false, EmailOff: [] }),
  },
  'GET /api/notifications/templates': { allowed: ['staff', 'admin'], note: 'template preview' },
  'GET /api/users': { allowed: INVESTORS, note: "an investor's own sub-users" },
  'POST /api/users': { allowed: INVESTORS },
  'PUT /api/users/rights': { allowed: INVESTORS, note: 'rows must name own sub-users' },
  'PUT /api/users/:id/rights': {
    allowed: OWNER,
    hides: true,
    body: () => ({ DepartmentRights: [0] }),
  },
  'PUT /api/users/:id': {
    allowed: OWNER,
    hides: true,
    body: () => ({ UserName: 'Renamed', MobileNo: '9876543210', DepartmentRights: [0] }),
  },
  'DELETE /api/users/:id': { allowed: OWNER, hides: true },
  'POST /api/users/:id/verification': { allowed: OWNER, hides: true },
  'POST /api/users/verify': { allowed: ALL, note: 'the e-mailed token authorises' },
  'GET /api/plots': { allowed: [...INVESTORS, 'txWithRight', 'txWithoutRight', 'staff'] },
  'GET /api/plots/:plotId': { allowed: PLOT_READERS, hides: true },
  'GET /api/plots/:plotId/services': { allowed: PLOT_READERS, hides: true },
  'GET /api/plots/:plotId/applications': { allowed: PLOT_READERS, hides: true },
  'GET /api/plots/:plotId/water-bills': {
    allowed: OWNER,
    hides: true,
    note: 'transaction users need the water right (2), which neither of these has',
  },
  'GET /api/industrial-areas': { allowed: SIGNED_IN },
  'POST /api/plot-registrations': { allowed: [...INVESTORS, 'staff', 'admin'] },
  'POST /api/plot-registrations/:plotId/cancel': { allowed: OWNER, hides: true },
  'GET /api/plot-registrations/pending': { allowed: STAFF },
  'POST /api/plot-registrations/:plotId/review': { allowed: STAFF },
  'GET /api/applications/:id': { allowed: ['owner', 'txWithRight', 'staff'], hides: true },
  'GET /api/applications/:id/definition': {
    allowed: ['owner', 'txWithRight', 'staff'],
    hides: true,
    note: 'the form as filed: whoever may read the application',
  },
  'POST /api/applications/:id/set-aside/seen': { allowed: HOLDERS, hides: true },
  'POST /api/applications/draft': {
    allowed: HOLDERS,
    hides: true,
    note: "a save of the owner's application: its plot and id are in the body",
    body: (ids) => ({ ...applicationBody(ids), CurrentStep: ids.application.currentStep ?? 'x' }),
  },
  'POST /api/applications/submit': {
    allowed: HOLDERS,
    hides: true,
    note: "a submission of the owner's application",
    body: applicationBody,
  },
  'POST /ManageProfile/WithDrawnApplication': { allowed: HOLDERS, hides: true },
  'POST /api/applications/:id/cancel': { allowed: HOLDERS, hides: true },
  'DELETE /api/applications/:id': { allowed: HOLDERS, hides: true },
  'POST /api/applications/:id/scrutiny': { allowed: STAFF, hides: true },
  'GET /api/scrutiny/queue': { allowed: STAFF },
  'GET /api/scrutiny/plots': { allowed: STAFF },
  'POST /api/uploads': {
    allowed: [...INVESTORS, 'txWithRight', 'txWithoutRight', 'staff', 'admin'],
    note: 'the service is in the form: rights are uploads.test.ts business',
  },
  'GET /api/uploads/:fileId': { allowed: ['owner', 'txWithRight', 'staff'], hides: true },
  'DELETE /api/uploads/:fileId': { allowed: HOLDERS, hides: true },
  'GET /api/rates': { allowed: [...INVESTORS, 'txWithRight', 'txWithoutRight', 'staff'] },
  'GET /api/health': { allowed: ALL },
  'GET /api/ping': { allowed: ALL },
  'GET /api/documents': { allowed: ALL },
  'GET /api/documents/:id': { allowed: ALL },
  'GET /api/documents/:id/download': { allowed: ALL },
  'GET /api/faq': { allowed: ALL },
  'POST /api/feedback': { allowed: SIGNED_IN },
  'GET /api/dev/outbox': { allowed: LOCAL_ONLY, note: 'developer outbox, on outside production' },
  'GET /dev/outbox': { allowed: LOCAL_ONLY, note: 'developer outbox' },
  'GET /dev/maitri': { allowed: LOCAL_ONLY, note: 'MAITRI sandbox' },
  'GET /dev/maitri/start': { allowed: LOCAL_ONLY, note: 'MAITRI sandbox' },
  'GET /dev/grievance': { allowed: LOCAL_ONLY, note: 'grievance sandbox' },
  'GET /dev/gateway': { allowed: LOCAL_ONLY, note: 'payment provider sandbox' },
  'POST /dev/gateway/pay': { allowed: LOCAL_ONLY, note: 'payment provider sandbox' },
  'GET /PaymentGateWay/GetTDSSectionMaster': { allowed: ALL, note: 'master data' },
  'POST /PaymentGateWay/ConfirmPayment': {
    allowed: OWNER,
    note: 'own userId',
    body: (ids) => ({ SubmissionId: ids.submissionId }),
  },
  'POST /PaymentGateWay/TDSDeductionInPercent': {
    allowed: OWNER,
    body: (ids) => ({ SubmissionId: ids.submissionId, TDSSection: '194C' }),
  },
  'POST /PaymentGateWay/ConfirmWaterBillPayment': {
    allowed: OWNER,
    body: (ids) => ({ TrackingId: ids.trackingId }),
  },
  'GET /PaymentGateWay/GetPGRespInfo': {
    allowed: ['owner', 'staff'],
    hides: true,
    note: 'a water bill payment: transaction users need right 2; without a session only transactions made without one',
  },
  'GET /PaymentGateWay/GetWaterBillPGRespInfo': {
    allowed: ['owner', 'staff'],
    hides: true,
  },
  'POST /PaymentGateWay/RecheckStatus': {
    allowed: ['owner', 'staff'],
    hides: true,
  },
  'GET /PaymentGateWay/ReceiptPdf': {
    allowed: ['owner', 'staff'],
    hides: true,
  },
  'GET /PaymentGateWay/GetPaymentInfo': { allowed: ALL, note: 'water bill lookup by tracking id' },
  'POST /PaymentGateWay/ConfirmPaymentWithoutLogin': { allowed: ALL },
  'POST /PaymentGateWay/ProcessPaymentResponse': { allowed: ALL, note: "the provider's return" },
};

/** Sessions end only through this route; every other one reuses the principals' sessions. */
const ENDS_SESSION = new Set(['POST /Account/LogOutLiveSession']);
/** Callers in this order: those who should be refused first, the owner (who may change things) last. */
const ORDER: Principal[] = [
  'anonymous',
  'otherInvestor',
  'txWithoutRight',
  'staff',
  'admin',
  'txWithRight',
  'owner',
];

let t: TestApp;
let app: FastifyInstance;
let fx: AccessFixture;
const routes = new Map<string, RouteOptions>();
const sessions = new Map<Principal, LoggedIn>();

beforeAll(async () => {
  t = await createTestApp();
  app = await buildApp({
    db: t.database.db,
    config: t.config,
    onRoute: (route) => {
      for (const method of [route.method].flat())
        if (method !== 'HEAD') routes.set(`${method} ${route.url}`, route);
    },
  });
  await app.ready();
  fx = await accessFixture(t);
});
afterAll(async () => {
  await app.close();
  await t.close();
});

async function sessionOf(principal: Exclude<Principal, 'anonymous'>, fresh: boolean) {
  let session = sessions.get(principal);
  if (!session || fresh) {
    session = await t.login(fx.emails[principal]);
    sessions.set(principal, session);
  }
  return session;
}

/** The URL of a route with real ids in its path and required query parameters. */
async function urlOf(key: string): Promise<string> {
  const route = routes.get(key)!;
  const ids = fx.ids;
  let path = route.url.replace(':plotId', ids.plotId).replace(':fileId', ids.fileId);
  if (path.includes(':id')) {
    const id = route.url.startsWith('/api/users/')
      ? String(await ids.newSubUser())
      : route.url.startsWith('/api/documents/')
        ? ids.documentId
        : ids.submissionId;
    path = path.replace(':id', id);
  }
  const schema = (route.schema as { querystring?: { required?: string[] } } | undefined)
    ?.querystring;
  const query = new URLSearchParams();
  const value: Record<string, string> = {
    SubmissionId: ids.submissionId,
    TransactionNumber: ids.transactionId,
    TackingId: ids.trackingId,
    MaitriUserId: 'M-1',
    ServiceID: '1',
    txn: 'T-1',
    amount: '1',
  };
  for (const name of schema?.required ?? [])
    query.set(name, /^user ?id$/i.test(name) ? String(ids.ownerId) : (value[name] ?? '1'));
  return query.size ? `${path}?${query}` : path;
}

async function call(key: string, url: string, headers: Record<string, string>) {
  const [method] = key.split(' ') as [InjectOptions['method']];
  const hasBody = method === 'POST' || method === 'PUT';
  return app.inject({
    method,
    url,
    headers,
    ...(hasBody ? { payload: MATRIX[key]?.body?.(fx.ids) ?? {} } : {}),
    remoteAddress: '198.18.0.1',
  });
}

describe('access matrix', () => {
  it('has one entry for every route the server registers, and none for a route it lacks', () => {
    expect([...routes.keys()].filter((key) => !MATRIX[key])).toEqual([]);
    expect(Object.keys(MATRIX).filter((key) => !routes.has(key))).toEqual([]);
  });

  it.each(Object.entries(MATRIX))('%s', async (key, entry) => {
    if (!routes.has(key)) return; // reported by the test above
    const seen: Record<string, string> = {};
    const expected: Record<string, string> = {};
    for (const principal of ORDER) {
      const session =
        principal === 'anonymous' ? undefined : await sessionOf(principal, ENDS_SESSION.has(key));
      const res = await call(key, await urlOf(key), session?.headers ?? {});
      expect(res.statusCode, `${key} as ${principal}: ${res.body}`).toBeLessThan(500);
      const refused =
        res.statusCode === 401 || res.statusCode === 403 || (entry.hides && res.statusCode === 404);
      seen[principal] = `${refused ? 'refused' : 'allowed'} (${res.statusCode})`;
      expected[principal] = entry.allowed.includes(principal) ? 'allowed' : 'refused';
    }
    if (ENDS_SESSION.has(key)) sessions.clear();
    const verdicts = Object.fromEntries(Object.entries(seen).map(([p, v]) => [p, v.split(' ')[0]]));
    expect(verdicts, JSON.stringify(seen)).toEqual(expected);
  });
});

describe('bad tokens on every authenticated route', () => {
  let badTokens: BadToken[] = [];
  beforeAll(async () => {
    const live = await t.login(fx.emails.owner);
    const revoked = await t.login(fx.emails.owner);
    const someoneElse = await t.login(fx.emails.otherInvestor);
    const signer = { keys: createKeyStore(t.database.db), issuer: t.config.publicUrl };
    badTokens = await tamperedTokens(t, signer, live, revoked, someoneElse);
  });

  const authenticated = Object.entries(MATRIX)
    // Sandboxes refuse the matrix's address before they look at any token.
    .filter(([, entry]) => entry.allowed !== LOCAL_ONLY && !entry.allowed.includes('anonymous'))
    .map(([key]) => key);

  it.each(authenticated)('%s refuses every bad token with 401', async (key) => {
    expect(badTokens.length).toBeGreaterThan(0);
    for (const bad of badTokens) {
      const res = await call(key, await urlOf(key), bad.headers);
      expect(res.statusCode, `${key} with a token ${bad.kind}: ${res.body}`).toBe(401);
    }
  });
});
