/**
 * A small PDF 1.4 writer for text documents (the downloadable guidelines, templates and
 * checklists): A4 pages, Helvetica and Helvetica-Bold (no embedded fonts), headings, paragraphs,
 * bullets, automatic page breaks, page numbers and a document title in the metadata.
 */
import { pdfString, toWinAnsi, wrapText } from './pdf-text.ts';

/** One block of a text document. */
export type TextBlock =
  | { kind: 'title' | 'heading' | 'paragraph' | 'note'; text: string }
  | { kind: 'bullet'; text: string }
  | { kind: 'space' };

const PAGE = { width: 595.28, height: 841.89, margin: 56 };
const STYLES = {
  title: { font: 'F2', size: 17, leading: 22, before: 0, after: 8 },
  heading: { font: 'F2', size: 12.5, leading: 17, before: 12, after: 3 },
  paragraph: { font: 'F1', size: 10.5, leading: 14.5, before: 0, after: 6 },
  note: { font: 'F1', size: 9, leading: 12.5, before: 0, after: 6 },
  bullet: { font: 'F1', size: 10.5, leading: 14.5, before: 0, after: 2.5 },
} as const;
const BULLET_INDENT = 16;

interface Line {
  x: number;
  y: number;
  font: string;
  size: number;
  text: string;
}

/** Lays the blocks out on pages; returns each page's lines. */
function layout(blocks: TextBlock[]): Line[][] {
  const pages: Line[][] = [[]];
  const width = PAGE.width - 2 * PAGE.margin;
  const bottom = PAGE.margin + 24; // room for the page number
  let y = PAGE.height - PAGE.margin;
  const place = (line: Omit<Line, 'y'>, leading: number) => {
    if (y - leading < bottom) {
      pages.push([]);
      y = PAGE.height - PAGE.margin;
    }
    y -= leading;
    pages.at(-1)!.push({ ...line, y });
  };
  for (const block of blocks) {
    if (block.kind === 'space') {
      y -= 8;
      continue;
    }
    const style = STYLES[block.kind];
    const bold = style.font === 'F2';
    const indent = block.kind === 'bullet' ? BULLET_INDENT : 0;
    // A heading must not be left alone at the foot of a page.
    if (block.kind === 'heading' && y - style.before - 3 * STYLES.paragraph.leading < bottom)
      y = bottom;
    y -= style.before;
    const lines = wrapText(toWinAnsi(block.text), width - indent, style.size, bold);
    lines.forEach((text, i) => {
      place({ x: PAGE.margin + indent, font: style.font, size: style.size, text }, style.leading);
      // The bullet sits on the first line's baseline, in the indent.
      if (block.kind === 'bullet' && i === 0)
        pages.at(-1)!.push({ x: PAGE.margin + 4, y, font: 'F1', size: style.size, text: '\x95' });
    });
    y -= style.after;
  }
  return pages;
}

// Document information strings use PDFDocEncoding, not WinAnsi: keep the title to plain ASCII.
const asciiTitle = (title: string) =>
  title.replace(/[\u2013\u2014]/g, '-').replace(/[^\x20-\x7e]/g, '');

/** Builds a PDF of the blocks; `title` goes into the document information. */
export function renderPdf(title: string, blocks: TextBlock[]): Buffer {
  const pages = layout(blocks);
  const objects: string[] = [];
  const add = (body: string) => objects.push(body) && objects.length;
  const catalog = add(''); // filled in below, once the pages object's number is known
  const pagesObj = add('');
  const regular = add(
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  );
  const bold = add(
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
  );
  const info = add(
    `<< /Title ${pdfString(asciiTitle(title))} /Producer (SWC portal reference server) >>`,
  );
  const kids: number[] = [];
  pages.forEach((lines, index) => {
    const footer = `Page ${index + 1} of ${pages.length}`;
    const text = [
      ...lines.map(
        (l) =>
          `BT /${l.font} ${l.size} Tf ${l.x.toFixed(2)} ${l.y.toFixed(2)} Td ${pdfString(l.text)} Tj ET`,
      ),
      `BT /F1 8.5 Tf ${PAGE.margin} ${PAGE.margin - 10} Td ${pdfString(footer)} Tj ET`,
    ].join('\n');
    const content = add(
      `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
    );
    kids.push(
      add(
        `<< /Type /Page /Parent ${pagesObj} 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] ` +
          `/Resources << /Font << /F1 ${regular} 0 R /F2 ${bold} 0 R >> >> /Contents ${content} 0 R >>`,
      ),
    );
  });
  objects[catalog - 1] = `<< /Type /Catalog /Pages ${pagesObj} 0 R >>`;
  objects[pagesObj - 1] =
    `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`;

  let pdf = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets = objects.map((body, i) => {
    const offset = Buffer.byteLength(pdf, 'latin1');
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R /Info ${info} 0 R >>\n`;
  pdf += `startxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}
