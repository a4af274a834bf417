/**
 * Help downloads, their PDFs kept once rendered. A document is the same for every reader and
 * changes only with a release (library.ts builds it from the content files), but rendering one
 * holds the event loop for 30-400 ms (shaping Devanagari, subsetting fonts), and the download is
 * public: rendered per request, one anonymous client cycling the documents held everyone else up.
 * Now each PDF is rendered once per process. The key holds a hash of what the file is made of
 * (the document and its labels), so changed content is a new file, never a stale one. Rendering is
 * synchronous, so concurrent first requests share one render: the first keeps the file before
 * the next handler runs.
 */
import type { DocumentFormat, HelpDocument } from '../../../../src/domain/contract/help.ts';
import type { Language } from '../../../../src/domain/i18n/languages.ts';
import { sha256 } from '../../lib/secrets.ts';
import { renderDocument, type RenderedFile } from './render.ts';
import type { HelpTexts } from './translations.ts';

/**
 * Bytes of PDFs kept; the least recently downloaded is dropped first. All 45 documents in the
 * three languages came to 7.3 MB (27-87 KB each): this keeps them all with room to grow.
 */
export const MAX_KEPT_PDF_BYTES = 16 * 1024 * 1024;

const kept = new Map<string, RenderedFile>();
let keptBytes = 0;
let renders = 0;

const keyOf = (doc: HelpDocument, language: Language, texts: HelpTexts) =>
  `${doc.id}\u0000${language}\u0000${sha256(JSON.stringify([doc, texts.labels]))}`;

/** The document in the asked format: a kept PDF, or one rendered now and kept; text is cheap. */
export function helpDownload(
  doc: HelpDocument,
  format: DocumentFormat,
  language: Language,
  texts: HelpTexts,
): RenderedFile {
  if (format !== 'pdf') return renderDocument(doc, format, texts);
  const key = keyOf(doc, language, texts);
  let file = kept.get(key);
  if (file) {
    // Map order is the recency order.
    kept.delete(key);
  } else {
    file = renderDocument(doc, format, texts);
    renders += 1;
    keptBytes += file.body.length;
  }
  kept.set(key, file);
  for (const [oldest, old] of kept) {
    if (keptBytes <= MAX_KEPT_PDF_BYTES || oldest === key) break;
    kept.delete(oldest);
    keptBytes -= old.body.length;
  }
  return file;
}

/** PDFs rendered by this process so far, and what is kept (for tests and measurements). */
export const keptPdfStats = () => ({ renders, files: kept.size, bytes: keptBytes });

/** Drops the kept PDFs, so that the next download renders again (tests). */
export function forgetKeptPdfs(): void {
  kept.clear();
  keptBytes = 0;
}
