/**
 * Text for the PDF writer's standard fonts: characters mapped to WinAnsi (what Helvetica can show
 * without embedding a font) and line wrapping by Helvetica's real glyph widths.
 */

// Helvetica advance widths (1/1000 em) of the printable ASCII characters 32–126 (Adobe AFM).
const ASCII_WIDTHS = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556,
  556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667,
  611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667,
  667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500,
  222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];

// Characters outside Latin-1 that WinAnsi has (cp1252 0x80–0x9F) or that read well spelt out.
const REPLACEMENTS: Record<string, string> = {
  '\u2013': '\x96', // – en dash
  '\u2014': '\x97', // — em dash
  '\u2018': '\x91',
  '\u2019': '\x92',
  '\u201c': '\x93',
  '\u201d': '\x94',
  '\u2022': '\x95', // • bullet
  '\u2026': '\x85', // … ellipsis
  '\u20b9': 'Rs. ', // ₹ is not in any standard font
  '\u2264': '<=',
  '\u2265': '>=',
  '\u2212': '-',
  '\u2192': '->',
  '\u00a0': ' ',
};

/** The text as WinAnsi characters (one char = one byte); anything else becomes '?'. */
export function toWinAnsi(text: string): string {
  let out = '';
  for (const ch of text.normalize('NFC')) {
    const mapped = REPLACEMENTS[ch];
    if (mapped !== undefined) out += mapped;
    else if (ch === '\t') out += '    ';
    else out += ch.charCodeAt(0) < 256 && ch.charCodeAt(0) >= 32 ? ch : '?';
  }
  return out;
}

/** Width of WinAnsi text in points; bold is taken as 10 % wider (a safe upper bound). */
export function textWidth(text: string, size: number, bold = false): number {
  let units = 0;
  for (const ch of text) {
    const code = ch.charCodeAt(0);
    units += code >= 32 && code <= 126 ? ASCII_WIDTHS[code - 32]! : 600;
  }
  return (units / 1000) * size * (bold ? 1.1 : 1);
}

/** Splits WinAnsi text into lines no wider than `width`; a word longer than a line is cut. */
export function wrapText(text: string, width: number, size: number, bold = false): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (textWidth(candidate, size, bold) <= width) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = word;
    while (textWidth(line, size, bold) > width) {
      let cut = line.length - 1;
      while (cut > 1 && textWidth(line.slice(0, cut), size, bold) > width) cut -= 1;
      lines.push(line.slice(0, cut));
      line = line.slice(cut);
    }
  }
  if (line) lines.push(line);
  return lines.length > 0 ? lines : [''];
}

/** Escapes a string for a PDF literal string ( … ). */
export function pdfString(text: string): string {
  return `(${text.replace(/[\\()]/g, (c) => `\\${c}`)})`;
}
