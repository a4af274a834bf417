/**
 * Notifications end to end on the server: events write the messages (portal list, e-mail, SMS)
 * to the right people by their preferences; the worker delivers them to a real SMTP server and an
 * HTTP SMS receiver, through refusals, exactly once each.
 */
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailbox } from '../../tests/support/smtp-mailbox.ts';
import type { Mailbox } from '../../tests/support/smtp-mailbox.ts';
import { outbox } from '../src/db/schema.ts';
import { deliverDue, messageIdOf } from '../src/services/notifications/delivery.ts';
import { renderContextOf } from '../src/services/notifications/render-context.ts';
import { smsHttpTransport, smtpTransport } from '../src/services/notifications/transports.ts';
import { catalog, client, sampleWithFiles, service, TALOJA } from './support/engine.ts';
import { createTestApp, DEMO_ACCOUNTS, TEST_PUBLIC_URL } from './support/test-app.ts';
import type { LoggedIn, TestApp } from './support/test-app.ts';

let t: TestApp;
let investor: LoggedIn;
let holder: ReturnType<typeof client>;
let staff: ReturnType<typeof client>;
let txuser: ReturnType<typeof client>;
let id: string;
let body: Record<string, unknown>;

beforeAll(async () => {
  t = await createTestApp();
  investor = await t.login(DEMO_ACCOUNTS.investor.email);
  holder = client(t.app, investor);
  staff = client(t.app, await t.login(DEMO_ACCOUNTS.midc.email));
  txuser = client(t.app, await t.login(DEMO_ACCOUNTS.txuser.email)); // rights 0,2
  // FinalFormBService: the Fire department (1), no fee.
  const s = service('FinalFormBService');
  const draft = await holder.post('/api/applications/draft', {
    PlotId: TALOJA,
    ServiceId: s.id,
    SchemaVersion: s.version,
    CurrentStep: s.steps[0]!.id,
    Data: {},
  });
  id = draft.json().Data.SubmissionId;
  body = {
    PlotId: TALOJA,
    ServiceId: s.id,
    SchemaVersion: s.version,
    SubmissionId: id,
    Data: await sampleWithFiles(t.app, investor, s.id),
  };
  const submitted = await holder.post('/api/applications/submit', body);
  expect(submitted.statusCode, submitted.body).toBe(200);
});
afterAll(() => t.close());

interface Item {
  NotificationId: number;
  Kind: string;
  Title: string;
  Text: string;
  Link: string | null;
  Read: boolean;
}
const listOf = async (as: ReturnType<typeof client>) => {
  const res = await as.get('/api/notifications');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().Data as { UnreadCount: number; Items: Item[] };
};
const about = (items: Item[]) => items.filter((i) => i.Title.includes(id));
const rowsAbout = async () =>
  (await t.database.db.select().from(outbox)).filter((r) => r.params?.number === id);

