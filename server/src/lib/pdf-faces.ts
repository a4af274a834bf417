/**
 * The PDF writer's fonts: DejaVu Sans and DejaVu Sans Bold (TrueType files of the dejavu-fonts-ttf
 * package) for Latin text, digits and ₹, and Noto Sans Devanagari regular and bold (the Devanagari
 * WOFF files of @fontsource/noto-sans-devanagari, the portal's own screen font) for Marathi and
 * Hindi; each file is read once, with the first PDF that needs it.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';
import type * as Fontkit from 'fontkit';
import type { Font } from 'fontkit';

const require = createRequire(import.meta.url);
// Loaded with the first PDF rather than with the server: fontkit (with the brotli decoder it
// brings) was a tenth of the modules a start loads, for a receipt or a help page now and then.
const fontkit = () => require('fontkit') as typeof Fontkit;

/** The writer's text styles: regular text and headings. */
export type FontStyle = 'regular' | 'bold';

/** A font file: a style's Latin font (named by the style) or its Devanagari one. */
export type Face = FontStyle | 'devanagari' | 'devanagari-bold';

const FILES: Record<Face, string> = {
  regular: 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf',
  bold: 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf',
  devanagari:
    '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff',
  'devanagari-bold':
    '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-700-normal.woff',
};

const loaded: Partial<Record<Face, Font>> = {};

/**
 * A WOFF file as the TrueType file it wraps (WOFF 1.0, section 5: each table zlib-compressed
 * unless that did not make it smaller). fontkit reads WOFF too, but inflates a table again at
 * every read of it: once per glyph while shaping and subsetting, a second and more per receipt.
 */
export function woffToTrueType(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') return woff;
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, i) => {
    const at = 44 + 20 * i;
    const [offset, compressed, length] = [8, 12, 16].map((d) => woff.readUInt32BE(at + d - 4));
    const raw = woff.subarray(offset!, offset! + compressed!);
    return {
      tag: woff.subarray(at, at + 4),
      checksum: woff.readUInt32BE(at + 16),
      data: compressed! < length! ? inflateSync(raw) : raw,
    };
  });
  const power = 2 ** Math.floor(Math.log2(count));
  const header = Buffer.alloc(12 + 16 * count);
  header.writeUInt32BE(woff.readUInt32BE(4), 0); // the wrapped font's flavour
  header.writeUInt16BE(count, 4);
  header.writeUInt16BE(power * 16, 6);
  header.writeUInt16BE(Math.log2(power), 8);
  header.writeUInt16BE(count * 16 - power * 16, 10);
  const parts: Buffer[] = [header];
  let offset = header.length;
  tables.forEach((table, i) => {
    const record = 12 + 16 * i;
    table.tag.copy(header, record);
    header.writeUInt32BE(table.checksum, record + 4);
    header.writeUInt32BE(offset, record + 8);
    header.writeUInt32BE(table.data.length, record + 12);
    const padded = Buffer.alloc((table.data.length + 3) & ~3);
    table.data.copy(padded);
    parts.push(padded);
    offset += padded.length;
  });
  return Buffer.concat(parts);
}

/** The font of a face, opened on first use. */
export function pdfFace(face: Face): Font {
  return (loaded[face] ??= fontkit().create(
    woffToTrueType(readFileSync(require.resolve(FILES[face]))),
  ) as Font);
}
