import { describe, expect, it } from 'vitest';
import { renderPdf } from '../src/lib/pdf.ts';
import { textWidth, toWinAnsi, wrapText } from '../src/lib/pdf-text.ts';

describe('renderPdf', () => {
  const long = Array.from({ length: 120 }, (_, i) => ({
    kind: 'paragraph' as const,
    text: `Paragraph ${i}: fees in ₹ (indicative) — files ≤ 3 MB \\ “quoted”.`,
  }));
  const pdf = renderPdf('A title – with a dash', [{ kind: 'title', text: 'Title' }, ...long]);
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

  it('breaks long content into numbered pages and keeps the title ASCII', () => {
    const pages = Number(/\/Count (\d+)/.exec(text)?.[1]);
    expect(pages).toBeGreaterThan(1);
    expect(text).toContain(`(Page ${pages} of ${pages})`);
    expect(text).toContain('/Title (A title - with a dash)');
    expect(text).toContain('Rs. '); // ₹ has no glyph in the standard fonts
    expect(text).toContain('\\\\'); // backslashes are escaped
  });
});

describe('wrapText', () => {
  it('keeps every line within the width', () => {
    const words = toWinAnsi(
      'Lorem ipsum dolor sit amet WWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWW end',
    );
    const lines = wrapText(words, 120, 10);
    expect(lines.length).toBeGreaterThan(2);
    for (const line of lines) expect(textWidth(line, 10)).toBeLessThanOrEqual(120);
  });
});
