/**
 * A small PDF 1.4 writer for text documents (the downloadable guidelines, templates, checklists
 * and payment receipts): A4 pages, DejaVu Sans and DejaVu Sans Bold embedded as subsets (so ₹ and
 * any other character of the text show as written), and Noto Sans Devanagari for Marathi and Hindi
 * text, shaped (pdf-shape.ts); headings, paragraphs, bullets, automatic page breaks, page numbers
 * and a document title in the metadata.
 */
import type { Face, FontStyle } from './pdf-faces.ts';
import { EmbeddedFont } from './pdf-font.ts';
import { shapeLine } from './pdf-shape.ts';
import { pdfString, printable, wrapText } from './pdf-text.ts';
import { utf16 } from './pdf-unicode.ts';

/** One block of a text document. */
export type TextBlock =
  | { kind: 'title' | 'heading' | 'paragraph' | 'note'; text: string }
  | { kind: 'bullet'; text: string }
  | { kind: 'space' };

const PAGE = { width: 595.28, height: 841.89, margin: 56 };
const STYLES = {
  title: { font: 'bold', size: 17, leading: 22, before: 0, after: 8 },
  heading: { font: 'bold', size: 12.5, leading: 17, before: 12, after: 3 },
  paragraph: { font: 'regular', size: 10, leading: 14.5, before: 0, after: 6 },
  note: { font: 'regular', size: 8.5, leading: 12.5, before: 0, after: 6 },
  bullet: { font: 'regular', size: 10, leading: 14.5, before: 0, after: 2.5 },
} as const;
const BULLET_INDENT = 16;

interface Line {
  x: number;
  y: number;
  font: FontStyle;
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
    const indent = block.kind === 'bullet' ? BULLET_INDENT : 0;
    // A heading must not be left alone at the foot of a page.
    if (block.kind === 'heading' && y - style.before - 3 * STYLES.paragraph.leading < bottom)
      y = bottom;
    y -= style.before;
    const text = printable(block.text, style.font);
    const lines = wrapText(text, width - indent, style.size, style.font);
    lines.forEach((text, i) => {
      place({ x: PAGE.margin + indent, font: style.font, size: style.size, text }, style.leading);
      // The bullet sits on the first line's baseline, in the indent (before it, for readers).
      if (block.kind === 'bullet' && i === 0)
        pages
          .at(-1)!
          .splice(-1, 0, { x: PAGE.margin + 4, y, font: 'regular', size: style.size, text: '•' });
    });
    y -= style.after;
  }
  return pages;
}

/** Options of a document. */
export interface PdfOptions {
  /** The page footer, in the document's language: 'Page 2 of 3' by default. */
  pageLabel?: (page: number, pages: number) => string;
}

const englishPageLabel = (page: number, pages: number) => `Page ${page} of ${pages}`;

/**
 * A document information string: plain ASCII as a literal (dashes made '-'); any other text
 * (a Marathi or Hindi title) as UTF-16BE with its byte order mark (ISO 32000 7.9.2.2).
 */
function infoString(title: string): string {
  const text = title.replace(/[\u2013\u2014]/g, '-');
  if (/^[\x20-\x7e]*$/.test(text)) return pdfString(text);
  return `<FEFF${utf16(text)}>`;
}

/** Builds a PDF of the blocks; `title` goes into the document information. */
export function renderPdf(title: string, blocks: TextBlock[], options: PdfOptions = {}): Buffer {
  const pages = layout(blocks);
  const objects: string[] = [];
  const add = (body: string) => objects.push(body) && objects.length;
  const catalog = add(''); // filled in below, once the pages object's number is known
  const pagesObj = add('');
  const info = add(`<< /Title ${infoString(title)} /Producer (SWC portal reference server) >>`);
  // A subset tag of its own per font (ISO 32000 9.6.4): six capital letters.
  const fonts: Record<Face, EmbeddedFont> = {
    regular: new EmbeddedFont('regular', 'SWCAAA'),
    bold: new EmbeddedFont('bold', 'SWCAAB'),
    devanagari: new EmbeddedFont('devanagari', 'SWCAAC'),
    'devanagari-bold': new EmbeddedFont('devanagari-bold', 'SWCAAD'),
  };
  const resource: Record<Face, string> = {
    regular: 'F1',
    bold: 'F2',
    devanagari: 'F3',
    'devanagari-bold': 'F4',
  };
  const contents = pages.map((lines, index) => {
    const footer = printable((options.pageLabel ?? englishPageLabel)(index + 1, pages.length));
    return [
      ...lines,
      { x: PAGE.margin, y: PAGE.margin - 10, font: 'regular' as const, size: 8, text: footer },
    ]
      .map((l) => {
        // One text object per line; each run switches to its font and continues where the last ended.
        const runs = shapeLine(l.text, l.font).map(
          (run) => `/${resource[run.face]} ${l.size} Tf ${fonts[run.face].show(run)} TJ`,
        );
        return `BT ${l.x.toFixed(2)} ${l.y.toFixed(2)} Td ${runs.join(' ')} ET`;
      })
      .join('\n');
  });
  // The Latin fonts always (the page numbers); the Devanagari ones when the text has Devanagari.
  const faces = (Object.keys(fonts) as Face[]).filter(
    (face) => face === 'regular' || face === 'bold' || fonts[face].used,
  );
  const written = faces.map((face) => `/${resource[face]} ${fonts[face].write(add)} 0 R`);
  const kids: number[] = [];
  contents.forEach((text) => {
    const content = add(
      `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
    );
    kids.push(
      add(
        `<< /Type /Page /Parent ${pagesObj} 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] ` +
          `/Resources << /Font << ${written.join(' ')} >> >> /Contents ${content} 0 R >>`,
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
