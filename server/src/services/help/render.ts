/** Renders a help document as a downloadable file: a PDF (lib/pdf.ts) or UTF-8 plain text. */
import type { DocumentFormat, HelpDocument } from '../../../../src/domain/contract/help.ts';
import { renderPdf } from '../../lib/pdf.ts';
import type { TextBlock } from '../../lib/pdf.ts';

const ISSUER = 'Maharashtra Industrial Development Corporation — Single Window Clearance portal';

function subtitle(doc: HelpDocument): string {
  const services = doc.services.map((s) => s.title).join(', ');
  return `${doc.kind} · ${doc.department}${services ? ` · ${services}` : ''}`;
}

function blocks(doc: HelpDocument): TextBlock[] {
  const out: TextBlock[] = [
    { kind: 'note', text: ISSUER },
    { kind: 'title', text: doc.title },
    { kind: 'note', text: subtitle(doc) },
    { kind: 'paragraph', text: doc.summary },
  ];
  for (const section of doc.sections) {
    out.push({ kind: 'heading', text: section.heading });
    for (const text of section.paragraphs ?? []) out.push({ kind: 'paragraph', text });
    for (const text of section.items ?? []) out.push({ kind: 'bullet', text });
  }
  out.push({ kind: 'space' }, { kind: 'note', text: `About this document: ${doc.basis}` });
  return out;
}

function plainText(doc: HelpDocument): string {
  const lines = [
    ISSUER,
    '',
    doc.title,
    '='.repeat(doc.title.length),
    subtitle(doc),
    '',
    doc.summary,
  ];
  for (const section of doc.sections) {
    lines.push('', section.heading, '-'.repeat(section.heading.length));
    for (const text of section.paragraphs ?? []) lines.push(text, '');
    for (const text of section.items ?? []) lines.push(`  * ${text}`);
  }
  lines.push('', `About this document: ${doc.basis}`, '');
  // CRLF so that Notepad on the applicants' Windows machines shows the lines.
  return lines.join('\r\n');
}

/** A rendered file: bytes, content type and file name. */
export interface RenderedFile {
  body: Buffer;
  contentType: string;
  fileName: string;
}

/** The document in the asked format. */
export function renderDocument(doc: HelpDocument, format: DocumentFormat): RenderedFile {
  if (format === 'txt')
    return {
      body: Buffer.from(plainText(doc), 'utf8'),
      contentType: 'text/plain; charset=utf-8',
      fileName: `${doc.id}.txt`,
    };
  return {
    body: renderPdf(doc.title, blocks(doc)),
    contentType: 'application/pdf',
    fileName: `${doc.id}.pdf`,
  };
}
