/**
 * The help library's texts in Marathi and Hindi (content/help/<language>.json): FAQ entries and
 * documents keyed by id, the checklists' connecting sentences and the rendered files' labels.
 * English stays in faq.json and documents.json. A missing entry falls back to English entry by
 * entry; a key naming an id that no longer exists, or a document whose sections do not line up
 * with the English ones, is a start-up error, as with the notification templates.
 */
import { readFileSync } from 'node:fs';
import type {
  DocumentSection,
  FaqEntry,
  HelpDocument,
} from '../../../../src/domain/contract/help.ts';
import type { Language } from '../../../../src/domain/i18n/languages.ts';

/** The fixed sentences of a checklist and of a rendered file, with {placeholders}. */
export interface HelpTexts {
  checklist: Record<string, string>;
  targets: Record<string, string>;
  labels: Record<string, string>;
}

type FaqText = Pick<FaqEntry, 'category' | 'question' | 'answer'>;
type DocumentText = Pick<HelpDocument, 'title' | 'summary' | 'basis' | 'sections'>;

export interface HelpTranslation extends HelpTexts {
  faqs: Record<string, Partial<FaqText>>;
  documents: Record<string, Partial<DocumentText>>;
}

// The content files ship with the release (library.ts keeps what it builds from them too), so
// each is read once: a help download asked for its texts per request (~3.5 ms for mr/hi).
const files = new Map<string, unknown>();
const file = (name: string): unknown => {
  if (!files.has(name))
    files.set(
      name,
      JSON.parse(readFileSync(new URL(`../../content/help/${name}.json`, import.meta.url), 'utf8')),
    );
  return files.get(name);
};

/** The English fixed texts (content/help/en.json) and a translation, if any. */
export function helpTexts(language: Language): HelpTexts {
  const english = file('en') as HelpTexts;
  if (language === 'en') return english;
  const other = translationOf(language);
  const merge = (key: keyof HelpTexts) => ({ ...english[key], ...other[key] });
  return { checklist: merge('checklist'), targets: merge('targets'), labels: merge('labels') };
}

/** The translation file of `language` (not English). */
export function translationOf(language: Exclude<Language, 'en'>): HelpTranslation {
  const raw = file(language) as Partial<HelpTranslation>;
  return {
    faqs: raw.faqs ?? {},
    documents: raw.documents ?? {},
    checklist: raw.checklist ?? {},
    targets: raw.targets ?? {},
    labels: raw.labels ?? {},
  };
}

const sameShape = (english: DocumentSection[], translated: DocumentSection[]) =>
  english.length === translated.length &&
  english.every(
    (section, i) =>
      (section.paragraphs?.length ?? 0) === (translated[i]!.paragraphs?.length ?? 0) &&
      (section.items?.length ?? 0) === (translated[i]!.items?.length ?? 0),
  );

/** The FAQ in a language: translated entries where there are some, English elsewhere. */
export function translateFaqs(
  faqs: readonly FaqEntry[],
  translation: HelpTranslation,
  language: string,
): FaqEntry[] {
  const ids = new Set(faqs.map((f) => f.id));
  for (const id of Object.keys(translation.faqs))
    if (!ids.has(id)) throw new Error(`content/help/${language}.json: unknown FAQ id ${id}`);
  return faqs.map((entry) => ({ ...entry, ...translation.faqs[entry.id] }));
}

/** A hand-written document in a language (English if it has no translation). */
export function translateDocument(
  doc: HelpDocument,
  translation: HelpTranslation,
  language: string,
): HelpDocument {
  const text = translation.documents[doc.id];
  if (!text) return doc;
  if (text.sections && !sameShape(doc.sections, text.sections))
    throw new Error(`content/help/${language}.json: ${doc.id} sections differ from English`);
  return { ...doc, ...text };
}

/** Fails when the translation names a document that does not exist. */
export function checkDocumentIds(
  ids: ReadonlySet<string>,
  translation: HelpTranslation,
  language: string,
): void {
  for (const id of Object.keys(translation.documents))
    if (!ids.has(id)) throw new Error(`content/help/${language}.json: unknown document id ${id}`);
}

/** `text` with each {name} replaced by its value. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
