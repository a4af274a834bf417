/**
 * Adding a sub-user e-mails and texts an address the plot holder typed, with the holder's name in
 * the text: invitations are counted per holder in the database (two app instances share the
 * count; re-adding a deleted sub-user counts too), and names cannot carry a notice with a link
 * (refused where they are set; quoted and cut short in the message for names stored before).
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVITES_MAX_PER_DAY, INVITES_MAX_PER_HOUR } from '../src/auth/policy.ts';
import { companies, userVerificationTokens, users } from '../src/db/schema.ts';
import { listMessages } from '../src/services/notifications/outbox.ts';
import { addUser } from './support/engine.ts';
import { createTestApp, nextAddress } from './support/test-app.ts';
import type { LoggedIn, TestApp } from './support/test-app.ts';

let t: TestApp;
let second: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp();
  second = await t.appWith({});
});
afterAll(async () => {
  await second.close();
  await t.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (s: LoggedIn, method: Method, url: string, payload?: object, app = t.app) =>
  app.inject({ method, url, headers: s.headers, payload, remoteAddress: nextAddress() });

let n = 0;
const invitee = (UserName = 'Asha Patil') => {
  n += 1;
  return {
    UserName,
    Email: `invitee-${process.pid}-${n}@example.org`,
    MobileNo: `98${String(10_000_000 + n).padStart(8, '0')}`,
    DepartmentRights: [0],
  };
};
const holder = () => addUser(t, { role: 1, name: 'Plot Holder' });
const INVITATION_LIMIT =
  'Too many invitations have been sent from your account. Please try again later.';
const LINK_RECENT = 'A link was sent recently. Please try again later.';

describe('invitations per plot holder', () => {
  it(`sends ${INVITES_MAX_PER_HOUR} an hour, then 429 on every app instance; others unaffected`, async () => {
    const owner = await holder();
    const statuses: number[] = [];
    const sentTo: string[] = [];
    for (let i = 0; i < INVITES_MAX_PER_HOUR; i += 1) {
      const body = invitee();
      // Alternately through two app instances: the count is in the database, not in a process.
      const res = await call(owner, 'POST', '/api/users', body, i % 2 ? second : t.app);
      statuses.push(res.statusCode);
      sentTo.push(body.Email);
    }
    expect(statuses).toEqual(Array(INVITES_MAX_PER_HOUR).fill(200));

    const extra = invitee();
    for (const app of [t.app, second]) {
      const refused = await call(owner, 'POST', '/api/users', extra, app);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ IsSuccess: false, Message: INVITATION_LIMIT });
      const wait = Number(refused.headers['retry-after']);
      expect(wait).toBeGreaterThan(3000);
      expect(wait).toBeLessThanOrEqual(3600);
      expect(refused.json().Data.RetryAfter).toBe(wait);
    }
    // Nothing was written or sent for the refused invitation.
    expect(await listMessages(t.database.db, { to: extra.Email })).toEqual([]);
    expect(await listMessages(t.database.db, { to: extra.MobileNo })).toEqual([]);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, extra.Email));
    expect(row).toBeUndefined();
    // A resend is an invitation too.
    const someone = (await call(owner, 'GET', '/api/users')).json().Data[0];
    const resend = await call(owner, 'POST', `/api/users/${someone.UserId}/verification`);
    expect(resend.statusCode).toBe(429);
    expect(resend.json().Message).toBe(INVITATION_LIMIT);

    // Another holder has a count of their own.
    const other = await holder();
    expect((await call(other, 'POST', '/api/users', invitee())).statusCode).toBe(200);
  });

  it('of invitations sent at once on two instances, exactly the limit go out', async () => {
    const owner = await holder();
    const bodies = Array.from({ length: INVITES_MAX_PER_HOUR + 5 }, () => invitee());
    const answers = await Promise.all(
      bodies.map((body, i) => call(owner, 'POST', '/api/users', body, i % 2 ? second : t.app)),
    );
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes).toEqual([...Array(INVITES_MAX_PER_HOUR).fill(200), ...Array(5).fill(429)]);
    const [links] = await t.database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(userVerificationTokens)
      .innerJoin(users, eq(users.userId, userVerificationTokens.userId))
      .where(eq(users.parentUserId, owner.userId));
    expect(links?.count).toBe(INVITES_MAX_PER_HOUR);
  });

  it(`holds ${INVITES_MAX_PER_DAY} a day, whatever the hours they were sent in`, async () => {
    const owner = await holder();
    for (let i = 0; i < INVITES_MAX_PER_DAY; i += 1) {
      expect((await call(owner, 'POST', '/api/users', invitee())).statusCode).toBe(200);
      // As if each had been sent earlier in the day (2 to 21 hours ago): the hour's count stays low.
      await t.database.db.execute(sql`
        update ${userVerificationTokens}
        set created_at = now() - (2 + verification_id % 20) * interval '1 hour'
        where created_at > now() - interval '1 hour' and user_id in
          (select user_id from ${users} where parent_user_id = ${owner.userId})`);
    }
    const refused = await call(owner, 'POST', '/api/users', invitee());
    expect(refused.statusCode).toBe(429);
    expect(refused.json().Message).toBe(INVITATION_LIMIT);
    // Until the oldest of the day's links is a day old: over an hour from now.
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3600);
  });

  it('deleting and adding the same person back: 3 links per 15 minutes, then 429', async () => {
    const owner = await holder();
    const person = invitee();
    const answers: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const added = await call(owner, 'POST', '/api/users', person);
      answers.push(`${added.statusCode} ${added.json().Message}`);
      if (added.statusCode !== 200) continue;
      const del = await call(owner, 'DELETE', `/api/users/${added.json().Data.UserId}`);
      expect(del.statusCode).toBe(200);
    }
    const sent = `200 Verification link sent to ${person.Email}.`;
    const refused = `429 ${LINK_RECENT}`;
    expect(answers).toEqual([sent, sent, sent, refused, refused]);
    expect(await listMessages(t.database.db, { to: person.Email })).toHaveLength(3);
    expect(await listMessages(t.database.db, { to: person.MobileNo })).toHaveLength(3);
    // Refused while deleted: the account stays deleted.
    const [row] = await t.database.db.select().from(users).where(eq(users.email, person.Email));
    expect(row?.isActive).toBe(false);
  });
});

describe('names that end up in messages', () => {
  const PHISH =
    'MIDC Notice: your plot allotment is CANCELLED. Pay dues at https://midc-dues.example/pay to avoid eviction. Ref';

  it('refuses a notice or a web address as one’s own name (UpdateUserProfile)', async () => {
    const owner = await holder();
    const url = `/ManageProfile/UpdateUserProfile?userId=${owner.userId}`;
    for (const [UserName, message] of [
      [PHISH, 'Name must be at most 100 characters'],
      [
        'MIDC Notice: pay at https://x.example',
        'Name may contain only letters, spaces, dots, apostrophes and hyphens',
      ],
      ['Pay at midc-dues.in', 'Name must not contain a web address (put a space after a dot)'],
    ] as const) {
      const res = await call(owner, 'POST', url, { UserName });
      expect(res.statusCode, UserName).toBe(400);
      expect(res.json().Data.errors).toEqual([
        expect.objectContaining({ path: 'UserName', message }),
      ]);
    }
    const [row] = await t.database.db.select().from(users).where(eq(users.userId, owner.userId));
    expect(row?.userName).toBe('Plot Holder');
    // Real names: initials, apostrophes, hyphens, Indian scripts.
    for (const UserName of ['A.K. Sharma', "Mary-Jane D'Souza", 'श्रीमती सुनीता देशमुख'])
      expect((await call(owner, 'POST', url, { UserName })).statusCode, UserName).toBe(200);
  });

  it("refuses them as a sub-user's name, added or edited", async () => {
    const owner = await holder();
    const bad = await call(
      owner,
      'POST',
      '/api/users',
      invitee('Sir/Madam, urgent: visit https://midc-dues.example'),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().Data.errors[0]).toMatchObject({
      path: 'UserName',
      message: 'Name may contain only letters, spaces, dots, apostrophes and hyphens',
    });
    const good = await call(owner, 'POST', '/api/users', invitee('अमोल पाटील'));
    expect(good.statusCode).toBe(200);
    const edit = await call(owner, 'PUT', `/api/users/${good.json().Data.UserId}`, {
      UserName: 'Visit midc-dues.in now',
      MobileNo: '9898989898',
      DepartmentRights: [0],
    });
    expect(edit.statusCode).toBe(400);
    expect(edit.json().Data.errors[0].path).toBe('UserName');
  });

  it('refuses a web address in a company name (it names the holder in invitations)', async () => {
    const owner = await holder();
    const save = await call(
      owner,
      'POST',
      `/ManageProfile/SaveCompanyName?userId=${owner.userId}`,
      {
        CompanyName: 'Pay your dues at midc-dues.in',
      },
    );
    expect(save.statusCode).toBe(400);
    expect(save.json().Data.errors[0]).toMatchObject({
      path: 'CompanyName',
      message: 'Company name must not contain a web address (put a space after a dot)',
    });
    const ok = await call(owner, 'POST', `/ManageProfile/SaveCompanyName?userId=${owner.userId}`, {
      CompanyName: 'M/s. Patil & Sons (India) Pvt. Ltd.',
    });
    expect(ok.json().IsSuccess).toBe(true);
  });

  it('quotes and cuts short a name stored before the check, in the e-mail and the SMS', async () => {
    const owner = await holder();
    // As saved before names were checked (no company: the holder's own name is the "by").
    await t.database.db
      .update(users)
      .set({ userName: `${PHISH}\n\nDear customer` })
      .where(eq(users.userId, owner.userId));
    await t.database.db.delete(companies).where(eq(companies.userId, owner.userId));
    const person = invitee();
    expect((await call(owner, 'POST', '/api/users', person)).statusCode).toBe(200);
    const [sms] = await listMessages(t.database.db, { to: person.MobileNo });
    const shown = '“MIDC Notice: your plot allotment is CANCELLED. Pay dues a…”';
    expect(sms?.body).toMatch(
      new RegExp(`^MIDC portal: ${shown} added you as a user\\. Verify and set your password: `),
    );
    expect(sms?.body).not.toContain('midc-dues');
    const [mail] = await listMessages(t.database.db, { to: person.Email });
    expect(mail?.body).toContain(`\n\n${shown} has added you as a user`);
    expect(mail?.body).not.toContain('midc-dues');
  });
});
