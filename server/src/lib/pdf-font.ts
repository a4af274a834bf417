/**
 * One TrueType font embedded in one PDF, as a subset of the glyphs the document uses (a receipt
 * carries some 15 KB of font per face, not the whole file): a Type 0 font with Identity-H encoding
 * whose character codes are the subset's glyph ids, their widths, and a ToUnicode map so that
 * copying and searching the text (and text extraction) give back the characters written.
 *
 * Text comes shaped (pdf-shape.ts), as clusters. A cluster of one glyph is written as that glyph.
 * A cluster of several glyphs (a Devanagari syllable such as प्ति, drawn ि प् त) is written as one
 * composite glyph added to the subset, whose components are the shaped glyphs at their shaped
 * offsets: one character code for the syllable, so its ToUnicode entry gives its characters in
 * their logical order (a reader would otherwise copy the ि before its consonants).
 */
import type { Font, Glyph, Subset } from 'fontkit';
import { pdfFace, type Face } from './pdf-faces.ts';
import type { Cluster, Run } from './pdf-shape.ts';
import { toUnicodeCMap } from './pdf-unicode.ts';

/** Adds a PDF object (its body) and returns its object number. */
export type AddObject = (body: string) => number;

/** A glyph made for a cluster: subset ids of its components and their offsets (font units). */
interface Composite {
  parts: { id: number; x: number; y: number; glyph: Glyph }[];
  advance: number;
}

/** What fontkit's TTF subset keeps while encoding (not in its typings). */
interface SubsetInternals {
  _addGlyph(gid: number): number;
  glyf: Uint8Array[];
  loca: { offsets: number[] };
  hmtx: { metrics: { advance: number; bearing: number }[] };
  offset: number;
}

/**
 * A cluster's text cut for readers: the head, up to its first nonspacing mark, goes with the
 * cluster's glyph; the marks, with an empty glyph after it. PDF.js (Firefox's viewer, and the
 * tests' text extraction) takes a code whose text holds any nonspacing mark (virama, ु, ं) for a
 * zero-width accent and loses its place after it: the space before क्रमांक came out after क्र.
 * The same holds for a head ending in a joiner (a format mark), which PDF.js drops.
 */
export function forReaders(text: string): [string, string] {
  const mark = text.search(/\p{Mn}/u);
  let cut = mark === -1 ? text.length : mark;
  while (cut > 0 && /\p{Cf}/u.test(text[cut - 1]!)) cut -= 1;
  return cut === 0 || cut === text.length ? [text, ''] : [text.slice(0, cut), text.slice(cut)];
}

export class EmbeddedFont {
  private readonly font: Font;
  private readonly subset: Subset;
  /** Character code (subset glyph id) → its text and width (font units). */
  private readonly codes = new Map<number, { text: string; width: number }>();
  /** A cluster's composite glyph by its components and text → its character code. */
  private readonly clusters = new Map<string, number>();
  /** Composites by their placeholder glyph id (past the font's own ids). */
  private readonly composites = new Map<number, Composite>();

  constructor(
    readonly face: Face,
    private readonly tag: string,
  ) {
    this.font = pdfFace(face);
    this.subset = this.font.createSubset();
    const internals = this.subset as unknown as SubsetInternals;
    const addGlyph = internals._addGlyph.bind(this.subset);
    internals._addGlyph = (gid) => {
      const composite = this.composites.get(gid);
      return composite ? this.addComposite(internals, composite) : addGlyph(gid);
    };
  }

  /** Whether the document wrote anything in this font. */
  get used(): boolean {
    return this.codes.size > 0;
  }

  // fontkit's includeGlyph answers the glyph's id in the subset (typed as boolean).
  private include(id: number): number {
    return this.subset.includeGlyph(id as unknown as Glyph) as unknown as number;
  }

  /** The character code of a cluster, adding its glyph to the subset on first use. */
  private codeOf(cluster: Cluster): number {
    const [first] = cluster.glyphs;
    if (cluster.glyphs.length === 1 && first && first.x === 0 && first.y === 0) {
      const id = this.include(first.glyph.id);
      const known = this.codes.get(id);
      if (!known) this.codes.set(id, { text: cluster.text, width: first.glyph.advanceWidth });
      if (!known || known.text === cluster.text) return id;
      // The same glyph standing for other text: a composite of one, to carry that text.
    }
    const key = `${cluster.text}\u0000${cluster.glyphs.map((g) => `${g.glyph.id},${g.x},${g.y}`).join(';')}`;
    const existing = this.clusters.get(key);
    if (existing !== undefined) return existing;
    const parts = cluster.glyphs.map((g) => ({ ...g, id: this.include(g.glyph.id) }));
    const placeholder = this.font.numGlyphs + this.composites.size;
    this.composites.set(placeholder, { parts, advance: cluster.advance });
    const id = this.include(placeholder);
    this.codes.set(id, { text: cluster.text, width: cluster.advance });
    this.clusters.set(key, id);
    return id;
  }

  /** A code drawing nothing, standing for `text` (the marks of a cluster, see show). */
  private emptyCode(text: string): number {
    return this.codeOf({ text, glyphs: [], advance: 0 });
  }

