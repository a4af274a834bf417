/**
 * Shaping for the PDF writer (issue 20): a line is cut into runs by script (Devanagari in Noto Sans
 * Devanagari, everything else — Latin, digits, ₹ — in DejaVu Sans), and each run is laid out by
 * fontkit, which applies the fonts' OpenType rules: conjuncts, half forms, reph, the ि matra
 * drawn before its consonants, marks placed by GPOS, and Latin kerning.
 *
 * A run's glyphs are grouped into clusters: a cluster is one or more user-perceived characters
 * and the glyphs that draw them, so that its text is known even where the glyphs are reordered
 * (प्ति is drawn ि प् त). The PDF font then writes a cluster as one character code whose ToUnicode
 * entry is the cluster's text, so copying and searching give the characters in their order.
 */
import type { Font, Glyph } from 'fontkit';
import { pdfFace, type Face, type FontStyle } from './pdf-faces.ts';

/** A glyph of a cluster, offset (font units) from the cluster's origin. */
export interface PlacedGlyph {
  glyph: Glyph;
  x: number;
  y: number;
}

/** Characters and the glyphs that draw them; `advance` moves the pen after it (font units). */
export interface Cluster {
  text: string;
  glyphs: PlacedGlyph[];
  advance: number;
}

/** Text in one font, shaped. */
export interface Run {
  face: Face;
  clusters: Cluster[];
  /** The sum of the clusters' advances, in font units. */
  advance: number;
}

const isDevanagari = (code: number) =>
  (code >= 0x0900 && code <= 0x097f) ||
  (code >= 0xa8e0 && code <= 0xa8ff) ||
  (code >= 0x1cd0 && code <= 0x1cff);
// ZWJ and ZWNJ choose Devanagari forms (eyelash ra, explicit half forms): they stay in the run.
const isJoiner = (code: number) => code === 0x200c || code === 0x200d;

/** Cuts a line into runs of one font each; a space stays with the Devanagari around it. */
export function splitByScript(text: string, style: FontStyle): { face: Face; text: string }[] {
  const devanagari: Face = style === 'bold' ? 'devanagari-bold' : 'devanagari';
  const runs: { face: Face; text: string }[] = [];
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    const last = runs.at(-1);
    const inDevanagari = last?.face === devanagari;
    const face =
      isDevanagari(code) || ((isJoiner(code) || code === 0x20) && inDevanagari)
        ? devanagari
        : style;
    if (last?.face === face) last.text += ch;
    else runs.push({ face, text: ch });
  }
  return runs;
}

const graphemes = new Intl.Segmenter('hi', { granularity: 'grapheme' });

/** Counts of code points, to compare what glyphs stand for with what the text holds. */
class CodeCount extends Map<number, number> {
  add(codes: Iterable<number>) {
    for (const c of codes) this.set(c, (this.get(c) ?? 0) + 1);
  }
  covers(other: CodeCount) {
    for (const [c, n] of other) if ((this.get(c) ?? 0) < n) return false;
    return true;
  }
}

const codesOf = (text: string) => [...text].map((ch) => ch.codePointAt(0)!);

/**
 * Groups the shaped glyphs (visual order) into clusters of whole graphemes (logical order): a
 * syllable's glyphs are contiguous however they are reordered, so glyphs are taken until they
 * stand for exactly the graphemes taken. fontkit draws a joiner as a space glyph: it counts as
 * the joiner; a glyph standing for nothing (the second part of a split glyph) joins the cluster
 * before it. What cannot be matched (a glyph the shaper inserted) makes the rest of the run one
 * cluster, which still reads as its text.
 */
