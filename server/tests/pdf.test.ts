import { describe, expect, it } from 'vitest';
import { renderPdf } from '../src/lib/pdf.ts';
import { SHAPE_CACHE_LIMIT, shapedRunsKept, shapeRun } from '../src/lib/pdf-shape.ts';
import { printable, textWidth, wrapText } from '../src/lib/pdf-text.ts';
import { pdfPages } from './support/pdf-text.ts';

describe('renderPdf', () => {
  const long = Array.from({ length: 120 }, (_, i) => ({
    kind: 'paragraph' as const,
    text: `Paragraph ${i}: fees in ₹ (indicative) — files ≤ 3 MB \\ “quoted”.`,
  }));
  const pdf = renderPdf('A title – with a dash', [
    { kind: 'title', text: 'Title' },
    { kind: 'bullet', text: 'A point' },
    ...long,
  ]);
  const text = pdf.toString('latin1');

  it('writes a PDF whose cross-reference offsets point at their objects', () => {
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    const xrefAt = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)?.[1]);
    expect(text.slice(xrefAt, xrefAt + 4)).toBe('xref');
    const entries = text
      .slice(xrefAt)
      .split('\n')
      .slice(3)
      .filter((l) => / n $/.test(l));
    expect(entries.length).toBeGreaterThan(6);
    entries.forEach((line, i) => {
      const offset = Number(line.slice(0, 10));
      expect(text.slice(offset, offset + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`);
    });
  });

  it('breaks long content into numbered pages and keeps the title ASCII', async () => {
    const pages = await pdfPages(pdf);
    expect(pages.length).toBeGreaterThan(1);
    expect(pages.at(-1)).toContain(`Page ${pages.length} of ${pages.length}`);
    expect(text).toContain('/Title (A title - with a dash)');
  });

  it('shows every character as written, ₹ included, from its embedded fonts', async () => {
    const [first] = await pdfPages(pdf);
    expect(first).toContain('• A point');
    expect(first).toContain('Paragraph 0: fees in ₹ (indicative) — files ≤ 3 MB \\ “quoted”.');
    expect(first).not.toContain('Rs.');
    // Subsets of DejaVu Sans, not the whole files (some 700 KB each).
    expect(text).toMatch(/\/BaseFont \/SWCAAA\+DejaVuSans\b/);
    expect(text).toMatch(/\/BaseFont \/SWCAAB\+DejaVuSans-Bold\b/);
    expect(pdf.length).toBeLessThan(60_000);
  });

  it('writes a character the fonts lack as ?', () => {
    expect(printable('a\u0007b\u4e2dc')).toBe('a?b?c');
  });
});

describe('the shaped-run cache', () => {
  it('drops the least recently used run at its limit, not everything', () => {
    const used = shapeRun('regular', 'kept while used');
    const fresh = Array.from({ length: SHAPE_CACHE_LIMIT }, (_, i) => `lru ${i}`);
    const first = shapeRun('regular', fresh[0]!);
    for (const [i, text] of fresh.entries()) {
      shapeRun('regular', text);
      if (i % 500 === 0) expect(shapeRun('regular', 'kept while used')).toBe(used);
    }
    expect(shapedRunsKept()).toBe(SHAPE_CACHE_LIMIT);
    // The same object again: kept, not shaped anew.
    expect(shapeRun('regular', 'kept while used')).toBe(used);
    expect(shapeRun('regular', fresh.at(-1)!)).toBe(shapeRun('regular', fresh.at(-1)!));
    // The oldest went first: shaped anew, an equal run in a new object.
    const reshaped = shapeRun('regular', fresh[0]!);
    expect(reshaped).not.toBe(first);
    expect(reshaped).toEqual(first);
    expect(shapedRunsKept()).toBe(SHAPE_CACHE_LIMIT);
  });
});

describe('wrapText', () => {
  it('keeps every line within the width', () => {
    const words = printable(
      'Lorem ipsum dolor sit amet WWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWW end',
    );
    const lines = wrapText(words, 120, 10);
    expect(lines.length).toBeGreaterThan(2);
    for (const line of lines) expect(textWidth(line, 10)).toBeLessThanOrEqual(120);
  });
});

describe('Devanagari (issue 20)', () => {
  const words = 'प्राप्ति क्रमांक हस्तांतरण श्री कार्यालय स्थिति द्वितीय';
  const pdf = renderPdf('भुगतान रसीद', [
    { kind: 'title', text: 'भुगतान रसीद' },
    { kind: 'paragraph', text: `${words}: ₹1,00,000.00 (Office)` },
    { kind: 'bullet', text: 'भरण्याची पावती, अर्ज क्रमांक' },
  ]);
  const text = pdf.toString('latin1');

  it('reads back as written: conjuncts, reph and the ि matra in their logical order', async () => {
    const [page] = await pdfPages(pdf);
    expect(page).toContain('भुगतान रसीद');
    expect(page).toContain(`${words}: ₹1,00,000.00 (Office)`);
    expect(page).toContain('• भरण्याची पावती, अर्ज क्रमांक');
  });

  it('draws shaped glyphs: ि before its consonants, the conjunct क्र as one glyph', () => {
    const [ki] = shapeRun('devanagari', 'कि').clusters;
    expect(ki!.text).toBe('कि');
    expect(ki!.glyphs.map((g) => g.glyph.codePoints)).toEqual([[0x93f], [0x915]]);
    const [kra] = shapeRun('devanagari', 'क्र').clusters;
    expect(kra!.glyphs).toHaveLength(1);
    expect(kra!.glyphs[0]!.glyph.codePoints).toEqual([0x915, 0x94d, 0x930]);
  });

  it('embeds subsets of Noto Sans Devanagari only when the text has Devanagari', () => {
    expect(text).toMatch(/\/BaseFont \/SWCAAC\+NotoSansDevanagari-Regular\b/);
    expect(text).toMatch(/\/BaseFont \/SWCAAD\+NotoSansDevanagari-Bold\b/);
    expect(text).toMatch(/\/Title <FEFF092D0941/i);
    expect(pdf.length).toBeLessThan(60_000);
    const english = renderPdf('English', [{ kind: 'paragraph', text: 'Only English' }]);
    expect(english.toString('latin1')).not.toContain('NotoSansDevanagari');
  });

  it('wraps Devanagari by its shaped width, between syllables', () => {
    const lines = wrapText(printable(`${words} ${words}`), 150, 10);
    expect(lines.length).toBeGreaterThan(2);
    for (const line of lines) expect(textWidth(line, 10)).toBeLessThanOrEqual(150);
    expect(lines.join(' ')).toBe(`${words} ${words}`);
    // A word too long for a line is cut between syllables, never inside प्ति.
    const cut = wrapText('प्राप्तिप्राप्तिप्राप्ति', 30, 10);
    expect(cut.length).toBeGreaterThan(1);
    for (const piece of cut) expect(piece).not.toMatch(/^[\u093e-\u094d]/);
  });
});