describe('who hears of an application', () => {
  it('the holder gets the acknowledgement, staff the queue notice, a clerk without the right nothing', async () => {
    const mine = about((await listOf(holder)).Items);
    expect(mine).toEqual([
      expect.objectContaining({
        Kind: 'application.submitted',
        Title: `Application ${id} submitted`,
        Link: `/PlotService/ServiceInformation?SubmissionId=${id}`,
        Read: false,
      }),
    ]);
    expect(about((await listOf(staff)).Items).map((i) => i.Kind)).toEqual([
      'staff.new-application',
    ]);
    expect(about((await listOf(txuser)).Items)).toEqual([]);
    const rows = await rowsAbout();
    // The plot's registration gave four company addresses (one also the unit's): each hears once;
    // its mobile is the investor's own, whose SMS alerts are off.
    expect(rows.map((r) => [r.channel, r.toAddress, r.kind]).sort()).toEqual([
      ['email', 'accounts@demo-industries.example.com', 'application.submitted'],
      ['email', DEMO_ACCOUNTS.investor.email, 'application.submitted'],
      ['email', DEMO_ACCOUNTS.midc.email, 'staff.new-application'],
      ['email', 'office@demo-industries.example.com', 'application.submitted'],
      ['email', 'projects@demo-industries.example.com', 'application.submitted'],
      ['email', 'works.taloja@demo-industries.example.com', 'application.submitted'],
    ]);
    const office = rows.find((r) => r.toAddress.startsWith('office@'))!;
    expect(office.userId).toBeNull();
    expect(office.params?.name).toBe('Demo Industries Pvt Ltd');
  });

  it('keeps the preferences: SMS on, clarification e-mails off; security or a group cannot be switched', async () => {
    const put = (payload: object) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/notifications/preferences',
        headers: investor.headers,
        payload,
      });
    for (const EmailOff of [['everything'], ['security'], ['applications']]) {
      const bad = await put({ SmsAlerts: true, EmailOff });
      expect(bad.statusCode, EmailOff[0]).toBe(400);
      expect(bad.json().IsSuccess).toBe(false);
    }
    expect((await holder.get('/api/notifications/preferences')).json().Data.SmsAlerts).toBe(false);
    const res = await put({ SmsAlerts: true, EmailOff: ['application.clarification'] });
    expect(res.statusCode, res.body).toBe(200);
    const prefs = (await holder.get('/api/notifications/preferences')).json().Data;
    expect(prefs.SmsAlerts).toBe(true);
    expect(prefs.HasMobile).toBe(true);
    expect(prefs.AlwaysSent).toMatch(/^Account security .*: always sent$/);
    expect(prefs.Email).toContainEqual({
      Kind: 'application.clarification',
      Group: 'applications',
      GroupLabel: 'Applications',
      Label: 'Clarification sought by the office',
      Enabled: false,
    });
    expect(prefs.Email).toContainEqual(
      expect.objectContaining({ Kind: 'application.approved', Enabled: true }),
    );
    // The investor's switches: no staff queue, no "my rights changed" (that is a clerk's).
    const kinds = prefs.Email.map((e: { Kind: string }) => e.Kind);
    expect(kinds).toContain('users.added');
    expect(kinds).not.toContain('staff.new-application');
    expect(kinds).not.toContain('users.rights');
    const staffKinds = (await staff.get('/api/notifications/preferences')).json().Data.Email;
    expect(staffKinds.map((e: { Kind: string }) => e.Kind)).toEqual([
      'staff.new-application',
      'staff.clarification-answered',
    ]);
  });

  it('a clarification reaches the holder by SMS (e-mail off, for the plot addresses too) and the list, with the remark and the form link', async () => {
    const remark = 'Attach the <signed> fire NOC & the plan';
    await staff.post(`/api/applications/${id}/scrutiny`, { Action: 'startScrutiny' });
    const res = await staff.post(`/api/applications/${id}/scrutiny`, {
      Action: 'seekClarification',
      Remarks: remark,
    });
    expect(res.statusCode, res.body).toBe(200);
    const [item] = about((await listOf(holder)).Items);
    expect(item).toMatchObject({
      Kind: 'application.clarification',
      Link: `/PlotService/raiseServiceRequest/FinalFormBService?SubmissionId=${id}`,
    });
    // The bell's line is the SMS without the link and its "Answer:" label.
    expect(item!.Text).toBe(`Clarification sought on application ${id}: ${remark}`);
    const clarification = (await rowsAbout()).filter((r) => r.kind === 'application.clarification');
    expect(clarification.map((r) => [r.channel, r.toAddress])).toEqual([['sms', '9876543210']]);
  });

  it('the answer goes back to staff as "clarification answered"', async () => {
    const res = await holder.post('/api/applications/submit', body);
    expect(res.statusCode, res.body).toBe(200);
    expect(about((await listOf(staff)).Items).map((i) => i.Kind)).toEqual([
      'staff.clarification-answered',
      'staff.new-application',
    ]);
    expect(about((await listOf(holder)).Items)[0]).toMatchObject({
      Kind: 'application.resubmitted',
      Title: `Your answer on application ${id} was received`,
    });
  });

  it('security messages are sent whatever the preferences', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/ManageProfile/GenerateForgotPasswordLink',
      payload: { ContactEmail: DEMO_ACCOUNTS.investor.email },
    });
    expect(res.statusCode, res.body).toBe(200);
    const rows = await t.database.db.select().from(outbox).where(eq(outbox.kind, 'security'));
    expect(rows.some((r) => r.toAddress === DEMO_ACCOUNTS.investor.email)).toBe(true);
  });
});

