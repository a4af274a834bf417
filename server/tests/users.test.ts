import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VERIFY_LINK_INVALID } from '../../src/domain/users.ts';
import { createAuthenticate, currentUser, requireRight } from '../src/auth/authenticate.ts';
import { createKeyStore } from '../src/auth/keys.ts';
import { hashPassword } from '../src/auth/passwords.ts';
import { userVerificationTokens, users } from '../src/db/schema.ts';
import { envelopeErrorHandler } from '../src/lib/error-handler.ts';
import { sha256 } from '../src/lib/secrets.ts';
import { listMessages } from '../src/services/notifications/outbox.ts';
import {
  createTestApp,
  DEMO_ACCOUNTS,
  TEST_PASSWORD,
  TEST_PUBLIC_URL,
} from './support/test-app.ts';
import type { LoggedIn, TestApp } from './support/test-app.ts';

let t: TestApp;
let investor: LoggedIn;
beforeAll(async () => {
  t = await createTestApp();
  investor = await t.login(DEMO_ACCOUNTS.investor.email);
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (s: LoggedIn | null, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: s?.headers ?? {}, payload });
const newUser = (Email: string, DepartmentRights = [0, 2]) => ({
  UserName: 'Asha Patil',
  Email,
  MobileNo: '9898989898',
  DepartmentRights,
});

async function linkTokenFor(email: string): Promise<string> {
  const [mail] = await listMessages(t.database.db, { to: email, limit: 1 });
  const match = /\/VerifyTranUser\?token=([\w%-]+)/.exec(mail?.body ?? '');
  if (!match) throw new Error(`no verification link for ${email}`);
  expect(mail!.body).toContain(`${TEST_PUBLIC_URL}/VerifyTranUser?token=`);
  return decodeURIComponent(match[1]!);
}

/** Adds a sub-user as `owner`, follows the link and signs in as them. */
async function addVerifiedUser(owner: LoggedIn, email: string, rights = [0, 2]) {
  const added = await call(owner, 'POST', '/api/users', newUser(email, rights));
  expect(added.json()).toMatchObject({ IsSuccess: true });
  const Token = await linkTokenFor(email);
  await call(null, 'POST', '/api/users/verify', { Token, Password: 'Sub@12345' });
  return { id: added.json().Data.UserId as number, session: await t.login(email, 'Sub@12345') };
}

async function secondInvestor(): Promise<LoggedIn> {
  const email = 'other.investor@demo.test';
  await t.database.db
    .insert(users)
    .values({
      email,
      userName: 'Other Investor',
      roleId: 1,
      passwordHash: await hashPassword(TEST_PASSWORD),
      emailVerified: true,
    })
    .onConflictDoNothing();
  return t.login(email);
}

describe('adding a sub-user and the verification link', () => {
  it('adds, e-mails and texts the link, verifies, and signs in as a Transaction-User', async () => {
    const email = 'asha@demo.test';
    const res = await call(investor, 'POST', '/api/users', newUser(email));
    expect(res.statusCode).toBe(200);
    expect(res.json().Data).toMatchObject({
      Email: email,
      DepartmentRights: '0,2',
      Departments: ['Lease and Land', 'Water'],
      Verified: false,
    });
    const token = await linkTokenFor(email);
    const [sms] = await listMessages(t.database.db, { to: '9898989898', limit: 1 });
    expect(sms?.channel).toBe('sms');
    expect(sms?.body).toContain('/VerifyTranUser?token=');
    // The token is stored hashed only.
    const [link] = await t.database.db
      .select()
      .from(userVerificationTokens)
      .where(eq(userVerificationTokens.userId, res.json().Data.UserId));
    expect(link?.tokenHash).toBe(sha256(token));
    expect(JSON.stringify(link)).not.toContain(token);

    await expect(t.login(email, 'Sub@12345')).rejects.toThrow(); // no password yet
    const weak = await call(null, 'POST', '/api/users/verify', { Token: token, Password: 'weak' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().Data.errors[0].path).toBe('Password');
    const ok = await call(null, 'POST', '/api/users/verify', {
      Token: token,
      Password: 'Sub@12345',
    });
    expect(ok.json().IsSuccess).toBe(true);
    const again = await call(null, 'POST', '/api/users/verify', {
      Token: token,
      Password: 'Sub@12345',
    });
    expect(again.json()).toMatchObject({ IsSuccess: false, Message: VERIFY_LINK_INVALID });

    const sub = await t.login(email, 'Sub@12345');
    const profile = await call(
      sub,
      'GET',
      `/ManageProfile/GetUserAndCompanyInfobyUserId?UserId=${sub.userId}`,
    );
    expect(profile.json().Data.userData).toMatchObject({
      RoleID: 3,
      ParentUserId: investor.userId,
      DepartmentRights: '0,2',
      EmailVerified: true,
    });
    expect(profile.json().Data.companyInfo.CompanyName).toBe('Demo Industries Pvt Ltd');
    const list = await call(investor, 'GET', '/api/users');
    expect(list.json().Data).toEqual(
      expect.arrayContaining([expect.objectContaining({ Email: email, Verified: true })]),
    );
  });

  it('validates the fields and refuses an e-mail that is taken', async () => {
    const bad = await call(investor, 'POST', '/api/users', newUser('nope'));
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      Message: 'Invalid email address',
      Data: { errors: [{ path: 'Email' }] },
    });
    const mobile = await call(investor, 'POST', '/api/users', {
      ...newUser('m@demo.test'),
      MobileNo: '12345',
    });
    expect(mobile.json().Data.errors[0].path).toBe('MobileNo');
    const dept = await call(investor, 'POST', '/api/users', newUser('d@demo.test', [5]));
    expect(dept.statusCode).toBe(400);
    const taken = await call(investor, 'POST', '/api/users', newUser(DEMO_ACCOUNTS.midc.email));
    expect(taken.json()).toMatchObject({ IsSuccess: false, Data: { errors: [{ path: 'Email' }] } });
  });

  it('sends a new link to an unverified user only, and voids the old one', async () => {
    const added = await call(investor, 'POST', '/api/users', newUser('late@demo.test'));
    const id = added.json().Data.UserId;
    const first = await linkTokenFor('late@demo.test');
    expect((await call(investor, 'POST', `/api/users/${id}/verification`)).json().IsSuccess).toBe(
      true,
    );
    const second = await linkTokenFor('late@demo.test');
    expect(second).not.toBe(first);
    const old = await call(null, 'POST', '/api/users/verify', {
      Token: first,
      Password: 'Sub@12345',
    });
    expect(old.json().IsSuccess).toBe(false);
    await call(null, 'POST', '/api/users/verify', { Token: second, Password: 'Sub@12345' });
    const done = await call(investor, 'POST', `/api/users/${id}/verification`);
    expect(done.json()).toMatchObject({ IsSuccess: false, Message: /already verified/ });
  });
});

