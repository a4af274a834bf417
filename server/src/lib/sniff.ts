/**
 * What a file really is, from its first bytes (magic numbers), never from the name or the type
 * the browser claimed: a renamed file must not pass as another type, and the type we later send
 * back (with nosniff) must be the true one.
 */

import type { KnownFileType } from '../../../src/domain/file-types.ts';

export { typeFromFileName } from '../../../src/domain/file-types.ts';

/** The types the portal's upload slots use, recognised by content. */
export type SniffedType = KnownFileType;

const startsWith = (head: Buffer, bytes: readonly number[]) =>
  head.length >= bytes.length && bytes.every((b, i) => head[i] === b);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The type of a file's content, or undefined when it is none of the known types. */
export function sniffContentType(head: Buffer): SniffedType | undefined {
  if (startsWith(head, ascii('%PDF-'))) return 'application/pdf';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(head, ascii('AC10'))) return 'image/vnd.dwg';
  if (isDxf(head)) return 'image/vnd.dxf';
  return undefined;
}

/** An ASCII DXF starts with group code 0 and a SECTION (e.g. "  0\r\nSECTION\r\n  2\r\nHEADER"). */
function isDxf(head: Buffer): boolean {
  const text = head.subarray(0, 64).toString('latin1');
  return /^\s*0\r?\nSECTION\r?\n/.test(text);
}

/** Other names of the same types that upload rules may list (CAD tools vary). */
const aliases: Record<string, SniffedType> = {
  'application/acad': 'image/vnd.dwg',
  'application/dxf': 'image/vnd.dxf',
  'image/jpg': 'image/jpeg',
};

/** The type a slot's accept entry means ('application/acad' → 'image/vnd.dwg'). */
export function canonicalType(mime: string): string {
  return aliases[mime] ?? mime;
}
