/**
 * The wire contract of the help routes (server/src/routes/help.ts): the documents of /documents,
 * /documents/aboutdocument and /FAQPage, their downloads, and the FAQ.
 */
import { LANGUAGES } from '../i18n/languages.ts';
import { list, objectSchema, str, type Wire } from './schema.ts';

/** Download formats the server renders, first = default. */
export const DOCUMENT_FORMATS = ['pdf', 'txt'] as const;

export const documentIdParams = objectSchema({
  id: { type: 'string', pattern: '^[a-z0-9-]{1,100}$' },
});

/**
 * The language of the help texts. A query parameter, not the profile's language: these pages are
 * public and read signed out, so the browser says which language is on screen.
 */
const language = { type: 'string', enum: LANGUAGES, default: 'en' } as const;

export const helpLanguageQuery = objectSchema({ Language: language }, []);

export const documentFormatQuery = objectSchema(
  { format: { type: 'string', enum: DOCUMENT_FORMATS, default: 'pdf' }, Language: language },
  [],
);

/** A titled part of a document: paragraphs, then a bulleted list. */
export const documentSectionSchema = objectSchema(
  { heading: str, paragraphs: list(str), items: list(str) },
  ['heading'],
);

const summaryFields = {
  id: str,
  title: str,
  kind: {
    type: 'string',
    enum: ['Guideline', 'Template', 'Declaration', 'Checklist', 'Reference'],
  },
  /** 'General' or a department name (spec §6). */
  department: str,
  /** The catalogue services it is about (empty for general documents). */
  services: list(objectSchema({ id: str, title: str })),
  summary: str,
  /** Download formats, first = default. */
  formats: list({ type: 'string', enum: DOCUMENT_FORMATS }),
} as const;

/** A document as listed: no body. */
export const documentSummarySchema = objectSchema(summaryFields);

/** A document with its body and where its content comes from. */
export const helpDocumentSchema = objectSchema({
  ...summaryFields,
  basis: str,
  sections: list(documentSectionSchema),
});

/** One question and its answer (paragraphs). */
export const faqEntrySchema = objectSchema({
  id: str,
  category: str,
  question: str,
  answer: list(str),
});

export type DocumentFormat = (typeof DOCUMENT_FORMATS)[number];
export type DocumentSection = Wire<typeof documentSectionSchema>;
export type DocumentSummary = Wire<typeof documentSummarySchema>;
export type DocumentKind = DocumentSummary['kind'];
export type HelpDocument = Wire<typeof helpDocumentSchema>;
export type FaqEntry = Wire<typeof faqEntrySchema>;
