/**
 * One TrueType font embedded in one PDF, as a subset of the glyphs the document uses (a receipt
 * carries some 15 KB of font, not the whole file): a Type 0 font with Identity-H encoding whose
 * character codes are the subset's glyph ids, their widths, and a ToUnicode map so that copying
 * and searching the text (and text extraction) give back the characters written.
 */
import type { Font, Glyph, Subset } from 'fontkit';
import { pdfFont, type FontStyle } from './pdf-text.ts';

/** Adds a PDF object (its body) and returns its object number. */
export type AddObject = (body: string) => number;

export class EmbeddedFont {
  private readonly font: Font;
  private readonly subset: Subset;
  /** Subset glyph id → the original glyph and the text it stands for. */
  private readonly used = new Map<number, { glyph: Glyph; text: string }>();
  private readonly ids = new Map<number, number>();

  constructor(
    private readonly style: FontStyle,
    private readonly tag: string,
  ) {
    this.font = pdfFont(style);
    this.subset = this.font.createSubset();
  }

  /** The text as a hex string of 2-byte codes (subset glyph ids), for Tj. */
  encode(text: string): string {
    let hex = '';
    for (const ch of text) {
      const glyph = this.font.glyphForCodePoint(ch.codePointAt(0)!);
      let id = this.ids.get(glyph.id);
      if (id === undefined) {
        // fontkit's includeGlyph answers the glyph's id in the subset (typed as boolean).
        id = this.subset.includeGlyph(glyph) as unknown as number;
        this.ids.set(glyph.id, id);
        this.used.set(id, { glyph, text: ch });
      }
      hex += id.toString(16).padStart(4, '0');
    }
    return `<${hex}>`;
  }

  /** Writes the font's objects; returns the number of the Type 0 font object to name in pages. */
  write(add: AddObject): number {
    const { font } = this;
    const scale = 1000 / font.unitsPerEm;
    const name = `${this.tag}+${font.postscriptName}`;
    const bytes = Buffer.from(this.subset.encode());
    const file = add(
      `<< /Length ${bytes.length} /Length1 ${bytes.length} >>\nstream\n${bytes.toString('latin1')}\nendstream`,
    );
    const box = font.bbox;
    const descriptor = add(
      `<< /Type /FontDescriptor /FontName /${name} /Flags 32 ` +
        `/FontBBox [${[box.minX, box.minY, box.maxX, box.maxY].map((v) => Math.round(v * scale)).join(' ')}] ` +
        `/ItalicAngle 0 /Ascent ${Math.round(font.ascent * scale)} /Descent ${Math.round(font.descent * scale)} ` +
        `/CapHeight ${Math.round(font.ascent * scale)} /StemV ${this.style === 'bold' ? 140 : 80} /FontFile2 ${file} 0 R >>`,
    );
    const ids = [...this.used.keys()].sort((a, b) => a - b);
    const widths = ids
      .map((id) => `${id} [${Math.round(this.used.get(id)!.glyph.advanceWidth * scale)}]`)
      .join(' ');
    const cid = add(
      `<< /Type /Font /Subtype /CIDFontType2 /BaseFont /${name} ` +
        `/CIDSystemInfo << /Registry (Adobe) /Ordering (Identity) /Supplement 0 >> ` +
        `/FontDescriptor ${descriptor} 0 R /W [${widths}] /CIDToGIDMap /Identity >>`,
    );
    const cmap = toUnicodeCMap(ids.map((id) => [id, this.used.get(id)!.text]));
    const toUnicode = add(
      `<< /Length ${Buffer.byteLength(cmap, 'latin1')} >>\nstream\n${cmap}\nendstream`,
    );
    return add(
      `<< /Type /Font /Subtype /Type0 /BaseFont /${name} /Encoding /Identity-H ` +
        `/DescendantFonts [${cid} 0 R] /ToUnicode ${toUnicode} 0 R >>`,
    );
  }
}

const hex4 = (n: number) => n.toString(16).padStart(4, '0');

/** UTF-16BE hex of a character (a surrogate pair for one beyond the BMP). */
const utf16 = (text: string) =>
  [...text]
    .flatMap((ch) => {
      const code = ch.codePointAt(0)!;
      if (code < 0x10000) return [code];
      const v = code - 0x10000;
      return [0xd800 + (v >> 10), 0xdc00 + (v & 0x3ff)];
    })
    .map(hex4)
    .join('');

/** The ToUnicode CMap: each 2-byte code to its character (at most 100 entries a block). */
function toUnicodeCMap(entries: [number, string][]): string {
  const blocks: string[] = [];
  for (let i = 0; i < entries.length; i += 100) {
    const chunk = entries.slice(i, i + 100);
    blocks.push(
      `${chunk.length} beginbfchar\n${chunk.map(([id, text]) => `<${hex4(id)}> <${utf16(text)}>`).join('\n')}\nendbfchar`,
    );
  }
  return [
    '/CIDInit /ProcSet findresource begin',
    '12 dict begin',
    'begincmap',
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
    '/CMapName /Adobe-Identity-UCS def',
    '/CMapType 2 def',
    '1 begincodespacerange',
    '<0000> <ffff>',
    'endcodespacerange',
    ...blocks,
    'endcmap',
    'CMapName currentdict /CMap defineresource pop',
    'end',
    'end',
  ].join('\n');
}