describe('who may manage users', () => {
  it('refuses Transaction-Users, Midc-Users and Admins with 403', async () => {
    for (const email of [
      DEMO_ACCOUNTS.txuser.email,
      DEMO_ACCOUNTS.midc.email,
      DEMO_ACCOUNTS.admin.email,
    ]) {
      const s = await t.login(email);
      for (const [method, url, body] of [
        ['GET', '/api/users'],
        ['POST', '/api/users', newUser('x1@demo.test')],
        ['PUT', `/api/users/${s.userId}/rights`, { DepartmentRights: [0, 1, 2, 3, 4, 6, 7] }],
        ['PUT', '/api/users/rights', { Users: [{ UserId: s.userId, DepartmentRights: [1] }] }],
        ['DELETE', `/api/users/${investor.userId}`],
      ] as [Method, string, object?][]) {
        const res = await call(s, method, url, body);
        expect(res.statusCode, `${email} ${method} ${url}`).toBe(403);
        expect(res.json().IsSuccess).toBe(false);
      }
    }
    expect((await call(null, 'GET', '/api/users')).statusCode).toBe(401);
  });

  it("cannot edit or delete another investor's sub-user (404), and a mixed matrix changes nothing", async () => {
    const other = await secondInvestor();
    const theirs = await addVerifiedUser(other, 'theirs@demo.test', [1]);
    const mine = await addVerifiedUser(investor, 'mine@demo.test', [0]);
    const put = await call(investor, 'PUT', `/api/users/${theirs.id}/rights`, {
      DepartmentRights: [0, 1, 2],
    });
    expect(put.statusCode).toBe(404);
    expect((await call(investor, 'DELETE', `/api/users/${theirs.id}`)).statusCode).toBe(404);
    expect((await call(investor, 'POST', `/api/users/${theirs.id}/verification`)).statusCode).toBe(
      404,
    );
    const mixed = await call(investor, 'PUT', '/api/users/rights', {
      Users: [
        { UserId: mine.id, DepartmentRights: [7] },
        { UserId: theirs.id, DepartmentRights: [7] },
      ],
    });
    expect(mixed.statusCode).toBe(404);
    const rows = await t.database.db.select().from(users).where(eq(users.userId, mine.id));
    expect(rows[0]?.departmentRights).toBe('0');
    // Nor the investor themself, nor a demo staff account.
    expect((await call(investor, 'DELETE', `/api/users/${investor.userId}`)).statusCode).toBe(404);
    expect(
      (await call(other, 'GET', '/api/users')).json().Data.map((u: { Email: string }) => u.Email),
    ).toEqual(['theirs@demo.test']);
  });
});

