/**
 * The file types the portal's upload slots use, by file-name extension. One table for the browser
 * (the file input's `accept`, a file the browser gives no type) and the server (the type a name
 * claims, compared with what the content really is).
 */

/** The types the upload slots accept. */
export type KnownFileType =
  'application/pdf' | 'image/jpeg' | 'image/png' | 'image/vnd.dwg' | 'image/vnd.dxf';

/** Each extension (lower case, without the dot) and the type it names. */
export const typesByExtension: Readonly<Record<string, KnownFileType>> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  dwg: 'image/vnd.dwg',
  dxf: 'image/vnd.dxf',
};

/** The type a file name claims by its extension, when it is one of the known ones. */
export function typeFromFileName(name: string): KnownFileType | undefined {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? undefined : typesByExtension[name.slice(dot + 1).toLowerCase()];
}