describe('the bell', () => {
  it('marks one read, refuses another user’s (404), then marks all read', async () => {
    const before = await listOf(holder);
    expect(before.UnreadCount).toBeGreaterThanOrEqual(2);
    const first = before.Items[0]!;
    expect((await holder.post(`/api/notifications/${first.NotificationId}/read`)).statusCode).toBe(
      200,
    );
    const after = await listOf(holder);
    expect(after.UnreadCount).toBe(before.UnreadCount - 1);
    expect(after.Items[0]).toMatchObject({ NotificationId: first.NotificationId, Read: true });
    const staffs = (await listOf(staff)).Items[0]!;
    expect((await holder.post(`/api/notifications/${staffs.NotificationId}/read`)).statusCode).toBe(
      404,
    );
    expect((await staff.get('/api/notifications')).json().Data.Items[0].Read).toBe(false);
    expect((await holder.post('/api/notifications/read-all')).statusCode).toBe(200);
    expect((await listOf(holder)).UnreadCount).toBe(0);
  });

  it('shows staff every template with sample data, escaped; refuses the investor', async () => {
    expect((await holder.get('/api/notifications/templates')).statusCode).toBe(403);
    const res = await staff.get('/api/notifications/templates');
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json().Data as { Kind: string; Html: string; Text: string }[];
    expect(list).toHaveLength(18);
    const clarification = list.find((x) => x.Kind === 'application.clarification')!;
    expect(clarification.Text).toContain('<signed> building plan & the fire NOC');
    expect(clarification.Html).toContain('&lt;signed&gt; building plan &amp; the fire NOC');
    expect(clarification.Html).toContain(`<a href="${TEST_PUBLIC_URL}/PlotService/`);
    // A document of its own: language and title, as mail clients' screen readers need.
    expect(clarification.Html).toMatch(
      /^<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Clarification sought on application APP2026000042<\/title><\/head><body style="/,
    );
    expect(clarification).toMatchObject({
      Label: 'Clarification sought by the office',
      GroupLabel: 'Applications',
    });
  });
});

