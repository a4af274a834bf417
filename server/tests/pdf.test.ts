import { describe, expect, it } from 'vitest';
import { renderPdf } from '../src/lib/pdf.ts';
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
