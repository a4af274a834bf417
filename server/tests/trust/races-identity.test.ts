/**
 * Identity requests sent at the same moment (found by a race probe on PostgreSQL): each must end
 * as it would one after the other. Resending a sub-user's link, deleting a sub-user and changing
 * one's password are sent together, ROUNDS times on fresh objects, and both the answers and what
 * is stored afterwards are checked.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/auth/passwords.ts';
import { sessions, userVerificationTokens, users } from '../../src/db/schema.ts';
import { sha256 } from '../../src/lib/secrets.ts';
import { listMessages } from '../../src/services/notifications/outbox.ts';
import { addUser } from '../support/engine.ts';
import { createTestApp, nextAddress, TEST_PASSWORD } from '../support/test-app.ts';
import type { LoggedIn, TestApp } from '../support/test-app.ts';

const ROUNDS = 5;

let t: TestApp;
let owner: LoggedIn;
beforeAll(async () => {
  t = await createTestApp();
  owner = await addUser(t, { role: 1, name: 'Racing Owner' });
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'DELETE';
/** Each call from its own address, so no IP lockout carries over between calls. */
const call = (s: LoggedIn, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: s.headers, payload, remoteAddress: nextAddress() });
/** "status Message" of each answer, sorted: the pair's outcome whichever came first. */
const outcome = (answers: LightMyRequestResponse[]) =>
  answers.map((r) => `${r.statusCode} ${r.json().Message}`).sort();

let n = 0;
/** A fresh sub-user of `owner` (not verified yet: it has one open link). */
async function addSubUser(): Promise<{ id: number; email: string }> {
  const email = `race-id-${process.pid}-${++n}@test.example`;
  const res = await call(owner, 'POST', '/api/users', {
    UserName: 'Asha Patil',
    Email: email,
    MobileNo: '9898989898',
    DepartmentRights: [0, 2],
  });
  expect(res.json()).toMatchObject({ IsSuccess: true });
  return { id: res.json().Data.UserId as number, email };
}

describe('identity requests sent at once', () => {
  it('resending a verification link at once: one open link, the throttle holds', async () => {
    const sent = '200 A new verification link has been sent.';
    const throttled = '200 A link was sent recently. Please try again later.';
    for (let round = 0; round < ROUNDS; round += 1) {
      const sub = await addSubUser();
      // The link of adding counts too: of three resends, the third is one too many (3 a window).
      const answers = await Promise.all(
        [1, 2, 3].map(() => call(owner, 'POST', `/api/users/${sub.id}/verification`)),
      );
      expect(outcome(answers), `round ${round}`).toEqual([sent, sent, throttled].sort());

      // "A new link voids the older ones": only the link of the latest e-mail is open.
      const open = await t.database.db
        .select({ tokenHash: userVerificationTokens.tokenHash })
        .from(userVerificationTokens)
        .where(
          and(eq(userVerificationTokens.userId, sub.id), isNull(userVerificationTokens.usedAt)),
        );
      const mails = await listMessages(t.database.db, { to: sub.email });
      expect(mails).toHaveLength(3);
      // The last one written (createdAt is its transaction's start, which a waiting one shares).
      const last = mails.reduce((a, b) => (b.id > a.id ? b : a));
      const latest = /\/VerifyTranUser\?token=([\w%-]+)/.exec(last.body)![1]!;
      expect(open).toEqual([{ tokenHash: sha256(decodeURIComponent(latest)) }]);
    }
  });

  it('deleting one sub-user twice at once: 200 then 404, sessions ended once', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const sub = await addSubUser();
      await t.database.db
        .update(users)
        .set({ passwordHash: await hashPassword(TEST_PASSWORD), emailVerified: true })
        .where(eq(users.userId, sub.id));
      const session = await t.login(sub.email);

      const answers = await Promise.all([
        call(owner, 'DELETE', `/api/users/${sub.id}`),
        call(owner, 'DELETE', `/api/users/${sub.id}`),
      ]);
      expect(outcome(answers), `round ${round}`).toEqual(
        ['200 User deleted.', '404 User not found'].sort(),
      );

      const [row] = await t.database.db.select().from(users).where(eq(users.userId, sub.id));
      expect(row?.isActive).toBe(false);
      const ended = await t.database.db
        .select({ reason: sessions.revokedReason })
        .from(sessions)
        .where(eq(sessions.userId, sub.id));
      expect(ended).toEqual([{ reason: 'deleted by main user' }]);
      const profile = `/ManageProfile/GetUserAndCompanyInfobyUserId?UserId=${sub.id}`;
      expect((await call(session, 'GET', profile)).statusCode).toBe(401);
    }
  });

  describe('changing the password twice at once', () => {
    const changed = '200 Password changed. Your other sessions have been signed out.';
    const wrong = '200 The current password is incorrect.';
    const change = (s: LoggedIn, NewPassword: string) =>
      call(s, 'POST', '/ManageProfile/UpdatePassWord', {
        CurrentPassword: TEST_PASSWORD,
        NewPassword,
      });
    const emailOf = async (userId: number) =>
      (await t.database.db.select().from(users).where(eq(users.userId, userId)))[0]!.email;
    const notices = async (email: string) =>
      (await listMessages(t.database.db, { to: email })).filter((m) =>
        /password was changed/.test(m.subject ?? ''),
      );
    const signsIn = (email: string, password: string) =>
      t.login(email, password).then(
        () => true,
        () => false,
      );

    it('the same new password: one change, one notice, as one after the other', async () => {
      for (let round = 0; round < ROUNDS; round += 1) {
        const s = await addUser(t, { role: 1, name: 'Password racer' });
        const email = await emailOf(s.userId);
        const answers = await Promise.all([change(s, 'Changed@98765'), change(s, 'Changed@98765')]);
        expect(outcome(answers), `round ${round}`).toEqual([changed, wrong].sort());
        expect(await notices(email)).toHaveLength(1);
        expect(await signsIn(email, 'Changed@98765')).toBe(true);
        expect(await signsIn(email, TEST_PASSWORD)).toBe(false);
      }
    });

    it('two different new passwords: only one is told success, and it is the one that works', async () => {
      for (let round = 0; round < ROUNDS; round += 1) {
        const s = await addUser(t, { role: 1, name: 'Password racer' });
        const email = await emailOf(s.userId);
        const passwords = ['First@98765', 'Second@98765'];
        const answers = await Promise.all(passwords.map((p) => change(s, p)));
        expect(outcome(answers), `round ${round}`).toEqual([changed, wrong].sort());
        const winner = passwords[answers.findIndex((r) => r.json().IsSuccess === true)]!;
        const loser = passwords.find((p) => p !== winner)!;
        expect(await notices(email)).toHaveLength(1);
        expect(await signsIn(email, winner)).toBe(true);
        expect(await signsIn(email, loser)).toBe(false);
      }
    });
  });
});
