/**
 * Help content of /documents, /documents/aboutdocument and /FAQPage, as the reference server
 * serves it (GET /api/documents, /api/documents/:id, /api/faq). Shared by browser and server.
 */

/** What kind of document it is. */
export type DocumentKind = 'Guideline' | 'Template' | 'Declaration' | 'Checklist' | 'Reference';

/** A titled part of a document: paragraphs, then a bulleted list. */
export interface DocumentSection {
  heading: string;
  paragraphs?: string[];
  items?: string[];
}

/** A document as listed: no body. */
export interface DocumentSummary {
  id: string;
  title: string;
  kind: DocumentKind;
  /** 'General' or a department name (spec §6). */
  department: string;
  /** The catalogue services it is about (empty for general documents). */
  services: { id: string; title: string }[];
  summary: string;
  /** Download formats, first = default. */
  formats: DocumentFormat[];
}

/** A document with its body and where its content comes from. */
export interface HelpDocument extends DocumentSummary {
  basis: string;
  sections: DocumentSection[];
}

/** Download formats the server renders. */
export type DocumentFormat = 'pdf' | 'txt';

/** One question and its answer (paragraphs). */
export interface FaqEntry {
  id: string;
  category: string;
  question: string;
  answer: string[];
}
