/**
 * Text for the PDF writer: what its fonts (pdf-faces.ts) can show, widths of shaped text, and line
 * wrapping by those widths.
 */
import { pdfFace, type FontStyle } from './pdf-faces.ts';
import { runsWidth, shapeLine } from './pdf-shape.ts';

/**
 * The text as the fonts can show it: composed (NFC), a tab as four spaces, control characters
 * and characters neither font of the style has as '?'.
 */
export function printable(text: string, style: FontStyle = 'regular'): string {
  const latin = pdfFace(style);
  const devanagari = pdfFace(style === 'bold' ? 'devanagari-bold' : 'devanagari');
  let out = '';
  for (const ch of text.normalize('NFC')) {
    const code = ch.codePointAt(0)!;
    if (ch === '\t') out += '    ';
    else if (code === 0xa0) out += ' ';
    else if (code === 0x200c || code === 0x200d) out += ch;
    else
      out +=
        code >= 32 && (latin.hasGlyphForCodePoint(code) || devanagari.hasGlyphForCodePoint(code))
          ? ch
          : '?';
  }
  return out;
}

/** Width of printable text in points at `size`, as shaped. */
export function textWidth(text: string, size: number, style: FontStyle = 'regular'): number {
  return runsWidth(shapeLine(text, style), size);
}

const graphemes = new Intl.Segmenter('hi', { granularity: 'grapheme' });

/**
 * Splits printable text into lines no wider than `width`; a word longer than a line is cut
 * between graphemes (never inside a Devanagari syllable). A line's width is its words' widths and
 * the spaces between them: each word is shaped once, however many lines are tried.
 */
export function wrapText(
  text: string,
  width: number,
  size: number,
  style: FontStyle = 'regular',
): string[] {
  const measure = (s: string) => textWidth(s, size, style);
  const space = measure(' ');
  const fits = (s: string) => measure(s) <= width;
  const lines: string[] = [];
  let line = '';
  let used = 0;
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const wide = measure(word);
    if (line && used + space + wide <= width) {
      line = `${line} ${word}`;
      used += space + wide;
      continue;
    }
    if (line) lines.push(line);
    line = word;
    used = wide;
    while (!fits(line)) {
      const chars = [...graphemes.segment(line)].map((s) => s.segment);
      let cut = chars.length - 1;
      while (cut > 1 && !fits(chars.slice(0, cut).join(''))) cut -= 1;
      lines.push(chars.slice(0, cut).join(''));
      line = chars.slice(cut).join('');
      used = measure(line);
    }
  }
  if (line) lines.push(line);
  return lines.length > 0 ? lines : [''];
}

/** Escapes a string for a PDF literal string ( … ). */
export function pdfString(text: string): string {
  return `(${text.replace(/[\\()]/g, (c) => `\\${c}`)})`;
}