describe('rights changes and deletion', () => {
  it("apply on the sub-user's next request, without signing in again", async () => {
    const sub = await addVerifiedUser(investor, 'rights@demo.test', [0, 2]);
    // A route guarded like the service routes: requireRight(2) after the real authenticate.
    const probe = Fastify();
    probe.setErrorHandler(envelopeErrorHandler);
    probe.decorateRequest('user', null);
    const keys = createKeyStore(t.database.db);
    const authenticate = createAuthenticate({
      db: t.database.db,
      signer: { keys, issuer: TEST_PUBLIC_URL },
    });
    probe.get('/water', { preHandler: [authenticate, requireRight(2)] }, async (r) => ({
      rights: currentUser(r).rights,
    }));
    const water = () => probe.inject({ url: '/water', headers: sub.session.headers });
    expect((await water()).json()).toEqual({ rights: [0, 2] });

    const res = await call(investor, 'PUT', `/api/users/${sub.id}/rights`, {
      DepartmentRights: [0],
    });
    expect(res.json()).toMatchObject({
      IsSuccess: true,
      Data: { DepartmentRights: '0', Departments: ['Lease and Land'] },
    });
    expect((await water()).statusCode).toBe(403);
    const me = await call(
      sub.session,
      'GET',
      `/ManageProfile/GetUserAndCompanyInfobyUserId?UserId=${sub.id}`,
    );
    expect(me.json().Data.userData.DepartmentRights).toBe('0');

    const matrix = await call(investor, 'PUT', '/api/users/rights', {
      Users: [{ UserId: sub.id, DepartmentRights: [2, 4] }],
    });
    expect(matrix.json().Data[0]).toMatchObject({
      DepartmentRights: '2,4',
      Departments: ['Water', 'IT'],
    });
    expect((await water()).json()).toEqual({ rights: [2, 4] });
    await probe.close();
  });

  it('deleting deactivates the user and ends their sessions; the same investor may add them back', async () => {
    const sub = await addVerifiedUser(investor, 'gone@demo.test');
    const del = await call(investor, 'DELETE', `/api/users/${sub.id}`);
    expect(del.json().IsSuccess).toBe(true);
    const after = await call(
      sub.session,
      'GET',
      `/ManageProfile/GetUserAndCompanyInfobyUserId?UserId=${sub.id}`,
    );
    expect(after.statusCode).toBe(401);
    await expect(t.login('gone@demo.test', 'Sub@12345')).rejects.toThrow();
    const list = await call(investor, 'GET', '/api/users');
    expect(list.json().Data.some((u: { UserId: number }) => u.UserId === sub.id)).toBe(false);
    expect((await call(investor, 'DELETE', `/api/users/${sub.id}`)).statusCode).toBe(404);

    const back = await call(investor, 'POST', '/api/users', newUser('gone@demo.test', [3]));
    expect(back.json()).toMatchObject({
      IsSuccess: true,
      Data: { UserId: sub.id, Verified: false, DepartmentRights: '3' },
    });
    await expect(t.login('gone@demo.test', 'Sub@12345')).rejects.toThrow(); // old password is gone
  });
});
