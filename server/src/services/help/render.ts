/** Renders a help document as a downloadable file: a PDF (lib/pdf.ts) or UTF-8 plain text. */
import type { DocumentFormat, HelpDocument } from '../../../../src/domain/contract/help.ts';
import { renderPdf } from '../../lib/pdf.ts';
import type { TextBlock } from '../../lib/pdf.ts';
import { fill, type HelpTexts } from './translations.ts';

/** The file's fixed labels in its language (content/help/<language>.json). */
type Labels = HelpTexts['labels'];

function subtitle(doc: HelpDocument, labels: Labels): string {
  const services = doc.services.map((s) => s.title).join(', ');
  const department = labels[doc.department] ?? doc.department;
  return `${labels[doc.kind] ?? doc.kind} · ${department}${services ? ` · ${services}` : ''}`;
}

function blocks(doc: HelpDocument, labels: Labels): TextBlock[] {
  const out: TextBlock[] = [
    { kind: 'note', text: labels.issuer! },
    { kind: 'title', text: doc.title },
    { kind: 'note', text: subtitle(doc, labels) },
    { kind: 'paragraph', text: doc.summary },
  ];
  for (const section of doc.sections) {
    out.push({ kind: 'heading', text: section.heading });
    for (const text of section.paragraphs ?? []) out.push({ kind: 'paragraph', text });
    for (const text of section.items ?? []) out.push({ kind: 'bullet', text });
  }
  out.push({ kind: 'space' }, { kind: 'note', text: fill(labels.about!, { basis: doc.basis }) });
  return out;
}

function plainText(doc: HelpDocument, labels: Labels): string {
  const lines = [
    labels.issuer!,
    '',
    doc.title,
    '='.repeat(doc.title.length),
    subtitle(doc, labels),
    '',
    doc.summary,
  ];
  for (const section of doc.sections) {
    lines.push('', section.heading, '-'.repeat(section.heading.length));
    for (const text of section.paragraphs ?? []) lines.push(text, '');
    for (const text of section.items ?? []) lines.push(`  * ${text}`);
  }
  lines.push('', fill(labels.about!, { basis: doc.basis }), '');
  // CRLF so that Notepad on the applicants' Windows machines shows the lines.
  return lines.join('\r\n');
}

/** A rendered file: bytes, content type and file name. */
export interface RenderedFile {
  body: Buffer;
  contentType: string;
  fileName: string;
}

/** The document in the asked format, its labels in the document's language. */
export function renderDocument(
  doc: HelpDocument,
  format: DocumentFormat,
  texts: HelpTexts,
): RenderedFile {
  if (format === 'txt')
    return {
      body: Buffer.from(plainText(doc, texts.labels), 'utf8'),
      contentType: 'text/plain; charset=utf-8',
      fileName: `${doc.id}.txt`,
    };
  return {
    body: renderPdf(doc.title, blocks(doc, texts.labels)),
    contentType: 'application/pdf',
    fileName: `${doc.id}.pdf`,
  };
}
