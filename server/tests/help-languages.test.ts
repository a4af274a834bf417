/**
 * The help library in Marathi and Hindi (issue 20): the translation files match the English
 * content id for id and field for field, in Devanagari; the routes take a Language parameter
 * (validated), answer the FAQ, documents, checklists and downloads in it, and fall back to
 * English entry by entry.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FaqEntry, HelpDocument } from '../../src/domain/contract/help.ts';
import { serviceTitleIn } from '../src/services/forms/translations.ts';
import {
  translateDocument,
  translateFaqs,
  translationOf,
} from '../src/services/help/translations.ts';
import { catalog } from './support/engine.ts';
import { pdfText } from './support/pdf-text.ts';
import { createTestApp } from './support/test-app.ts';
import type { TestApp } from './support/test-app.ts';

const content = (name: string) =>
  JSON.parse(readFileSync(new URL(`../src/content/${name}`, import.meta.url), 'utf8'));
const englishFaqs = content('faq.json').faqs as FaqEntry[];
const englishDocs = content('documents.json').documents as HelpDocument[];
const devanagari = /[\u0900-\u097F]/;
const keys = (o: object) => Object.keys(o).filter((k) => k !== '$comment');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the help translation files', () => {
  for (const language of ['mr', 'hi'] as const) {
    it(`${language}: every FAQ entry translated, field for field, in Devanagari`, () => {
      const file = content(`help/${language}.json`);
      expect(keys(file.faqs)).toEqual(englishFaqs.map((f) => f.id));
      for (const english of englishFaqs) {
        const entry = file.faqs[english.id];
        expect(keys(entry), english.id).toEqual(['category', 'question', 'answer']);
        expect(entry.answer, english.id).toHaveLength(english.answer.length);
        for (const text of [entry.category, entry.question, ...entry.answer]) {
          expect(text, english.id).toMatch(devanagari);
          expect(text, english.id).not.toBe(english.question);
        }
        // Hindi sentences end with the danda, Marathi ones with a full stop.
        for (const paragraph of entry.answer)
          expect(paragraph.trim(), english.id).toMatch(language === 'hi' ? /[।?)'"]$/ : /[.?)'"]$/);
      }
    });

    it(`${language}: documents line up with the English sections, in Devanagari`, () => {
      const file = content(`help/${language}.json`);
      expect(keys(file.documents)).toEqual(englishDocs.map((d) => d.id));
      for (const id of keys(file.documents)) {
        const english = englishDocs.find((d) => d.id === id);
        expect(english, id).toBeDefined();
        const doc = file.documents[id];
        expect(keys(doc).sort(), id).toEqual(['basis', 'sections', 'summary', 'title']);
        expect(doc.sections, id).toHaveLength(english!.sections.length);
        english!.sections.forEach((section, i) => {
          const translated = doc.sections[i];
          expect(translated.heading, id).toMatch(devanagari);
          expect(translated.paragraphs?.length ?? 0, id).toBe(section.paragraphs?.length ?? 0);
          expect(translated.items?.length ?? 0, id).toBe(section.items?.length ?? 0);
        });
        for (const text of [doc.title, doc.summary, doc.basis])
          expect(text, id).toMatch(devanagari);
      }
    });

    it(`${language}: checklist sentences, targets and labels as in English, placeholders kept`, () => {
      const english = content('help/en.json');
      const file = content(`help/${language}.json`);
      const holes = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      for (const part of ['checklist', 'labels'] as const) {
        expect(keys(file[part]), part).toEqual(keys(english[part]));
        for (const key of keys(english[part])) {
          expect(file[part][key], key).toMatch(devanagari);
          expect(holes(file[part][key]), key).toEqual(holes(english[part][key]));
        }
      }
      const targets = content('service-targets.json');
      expect(keys(file.targets).sort()).toEqual(['default', ...keys(targets.targets)].sort());
    });
  }
});

describe('translations in code', () => {
  it('fall back to English entry by entry, and refuse an unknown id', () => {
    const translation = translationOf('mr');
    const { locked: _dropped, ...rest } = translation.faqs;
    const faqs = translateFaqs(englishFaqs, { ...translation, faqs: rest }, 'mr');
    expect(faqs.find((f) => f.id === 'locked')).toEqual(englishFaqs.find((f) => f.id === 'locked'));
    expect(faqs.find((f) => f.id === 'sign-in')?.question).toBe(
      translation.faqs['sign-in']!.question,
    );
    expect(() =>
      translateFaqs(englishFaqs, { ...translation, faqs: { gone: { question: 'x' } } }, 'mr'),
    ).toThrow('content/help/mr.json: unknown FAQ id gone');
    const doc = { ...englishDocs[0]!, services: [], formats: [] } as HelpDocument;
    expect(translateDocument(doc, { ...translation, documents: {} }, 'mr')).toBe(doc);
    expect(() =>
      translateDocument(doc, { ...translation, documents: { [doc.id]: { sections: [] } } }, 'mr'),
    ).toThrow(`${doc.id} sections differ from English`);
  });
});

describe('the help routes in a language', () => {
  it('answer the FAQ in Marathi, English by default', async () => {
    const mr = await t.app.inject({ url: '/api/faq?Language=mr' });
    expect(mr.statusCode).toBe(200);
    const faqs = mr.json().Data as FaqEntry[];
    expect(faqs.map((f) => f.id)).toEqual(englishFaqs.map((f) => f.id));
    expect(faqs.find((f) => f.id === 'sign-in')?.question).toBe('पोर्टलवर साइन इन कसे करावे?');
    const en = (await t.app.inject({ url: '/api/faq' })).json().Data as FaqEntry[];
    expect(en[0]?.question).toBe('How do I sign in to the portal?');
  });

  it('answer a checklist in Hindi with the service texts in Hindi', async () => {
    const res = await t.app.inject({ url: '/api/documents/checklist-tree-felling?Language=hi' });
    expect(res.statusCode).toBe(200);
    const doc = res.json().Data as HelpDocument;
    const title = serviceTitleIn('TreeFellingRePlantationService', 'hi', catalog);
    expect(title).toMatch(devanagari);
    expect(doc.title).toBe(`${title}: दस्तावेज़ और घोषणाएँ`);
    expect(doc.services).toEqual([{ id: 'TreeFellingRePlantationService', title }]);
    expect(doc.sections[0]?.heading).toBe('इस सेवा के बारे में');
    expect(doc.sections[0]?.paragraphs?.[1]).toBe(
      'निर्णय का लक्ष्य समय: वृक्ष अधिकारी की रिपोर्ट के 15 दिन बाद (वैधानिक सीमा 60 दिन)।',
    );
    expect(doc.kind).toBe('Checklist');
    const list = (await t.app.inject({ url: '/api/documents?Language=hi' })).json().Data;
    expect(list.find((d: { id: string }) => d.id === doc.id).title).toBe(doc.title);
  });

  it('answer a hand-written document in Hindi, its services named in Hindi', async () => {
    const res = await t.app.inject({ url: '/api/documents/upload-rules?Language=hi' });
    expect(res.statusCode).toBe(200);
    const doc = res.json().Data as HelpDocument;
    expect(doc.title).toBe('दस्तावेज़ अपलोड करना: प्रारूप, आकार और नाम');
    expect(doc.sections[0]?.heading).toBe('स्वीकार्य फ़ाइलें');
    expect(doc.kind).toBe('Guideline');
    const english = englishDocs.find((d) => d.id === 'upload-rules')!;
    expect(doc.sections.map((s) => s.items?.length)).toEqual(
      english.sections.map((s) => s.items?.length),
    );
  });

  it('download a hand-written document in Marathi as PDF, Devanagari shaped', async () => {
    const res = await t.app.inject({
      url: '/api/documents/authority-letter-template/download?Language=mr',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="authority-letter-template.pdf"',
    );
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('प्राधिकारपत्र (नमुना)');
    expect(text).toContain('महाराष्ट्र औद्योगिक विकास महामंडळ');
    expect(text).toContain('नमुना · सर्वसाधारण');
  });

  it('download a document in Hindi, its fixed labels in Hindi', async () => {
    const res = await t.app.inject({
      url: '/api/documents/checklist-tree-felling/download?Language=hi',
    });
    expect(res.statusCode).toBe(200);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('महाराष्ट्र औद्योगिक विकास निगम');
    expect(text).toContain('इस दस्तावेज़ के बारे में');
    expect(text).toContain('जाँच सूची · भवन एवं नियोजन');
    const txt = await t.app.inject({
      url: '/api/documents/checklist-tree-felling/download?format=txt&Language=mr',
    });
    expect(txt.body).toContain('या दस्तऐवजाविषयी:');
    expect(txt.body).toContain('तपासणी सूची · इमारत व नियोजन');
  });

  it('refuse a language it does not know with 400', async () => {
    for (const url of [
      '/api/faq?Language=fr',
      '/api/documents?Language=xx',
      '/api/documents/upload-rules?Language=MR',
      '/api/documents/upload-rules/download?Language=de',
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(400);
    }
  });
});