describe('delivery', () => {
  let box: Mailbox;
  let smsServer: Server;
  const sms: { id: string; to: string; text: string; auth: string; key: string }[] = [];
  let smsUrl = '';
  let deps: Parameters<typeof deliverDue>[0];

  beforeAll(async () => {
    box = await startMailbox();
    smsServer = createServer((req, res) => {
      let raw = '';
      req.on('data', (c: Buffer) => (raw += c.toString()));
      req.on('end', () => {
        const m = JSON.parse(raw) as { id: string; to: string; text: string };
        sms.push({
          ...m,
          auth: String(req.headers.authorization),
          key: String(req.headers['idempotency-key']),
        });
        res.writeHead(202, { 'content-type': 'application/json' }).end('{"accepted":true}');
      });
    });
    await new Promise<void>((r) => smsServer.listen(0, '127.0.0.1', r));
    smsUrl = `http://127.0.0.1:${(smsServer.address() as { port: number }).port}/sms`;
    deps = {
      db: t.database.db,
      transports: {
        email: smtpTransport(box.url, 'Portal <no-reply@portal.test>'),
        sms: smsHttpTransport(smsUrl, 'test-key'),
      },
      render: renderContextOf(TEST_PUBLIC_URL, catalog),
      options: { retryBaseMs: 20, maxDelayMs: 100, maxAttempts: 50 },
    };
  });
  afterAll(async () => {
    await box.close();
    await new Promise((r) => smsServer.close(r));
  });

  /** Rounds until nothing is pending or being sent. */
  async function drain() {
    for (let round = 0; round < 200; round++) {
      await deliverDue(deps);
      const open = await t.database.db
        .select({ id: outbox.messageId })
        .from(outbox)
        .where(inArray(outbox.status, ['pending', 'sending']));
      if (open.length === 0) return round;
      await new Promise((r) => setTimeout(r, 25));
    }
    throw new Error('the outbox did not drain');
  }

  it('the SMTP server refuses for a while: every message arrives exactly once, retries recorded', async () => {
    box.refuse(3);
    await drain();
    expect(box.refused).toBe(3);
    const rows = await t.database.db.select().from(outbox);
    expect(rows.every((r) => r.status === 'sent' && r.deliveredAt !== null)).toBe(true);
    const emails = rows.filter((r) => r.channel === 'email');
    const ids = box.messages.map((m) => m.messageId);
    expect(ids.sort()).toEqual(emails.map((r) => messageIdOf(r.messageId, TEST_PUBLIC_URL)).sort());
    expect(new Set(ids).size).toBe(ids.length);
    const retried = emails.filter((r) => r.attempts > 1);
    expect(retried.length).toBeGreaterThanOrEqual(1);
    for (const r of retried) expect(r.lastError).toMatch(/451|try again/i);
    expect(emails.every((r) => r.transport === 'smtp')).toBe(true);
  });

  it('the e-mail is a real MIME message: subject, text and HTML parts, links to PUBLIC_URL', () => {
    const [ack] = box.to(DEMO_ACCOUNTS.investor.email).filter((m) => m.subject?.includes(id));
    expect(ack!.subject).toBe(`Application ${id} submitted`);
    const link = `${TEST_PUBLIC_URL}/PlotService/ServiceInformation?SubmissionId=${id}`;
    expect(ack!.text).toContain(link);
    expect(ack!.html).toContain(`<a href="${link.replace(/&/g, '&amp;')}">`);
    const [staffMail] = box
      .to(DEMO_ACCOUNTS.midc.email)
      .filter((m) => m.subject === `Clarification answered on application ${id}`);
    expect(staffMail!.text).toContain(`${TEST_PUBLIC_URL}/plotDetails?SubmissionId=${id}`);
  });

  it('the SMS provider gets the clarification with its key and the message id', () => {
    const text = sms.find((m) => m.text.includes('Clarification sought'))!;
    expect(text).toMatchObject({ to: '9876543210', auth: 'Bearer test-key' });
    expect(text.text).toContain('Attach the <signed> fire NOC & the plan');
    expect(text.key).toBe(text.id);
    expect(new Set(sms.map((m) => m.id)).size).toBe(sms.length);
  });

  it('a claim left by a process that died is taken again, keeping its Message-ID', async () => {
    const [row] = await t.database.db
      .insert(outbox)
      .values({
        channel: 'email',
        toAddress: 'late@example.test',
        subject: 'Stuck',
        body: 'Claimed by a process that died',
        status: 'sending',
        attempts: 1,
        claimedAt: new Date(Date.now() - 3_600_000),
      })
      .returning();
    await drain();
    const got = box.to('late@example.test');
    expect(got.map((m) => m.messageId)).toEqual([messageIdOf(row!.messageId, TEST_PUBLIC_URL)]);
    const [after] = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.messageId, row!.messageId));
    expect(after).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('two workers at once never send a message twice', async () => {
    await t.database.db.insert(outbox).values(
      Array.from({ length: 8 }, (_, i) => ({
        channel: 'email',
        toAddress: `many${i}@example.test`,
        subject: `Many ${i}`,
        body: 'x',
      })),
    );
    const before = box.messages.length;
    await Promise.all([deliverDue(deps), deliverDue(deps)]);
    await drain();
    expect(box.messages.length - before).toBe(8);
  });
});
