/**
 * Node only: a record that the checker passed these exact definitions. `npm run build` runs the
 * checker, which writes the stamp when there is no error; the server's start then skips the
 * whole check (seconds of schema compiling) when the definitions it reads are the ones stamped,
 * and runs it otherwise, so a definition edited after the build is still checked before use.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { SchemaFiles } from '../catalog/files';

/** Where the stamp is kept, relative to the folder holding schemas/ and the catalogue. */
export const STAMP_FILE = '.generated/definitions-checked.txt';

/** One digest of the parsed definition files and catalogue. */
export function definitionsDigest(files: SchemaFiles, catalog: unknown): string {
  const paths = Object.keys(files).sort();
  return createHash('sha256')
    .update(JSON.stringify([paths.map((p) => [p, files[p]]), catalog]))
    .digest('hex');
}

/** Records that the definitions with this digest passed the checker. */
export function writeCheckedStamp(root: string, digest: string): void {
  const file = join(root, STAMP_FILE);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${digest}\n`);
}

/** True when the checker passed exactly these definitions. */
export function isStamped(root: string, digest: string): boolean {
  try {
    return readFileSync(join(root, STAMP_FILE), 'utf8').trim() === digest;
  } catch {
    return false;
  }
}
