/**
 * Messages in the recipient's language (issue 20): an applicant who chose Marathi gets the
 * e-mail and the bell's message in Marathi, an officer who chose nothing gets them in English;
 * money and dates follow the language; the three template files have the same templates with the
 * same placeholders; the staff preview renders the language asked for.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../src/db/schema.ts';
import { deliverDue } from '../src/services/notifications/delivery.ts';
import { renderContextOf } from '../src/services/notifications/render-context.ts';
import {
  renderMessage,
  sampleParamsOf,
  TEMPLATE_LANGUAGES,
} from '../src/services/notifications/templates.ts';
import type { Envelope, Transport } from '../src/services/notifications/transports.ts';
import { catalog, client, sampleWithFiles, service, TALOJA } from './support/engine.ts';
import { createTestApp, DEMO_ACCOUNTS, TEST_PUBLIC_URL } from './support/test-app.ts';
import type { LoggedIn, TestApp } from './support/test-app.ts';

const folder = new URL('../src/content/notification-templates/', import.meta.url);
const templateFile = (language: string) =>
  JSON.parse(readFileSync(new URL(`${language}.json`, folder), 'utf8')) as Record<
    string,
    Record<string, string> | string
  >;
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('the template files', () => {
  it('have the same templates, fields and placeholders in English, Marathi and Hindi', () => {
    const en = templateFile('en');
    const kinds = Object.keys(en).filter((k) => k !== '$comment');
    expect(kinds).toHaveLength(18);
    for (const language of ['mr', 'hi']) {
      const other = templateFile(language);
      expect(
        Object.keys(other).filter((k) => k !== '$comment'),
        language,
      ).toEqual(kinds);
      for (const kind of kinds) {
        const english = en[kind] as Record<string, string>;
        const translated = other[kind] as Record<string, string>;
        expect(Object.keys(translated), `${language} ${kind}`).toEqual(Object.keys(english));
        for (const field of Object.keys(english)) {
          expect(placeholders(translated[field]!), `${language} ${kind}.${field}`).toEqual(
            placeholders(english[field]!),
          );
          // Translated, not copied: the words differ from the English ones.
          expect(translated[field], `${language} ${kind}.${field}`).not.toBe(english[field]);
          expect(translated[field], `${language} ${kind}.${field}`).toMatch(/[\u0900-\u097F]/);
        }
      }
    }
  });
});

describe('rendering in a language', () => {
  const render = renderContextOf(TEST_PUBLIC_URL, catalog);
  const bill = sampleParamsOf('bill.due');

  it('writes money with Indian grouping and the due date with the month named in the language', () => {
    expect(renderMessage('bill.due', bill, render, 'en').text).toContain(
      'is due: ₹1,21,275.75 by 1 December 2026.',
    );
    expect(renderMessage('bill.due', bill, render, 'mr').text).toContain(
      'देय आहे: ₹1,21,275.75, 1 डिसेंबर 2026 पर्यंत.',
    );
    expect(renderMessage('bill.due', bill, render, 'hi').sms).toContain(
      'देय: ₹1,21,275.75, 1 दिसंबर 2026 तक।',
    );
  });

  it("names a transaction user's department rights in the language, and none as none", () => {
    const added = sampleParamsOf('users.added');
    expect(renderMessage('users.added', added, render, 'en').text).toContain(
      'with the rights: Fire and PNG, Water.',
    );
    expect(renderMessage('users.added', added, render, 'mr').text).toContain(
      'अधिकारांसह जोडण्यात आले आहे: अग्निशमन व पीएनजी, पाणी.',
    );
    const none = { ...sampleParamsOf('users.rights'), rights: 'none' };
    expect(renderMessage('users.rights', none, render, 'en').sms).toBe(
      'Your portal rights were changed: none',
    );
    expect(renderMessage('users.rights', none, render, 'hi').sms).toMatch(/: कोई नहीं$/);
    // A message queued before rights had their own param still shows its remarks.
    const old = { remarks: 'Water', link: '/Dashboard' };
    expect(renderMessage('users.rights', old, render, 'en').sms).toBe(
      'Your portal rights were changed: Water',
    );
  });

  it('takes the language written into the message, English when there is none', () => {
    const params = sampleParamsOf('application.approved');
    expect(renderMessage('application.approved', { ...params, language: 'hi' }, render).title).toBe(
      'आवेदन APP2026000042 स्वीकृत',
    );
    expect(renderMessage('application.approved', params, render).title).toBe(
      'Application APP2026000042 approved',
    );
    const html = renderMessage('application.approved', { ...params, language: 'mr' }, render).html;
    expect(html).toContain('<html lang="mr">');
    expect(html).toContain('प्रिय Asha Patil,');
  });

  it('greets a recipient without a name in the language', () => {
    const params = { ...sampleParamsOf('plot.verified'), name: '' };
    expect(renderMessage('plot.verified', params, render, 'mr').text).toMatch(/^प्रिय अर्जदार,/);
    expect(renderMessage('plot.verified', params, render, 'hi').text).toMatch(/^प्रिय आवेदक,/);
  });
});

describe('an application submitted by a Marathi-speaking holder', () => {
  let t: TestApp;
  let investor: LoggedIn;
  let holder: ReturnType<typeof client>;
  let staff: ReturnType<typeof client>;
  let id: string;

  beforeAll(async () => {
    t = await createTestApp();
    investor = await t.login(DEMO_ACCOUNTS.investor.email);
    holder = client(t.app, investor);
    staff = client(t.app, await t.login(DEMO_ACCOUNTS.midc.email));
    const chosen = await t.app.inject({
      method: 'PUT',
      url: '/api/account/language',
      headers: { ...investor.headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ Language: 'mr' }),
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    const s = service('FinalFormBService');
    const draft = await holder.post('/api/applications/draft', {
      PlotId: TALOJA,
      ServiceId: s.id,
      SchemaVersion: s.version,
      CurrentStep: s.steps[0]!.id,
      Data: {},
    });
    id = draft.json().Data.SubmissionId;
    const submitted = await holder.post('/api/applications/submit', {
      PlotId: TALOJA,
      ServiceId: s.id,
      SchemaVersion: s.version,
      SubmissionId: id,
      Data: await sampleWithFiles(t.app, investor, s.id),
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
  }, 180_000);
  afterAll(() => t.close());

  it('queues the holder’s and the plot’s addresses in Marathi, the officer’s in English', async () => {
    const rows = (await t.database.db.select().from(outbox)).filter((r) => r.params?.number === id);
    const languageOf = (to: string) => rows.find((r) => r.toAddress === to)?.params?.language;
    expect(languageOf(DEMO_ACCOUNTS.investor.email)).toBe('mr');
    expect(languageOf('office@demo-industries.example.com')).toBe('mr');
    expect(languageOf(DEMO_ACCOUNTS.midc.email)).toBe('en');
  });

  it('sends the Marathi e-mail to the holder and the English one to the officer', async () => {
    const sent: Envelope[] = [];
    const capture: Transport = { name: 'capture', send: async (m) => void sent.push(m) };
    await deliverDue({
      db: t.database.db,
      transports: { email: capture, sms: capture },
      render: renderContextOf(TEST_PUBLIC_URL, catalog),
    });
    const to = (address: string) => sent.find((m) => m.to === address && m.subject.includes(id));
    const mine = to(DEMO_ACCOUNTS.investor.email)!;
    expect(mine.subject).toBe(`अर्ज ${id} सादर झाला`);
    expect(mine.text).toMatch(/^प्रिय .+,\n\nभूखंड .+ वरील .+ साठीचा आपला अर्ज /);
    expect(mine.text).toContain('कार्यालयाशी कोणत्याही पत्रव्यवहारासाठी हा क्रमांक जपून ठेवा.');
    expect(mine.html).toContain('<html lang="mr">');
    const officer = to(DEMO_ACCOUNTS.midc.email)!;
    expect(officer.subject).toBe(`New application ${id} in the queue`);
    expect(officer.text).toMatch(/^Dear .+,\n\nApplication /);
  });

  it('shows the bell’s messages in each user’s language', async () => {
    const titles = async (as: ReturnType<typeof client>) =>
      ((await as.get('/api/notifications')).json().Data.Items as { Title: string }[])
        .map((i) => i.Title)
        .filter((title) => title.includes(id));
    expect(await titles(holder)).toEqual([`अर्ज ${id} सादर झाला`]);
    expect(await titles(staff)).toEqual([`New application ${id} in the queue`]);
  });

  it('previews the templates in the language asked for (English by default)', async () => {
    const preview = async (query: string) => {
      const res = await staff.get(`/api/notifications/templates${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().Data as { Kind: string; Language: string; Title: string }[];
    };
    const english = await preview('');
    expect(english).toHaveLength(18);
    expect(new Set(english.map((x) => x.Language))).toEqual(new Set(['en']));
    for (const language of TEMPLATE_LANGUAGES.filter((l) => l !== 'en')) {
      const list = await preview(`?Language=${language}`);
      expect(list).toHaveLength(18);
      expect(list.every((x) => x.Language === language)).toBe(true);
      expect(list.find((x) => x.Kind === 'application.approved')!.Title).toBe(
        language === 'mr' ? 'अर्ज APP2026000042 मंजूर' : 'आवेदन APP2026000042 स्वीकृत',
      );
    }
    expect((await staff.get('/api/notifications/templates?Language=fr')).statusCode).toBe(400);
  });
});
