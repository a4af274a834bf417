import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedback } from '../src/db/schema.ts';
import { forgetKeptPdfs, keptPdfStats } from '../src/services/help/kept-files.ts';
import { createTestApp, DEMO_ACCOUNTS } from './support/test-app.ts';
import type { LoggedIn, TestApp } from './support/test-app.ts';

let t: TestApp;
let investor: LoggedIn;
beforeAll(async () => {
  t = await createTestApp();
  investor = await t.login(DEMO_ACCOUNTS.investor.email);
});
afterAll(() => t.close());

describe('documents', () => {
  it('lists guidelines, templates and a checklist for every catalogue service', async () => {
    const res = await t.app.inject({ url: '/api/documents' });
    expect(res.statusCode).toBe(200);
    const docs = res.json().Data as { id: string; kind: string; services: { id: string }[] }[];
    expect(docs.find((d) => d.id === 'authority-letter-template')?.kind).toBe('Template');
    const checklists = docs.filter((d) => d.kind === 'Checklist' && d.services.length === 1);
    expect(checklists.length).toBeGreaterThanOrEqual(37);
    expect(docs.some((d) => d.services[0]?.id === 'TreeFellingRePlantationService')).toBe(true);
    expect(new Set(docs.map((d) => d.id)).size).toBe(docs.length);
  });

  it("answers one document with its sections; checklists carry the form's rules", async () => {
    const res = await t.app.inject({ url: '/api/documents/checklist-tree-felling' });
    expect(res.statusCode).toBe(200);
    const doc = res.json().Data;
    const text = JSON.stringify(doc.sections);
    expect(text).toContain('Affidavit under section 11(2)');
    expect(text).toContain('up to 3 MB');
    expect(text).toContain('preserve the replanted trees for 3 years');
    expect(text).not.toMatch(/\[assumed|PLACEHOLDER|\(S\d+\)/);
  });

  it('downloads a PDF attachment', async () => {
    const res = await t.app.inject({ url: '/api/documents/authority-letter-template/download' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="authority-letter-template.pdf"',
    );
    expect(res.rawPayload.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
    expect(res.rawPayload.subarray(-6).toString('latin1')).toBe('%%EOF\n');
  });

  it('renders a PDF once: later and concurrent downloads get the same bytes', async () => {
    forgetKeptPdfs();
    const url = (language: string) => `/api/documents/upload-rules/download?Language=${language}`;
    const before = keptPdfStats().renders;
    const [a, b] = await Promise.all([
      t.app.inject({ url: url('mr') }),
      t.app.inject({ url: url('mr') }),
    ]);
    const again = await t.app.inject({ url: url('mr') });
    for (const res of [a, b, again]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
    }
    expect(b.rawPayload.equals(a.rawPayload)).toBe(true);
    expect(again.rawPayload.equals(a.rawPayload)).toBe(true);
    expect(keptPdfStats().renders).toBe(before + 1);
    // Another language is another file, rendered once too.
    const hindi = await t.app.inject({ url: url('hi') });
    expect(hindi.rawPayload.equals(a.rawPayload)).toBe(false);
    await t.app.inject({ url: url('hi') });
    expect(keptPdfStats().renders).toBe(before + 2);
    expect(keptPdfStats()).toMatchObject({
      files: 2,
      bytes: a.rawPayload.length + hindi.rawPayload.length,
    });
  });

  it('downloads plain text on request', async () => {
    const res = await t.app.inject({ url: '/api/documents/upload-rules/download?format=txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="upload-rules.txt"');
    expect(res.body).toContain('PDF, JPG or JPEG, up to 3 MB per file');
  });

  it('answers 404 for an unknown document and 400 for a bad format', async () => {
    for (const url of ['/api/documents/no-such-doc', '/api/documents/no-such-doc/download']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ IsSuccess: false, Message: 'Document not found' });
    }
    const bad = await t.app.inject({ url: '/api/documents/upload-rules/download?format=docx' });
    expect(bad.statusCode).toBe(400);
  });

  it('serves at least 20 FAQ entries', async () => {
    const res = await t.app.inject({ url: '/api/faq' });
    const faqs = res.json().Data as { question: string; answer: string[] }[];
    expect(faqs.length).toBeGreaterThanOrEqual(20);
    expect(faqs.every((f) => f.question.endsWith('?') && f.answer.length > 0)).toBe(true);
  });
});

describe('POST /api/feedback', () => {
  const send = (payload: object, headers: Record<string, string> = investor.headers) =>
    t.app.inject({ method: 'POST', url: '/api/feedback', payload, headers });

  it('stores the feedback with its author', async () => {
    const res = await send({
      Category: 'Service forms',
      Rating: 4,
      Message: '  The tree felling form was clear.  ',
      Page: '/FAQPage',
    });
    expect(res.statusCode).toBe(200);
    const { FeedbackId } = res.json().Data;
    const [row] = await t.database.db
      .select()
      .from(feedback)
      .where(eq(feedback.feedbackId, FeedbackId));
    expect(row).toMatchObject({
      userId: investor.userId,
      category: 'Service forms',
      rating: 4,
      message: 'The tree felling form was clear.',
      page: '/FAQPage',
    });
  });

  const invalid: [string, object, string][] = [
    ['an unknown field', { Category: 'Other', Rating: 3, Message: 'x', Mood: 'ok' }, 'Mood'],
    ['an empty message', { Category: 'Other', Rating: 3, Message: '' }, 'Message'],
    ['a blank message', { Category: 'Other', Rating: 3, Message: '   ' }, 'Message'],
    [
      'a message over 2000 characters',
      { Category: 'Other', Rating: 3, Message: 'a'.repeat(2001) },
      'Message',
    ],
    ['a rating of 6', { Category: 'Other', Rating: 6, Message: 'x' }, 'Rating'],
    ['an unknown category', { Category: 'Weather', Rating: 3, Message: 'x' }, 'Category'],
  ];
  for (const [what, payload, field] of invalid) {
    it(`refuses ${what} with 400`, async () => {
      const res = await send(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().IsSuccess).toBe(false);
      expect(res.json().Message).toContain(field);
    });
  }

  it('answers 401 without a session', async () => {
    const res = await send({ Category: 'Other', Rating: 3, Message: 'x' }, {});
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe('Session expired');
  });
});