  /**
   * A shaped run as a TJ array: the codes in hex, with an adjustment wherever the shaped advance
   * (kerning) differs from the code's width.
   */
  show(run: Run): string {
    const scale = 1000 / this.font.unitsPerEm;
    const parts: string[] = [];
    let hex = '';
    const code = (id: number) => (hex += id.toString(16).padStart(4, '0'));
    for (const cluster of run.clusters) {
      const [head, marks] = forReaders(cluster.text);
      const id = this.codeOf({ ...cluster, text: head });
      code(id);
      if (marks) code(this.emptyCode(marks));
      const adjust = Math.round((this.codes.get(id)!.width - cluster.advance) * scale * 100) / 100;
      if (adjust !== 0) {
        parts.push(`<${hex}>`, String(adjust));
        hex = '';
      }
    }
    if (hex) parts.push(`<${hex}>`);
    return `[${parts.join(' ')}]`;
  }

  /** Encodes a composite glyph (glyf): its bounding box, then each component at its offset. */
  private addComposite(subset: SubsetInternals, composite: Composite): number {
    if (composite.parts.length === 0) return this.addGlyphData(subset, new Uint8Array(0), 0, 0);
    const boxes = composite.parts.map(({ glyph, x, y }) => {
      const b = glyph.bbox;
      return [b.minX + x, b.minY + y, b.maxX + x, b.maxY + y].map((v) =>
        Number.isFinite(v) ? Math.round(v) : 0,
      );
    });
    const box = [0, 1, 2, 3].map((i) => (i < 2 ? Math.min : Math.max)(...boxes.map((b) => b[i]!)));
    const bytes = new DataView(new ArrayBuffer(10 + 8 * composite.parts.length));
    bytes.setInt16(0, -1);
    box.forEach((v, i) => bytes.setInt16(2 + 2 * i, v));
    composite.parts.forEach((part, i) => {
      const at = 10 + 8 * i;
      const more = i < composite.parts.length - 1 ? 0x20 : 0;
      // ARG_1_AND_2_ARE_WORDS | ARGS_ARE_XY_VALUES (| MORE_COMPONENTS)
      bytes.setUint16(at, 0x0001 | 0x0002 | more);
      bytes.setUint16(at + 2, part.id);
      bytes.setInt16(at + 4, Math.round(part.x));
      bytes.setInt16(at + 6, Math.round(part.y));
    });
    return this.addGlyphData(subset, new Uint8Array(bytes.buffer), composite.advance, box[0]!);
  }

  private addGlyphData(
    subset: SubsetInternals,
    data: Uint8Array,
    advance: number,
    bearing: number,
  ) {
    subset.glyf.push(data);
    subset.loca.offsets.push(subset.offset);
    subset.hmtx.metrics.push({ advance: Math.round(advance), bearing });
    subset.offset += data.byteLength;
    return subset.glyf.length - 1;
  }

  /** The subset's TrueType file, its maxp limits raised for the composites it gained. */
  private fontFile(): Buffer {
    const bytes = Buffer.from(this.subset.encode());
    const tables = bytes.readUInt16BE(4);
    for (let i = 0; i < tables; i++) {
      const record = 12 + 16 * i;
      if (bytes.toString('latin1', record, record + 4) !== 'maxp') continue;
      const maxp = bytes.readUInt32BE(record + 8);
      const elements = Math.max(0, ...[...this.composites.values()].map((c) => c.parts.length));
      if (bytes.readUInt16BE(maxp + 28) < elements) bytes.writeUInt16BE(elements, maxp + 28);
      // A component may itself be composite: one level more than the font's own.
      if (this.composites.size > 0)
        bytes.writeUInt16BE(Math.min(bytes.readUInt16BE(maxp + 30) + 1, 0xffff), maxp + 30);
    }
    return bytes;
  }

  /** Writes the font's objects; returns the number of the Type 0 font object to name in pages. */
  write(add: AddObject): number {
    const { font } = this;
    const scale = 1000 / font.unitsPerEm;
    const name = `${this.tag}+${font.postscriptName}`;
    const bytes = this.fontFile();
    const file = add(
      `<< /Length ${bytes.length} /Length1 ${bytes.length} >>\nstream\n${bytes.toString('latin1')}\nendstream`,
    );
    const box = font.bbox;
    const bold = this.face === 'bold' || this.face === 'devanagari-bold';
    const descriptor = add(
      `<< /Type /FontDescriptor /FontName /${name} /Flags 32 ` +
        `/FontBBox [${[box.minX, box.minY, box.maxX, box.maxY].map((v) => Math.round(v * scale)).join(' ')}] ` +
        `/ItalicAngle 0 /Ascent ${Math.round(font.ascent * scale)} /Descent ${Math.round(font.descent * scale)} ` +
        `/CapHeight ${Math.round(font.ascent * scale)} /StemV ${bold ? 140 : 80} /FontFile2 ${file} 0 R >>`,
    );
    const ids = [...this.codes.keys()].sort((a, b) => a - b);
    const widths = ids
      .map((id) => `${id} [${Math.round(this.codes.get(id)!.width * scale)}]`)
      .join(' ');
    const cid = add(
      `<< /Type /Font /Subtype /CIDFontType2 /BaseFont /${name} ` +
        `/CIDSystemInfo << /Registry (Adobe) /Ordering (Identity) /Supplement 0 >> ` +
        `/FontDescriptor ${descriptor} 0 R /W [${widths}] /CIDToGIDMap /Identity >>`,
    );
    const cmap = toUnicodeCMap(ids.map((id) => [id, this.codes.get(id)!.text]));
    const toUnicode = add(
      `<< /Length ${Buffer.byteLength(cmap, 'latin1')} >>\nstream\n${cmap}\nendstream`,
    );
    return add(
      `<< /Type /Font /Subtype /Type0 /BaseFont /${name} /Encoding /Identity-H ` +
        `/DescendantFonts [${cid} 0 R] /ToUnicode ${toUnicode} 0 R >>`,
    );
  }
}
