import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/** The repository root (holding schemas/ and services.catalog.json). */
export const repoRoot = resolve(import.meta.dirname, '..', '..');

/** Copies schemas/, the catalogue and the Prettier config into a temporary folder. */
export function copyProject(): { root: string; remove: () => void } {
  const root = mkdtempSync(join(tmpdir(), 'schemas-check-'));
  for (const name of ['schemas', 'services.catalog.json', '.prettierrc.json']) {
    cpSync(join(repoRoot, name), join(root, name), { recursive: true });
  }
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}
