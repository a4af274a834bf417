/**
 * Refuses the texts `npm run new-service` leaves for the analyst to write (the service's
 * description, the fee's notes): each carries SCAFFOLD_MARK until it is replaced, so a scaffolded
 * service cannot reach applicants with a stand-in description or an unexplained fee.
 */
import type { SchemaFiles } from '../catalog/files';
import { error, type Issue } from '../catalog/issues';
import { isRecord, toJsonPath } from '../catalog/json';
import { CATALOG_FILE } from '../catalog/load-catalog';

/** The mark at the start of every text the scaffold leaves for the analyst. */
export const SCAFFOLD_MARK = '[scaffold]';

type Path = (string | number)[];

/** The marked texts in the catalogue and in the files of its services' folders. */
export function checkPlaceholders(
  catalog: unknown,
  folders: readonly string[],
  files: SchemaFiles,
) {
  const issues: Issue[] = [];
  const services = isRecord(catalog) ? catalog.services : undefined;
  if (Array.isArray(services)) find(services, ['services'], CATALOG_FILE, issues);
  for (const [file, json] of Object.entries(files)) {
    if (folders.includes(file.split('/')[0] ?? '')) find(json, [], file, issues);
  }
  return issues;
}

function find(node: unknown, path: Path, file: string, issues: Issue[]): void {
  if (typeof node === 'string' && node.includes(SCAFFOLD_MARK)) {
    issues.push(
      error(
        file,
        toJsonPath(path),
        `scaffold placeholder left in: write the real text (${SCAFFOLD_MARK} …)`,
      ),
    );
  } else if (Array.isArray(node)) {
    node.forEach((item, i) => find(item, [...path, i], file, issues));
  } else if (isRecord(node)) {
    for (const [key, value] of Object.entries(node)) find(value, [...path, key], file, issues);
  }
}
