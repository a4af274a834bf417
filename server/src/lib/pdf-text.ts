/**
 * Text for the PDF writer: its two fonts, DejaVu Sans and DejaVu Sans Bold (TrueType files of the
 * dejavu-fonts-ttf package, read once), which have every character the portal writes — ₹
 * included — and line wrapping by their real glyph widths.
 */
import { createRequire } from 'node:module';
import type * as Fontkit from 'fontkit';
import type { Font } from 'fontkit';

const require = createRequire(import.meta.url);
// Loaded with the first PDF rather than with the server: fontkit (with the brotli decoder it
// brings) was a tenth of the modules a start loads, for a receipt or a help page now and then.
const fontkit = () => require('fontkit') as typeof Fontkit;

/** The writer's fonts: regular text and headings. */
export type FontStyle = 'regular' | 'bold';

const FILES: Record<FontStyle, string> = {
  regular: 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf',
  bold: 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf',
};

const loaded: Partial<Record<FontStyle, Font>> = {};

/** The font of a style, opened on first use. */
export function pdfFont(style: FontStyle): Font {
  return (loaded[style] ??= fontkit().openSync(require.resolve(FILES[style])) as Font);
}

/**
 * The text as the fonts can show it: composed (NFC), a tab as four spaces, control characters
 * and characters the font lacks as '?'.
 */
export function printable(text: string, style: FontStyle = 'regular'): string {
  const font = pdfFont(style);
  let out = '';
  for (const ch of text.normalize('NFC')) {
    const code = ch.codePointAt(0)!;
    if (ch === '\t') out += '    ';
    else if (code === 0xa0) out += ' ';
    else out += code >= 32 && font.hasGlyphForCodePoint(code) ? ch : '?';
  }
  return out;
}

/** Width of printable text in points at `size`. */
export function textWidth(text: string, size: number, style: FontStyle = 'regular'): number {
  const font = pdfFont(style);
  let units = 0;
  for (const ch of text) units += font.glyphForCodePoint(ch.codePointAt(0)!).advanceWidth;
  return (units / font.unitsPerEm) * size;
}

/** Splits printable text into lines no wider than `width`; a word longer than a line is cut. */
export function wrapText(
  text: string,
  width: number,
  size: number,
  style: FontStyle = 'regular',
): string[] {
  const fits = (s: string) => textWidth(s, size, style) <= width;
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (fits(candidate)) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = word;
    while (!fits(line)) {
      const chars = [...line];
      let cut = chars.length - 1;
      while (cut > 1 && !fits(chars.slice(0, cut).join(''))) cut -= 1;
      lines.push(chars.slice(0, cut).join(''));
      line = chars.slice(cut).join('');
    }
  }
  if (line) lines.push(line);
  return lines.length > 0 ? lines : [''];
}

/** Escapes a string for a PDF literal string ( … ). */
export function pdfString(text: string): string {
  return `(${text.replace(/[\\()]/g, (c) => `\\${c}`)})`;
}