function clustersOf(font: Font, text: string, latin: boolean): Cluster[] {
  const run = font.layout(text);
  if (latin) {
    const simple = simpleClusters(run);
    if (simple && simple.map((c) => c.text).join('') === text) return simple;
  }
  const parts = [...graphemes.segment(text)].map((s) => s.segment);
  const space = font.glyphForCodePoint(0x20).id;
  const clusters: Cluster[] = [];
  let g = 0;
  let p = 0;
  let current: Cluster | null = null;
  let pen = 0;
  const take = (cluster: Cluster) => {
    const pos = run.positions[g]!;
    cluster.glyphs.push({ glyph: run.glyphs[g]!, x: pen + pos.xOffset, y: pos.yOffset });
    pen += pos.xAdvance;
    cluster.advance += pos.xAdvance;
    g += 1;
  };
  while (g < run.glyphs.length) {
    if (current && run.glyphs[g]!.codePoints.length === 0) {
      take(current);
      continue;
    }
    if (p >= parts.length) break;
    pen = 0;
    current = { text: parts[p++]!, glyphs: [], advance: 0 };
    const need = new CodeCount();
    need.add(codesOf(current.text));
    const have = new CodeCount();
    while (g < run.glyphs.length && !(have.covers(need) && need.covers(have))) {
      const glyph = run.glyphs[g]!;
      const joiner = [...need.keys()].find(isJoiner);
      const hidden = glyph.id === space && run.positions[g]!.xAdvance === 0;
      have.add(hidden && joiner !== undefined ? [joiner] : glyph.codePoints);
      take(current);
      while (!need.covers(have) && p < parts.length) {
        current.text += parts[p]!;
        need.add(codesOf(parts[p++]!));
      }
      if (!need.covers(have)) break;
    }
    if (!(have.covers(need) && need.covers(have))) {
      current.text += parts.slice(p).join('');
      p = parts.length;
      while (g < run.glyphs.length) take(current);
    }
    clusters.push(current);
  }
  // Glyphs left over once the text is used up belong to the last cluster.
  if (current) while (g < run.glyphs.length) take(current);
  return clusters;
}

/**
 * Latin text keeps its order: each glyph is a cluster of the characters it stands for (a letter,
 * or the two of an fi ligature). Null when a glyph stands for nothing.
 */
function simpleClusters(run: ReturnType<Font['layout']>): Cluster[] | null {
  const clusters: Cluster[] = [];
  for (let g = 0; g < run.glyphs.length; g++) {
    const glyph = run.glyphs[g]!;
    const pos = run.positions[g]!;
    if (glyph.codePoints.length === 0) return null;
    clusters.push({
      text: String.fromCodePoint(...glyph.codePoints),
      glyphs: [{ glyph, x: pos.xOffset, y: pos.yOffset }],
      advance: pos.xAdvance,
    });
  }
  return clusters;
}

// Lines repeat (labels, page footers, words measured while wrapping): shape each text once. The
// least recently used run is dropped first, so that documents read in turn do not empty the cache
// for one another (clearing it all at the limit did, and every PDF was then shaped from scratch).
const cache = new Map<string, Run>();
/**
 * Shaped runs one process keeps. All help PDFs in three languages shape some 8,600 distinct runs;
 * 5,000 of their words and lines took 21 MB, 5,000 page-wide Devanagari lines (the longest keys)
 * 62 MB, and that stays flat as runs are replaced.
 */
export const SHAPE_CACHE_LIMIT = 5000;

/** How many shaped runs are kept (for tests and measurements). */
export const shapedRunsKept = (): number => cache.size;

/** One run of text in one face, shaped. */
export function shapeRun(face: Face, text: string): Run {
  const key = `${face}\u0000${text}`;
  let run = cache.get(key);
  if (run) {
    // Map order is the recency order.
    cache.delete(key);
  } else {
    const clusters = clustersOf(pdfFace(face), text, face === 'regular' || face === 'bold');
    run = { face, clusters, advance: clusters.reduce((sum, c) => sum + c.advance, 0) };
  }
  cache.set(key, run);
  if (cache.size > SHAPE_CACHE_LIMIT) cache.delete(cache.keys().next().value!);
  return run;
}

/** A line of printable text as shaped runs. */
export function shapeLine(text: string, style: FontStyle): Run[] {
  return splitByScript(text, style).map((r) => shapeRun(r.face, r.text));
}

/** Width of shaped runs in points at `size`. */
export function runsWidth(runs: Run[], size: number): number {
  return runs.reduce((sum, r) => sum + (r.advance / pdfFace(r.face).unitsPerEm) * size, 0);
}
