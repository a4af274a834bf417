/** The ToUnicode CMap of an embedded font: each 2-byte character code to the text it stands for. */
const hex4 = (n: number) => n.toString(16).padStart(4, '0');

/** UTF-16BE hex of a text (a surrogate pair for a character beyond the BMP). */
export const utf16 = (text: string) =>
  [...text]
    .flatMap((ch) => {
      const code = ch.codePointAt(0)!;
      if (code < 0x10000) return [code];
      const v = code - 0x10000;
      return [0xd800 + (v >> 10), 0xdc00 + (v & 0x3ff)];
    })
    .map(hex4)
    .join('');

/** The CMap stream: each code to its text, several characters for a ligature or a syllable (at most
 * 100 entries a block). */
export function toUnicodeCMap(entries: [number, string][]): string {
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
