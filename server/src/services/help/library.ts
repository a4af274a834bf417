/**
 * The help library behind /documents and /FAQPage: hand-written guidelines, templates and the
 * FAQ (server/src/content/*.json) plus a generated checklist per catalogue service, in each
 * language (content/help/<language>.json, falling back to English entry by entry). Built once per
 * catalogue and language and kept; content files are part of the release, so a broken one fails
 * at start (`checkHelpTranslations`).
 */
import { readFileSync } from 'node:fs';
import {
  DOCUMENT_FORMATS,
  type DocumentSummary,
  type FaqEntry,
  type HelpDocument,
} from '../../../../src/domain/contract/help.ts';
import { LANGUAGES, type Language } from '../../../../src/domain/i18n/languages.ts';
import type { Catalog } from '../forms/catalog.ts';
import { entryIn, serviceIn, serviceTitleIn } from '../forms/translations.ts';
import { checklistFor } from './checklists.ts';
import type { ServiceTargets } from './checklists.ts';
import {
  checkDocumentIds,
  helpTexts,
  translateDocument,
  translateFaqs,
  translationOf,
} from './translations.ts';

/** The documents in display order, by id, and the FAQ. */
export interface HelpLibrary {
  documents: readonly HelpDocument[];
  byId: ReadonlyMap<string, HelpDocument>;
  faqs: readonly FaqEntry[];
}

const contentFile = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`../../content/${name}`, import.meta.url), 'utf8'));

type GeneralDocument = Omit<HelpDocument, 'services' | 'formats'> & { services?: string[] };

function general(catalog: Catalog, doc: GeneralDocument, language: Language): HelpDocument {
  const services = (doc.services ?? []).map((id) => {
    if (!catalog.services.has(id))
      throw new Error(`content/documents.json: ${doc.id} names unknown service ${id}`);
    return { id, title: serviceTitleIn(id, language, catalog) };
  });
  return { ...doc, services, formats: [...DOCUMENT_FORMATS] };
}

function build(catalog: Catalog, language: Language): HelpLibrary {
  const { documents } = contentFile('documents.json') as { documents: GeneralDocument[] };
  const { faqs } = contentFile('faq.json') as { faqs: FaqEntry[] };
  const targets = contentFile('service-targets.json') as ServiceTargets;
  const texts = helpTexts(language);
  const translation = language === 'en' ? null : translationOf(language);
  const checklists = catalog.list.map((english) =>
    checklistFor(
      serviceIn(english.id, language, catalog) ?? english,
      entryIn(english.entry, language, catalog).description,
      targets,
      texts,
    ),
  );
  const all = [
    ...documents.map((doc) => {
      const written = general(catalog, doc, language);
      return translation ? translateDocument(written, translation, language) : written;
    }),
    ...checklists,
  ];
  const byId = new Map(all.map((doc) => [doc.id, doc]));
  if (byId.size !== all.length) throw new Error('content/documents.json: duplicate document id');
  if (!translation) return { documents: all, byId, faqs };
  checkDocumentIds(new Set(byId.keys()), translation, language);
  return { documents: all, byId, faqs: translateFaqs(faqs, translation, language) };
}

const libraries = new WeakMap<Catalog, Map<Language, HelpLibrary>>();

/** The help library for this catalogue in `language` (built on first use). */
export function getHelpLibrary(catalog: Catalog, language: Language = 'en'): HelpLibrary {
  let byLanguage = libraries.get(catalog);
  if (!byLanguage) libraries.set(catalog, (byLanguage = new Map()));
  let library = byLanguage.get(language);
  if (!library) {
    library = build(catalog, language);
    byLanguage.set(language, library);
  }
  return library;
}

/**
 * Checks the Marathi and Hindi files against the English content (ids, section shapes), so that a
 * broken translation stops the start rather than the first reader in that language.
 */
export function checkHelpTranslations(): void {
  const { documents } = contentFile('documents.json') as { documents: GeneralDocument[] };
  const { faqs } = contentFile('faq.json') as { faqs: FaqEntry[] };
  for (const language of LANGUAGES) {
    if (language === 'en') continue;
    const translation = translationOf(language);
    helpTexts(language);
    translateFaqs(faqs, translation, language);
    for (const doc of documents)
      translateDocument({ ...doc, services: [], formats: [] }, translation, language);
    checkDocumentIds(new Set(documents.map((d) => d.id)), translation, language);
  }
}

/** A document without its body, for lists. */
export function summaryOf(doc: HelpDocument): DocumentSummary {
  const { id, title, kind, department, services, summary, formats } = doc;
  return { id, title, kind, department, services, summary, formats };
}
