/**
 * Refuses the texts `npm run new-service` leaves for the analyst to write (the service's
 * description, the fee's notes): each carries SCAFFOLD_MARK until it is replaced, so a scaffolded
 * service cannot reach applicants with a stand-in description or an unexplained fee. Refuses too
 * any bracketed note for analysts ('[assumed]', '[TODO]', '[limit assumed]') in a text applicants
 * read (titles, descriptions, help, option names, messages, upload and declaration texts): such
 * notes belong in `$comment` or the fee's `note`, which are never shown.
 */
import type { SchemaFiles } from '../catalog/files';
import { error, type Issue } from '../catalog/issues';
import { isRecord, toJsonPath } from '../catalog/json';
import { CATALOG_FILE } from '../catalog/load-catalog';

/** The mark at the start of every text the scaffold leaves for the analyst. */
export const SCAFFOLD_MARK = '[scaffold]';

type Path = (string | number)[];

/** Keys whose text applicants read, in a service's files and the shared parts. */
const SHOWN_KEYS = new Set([
  'title',
  'description',
  'label',
  'text',
  'message',
  'applicantNote',
  'ui:title',
  'ui:description',
  'ui:help',
  'ui:placeholder',
  'enumNames',
  'ui:enumNames',
  'errorMessages',
  'messages',
]);

/** A bracketed note ('[assumed]'); a Markdown link ('[text](url)') is not one. */
const BRACKETED_NOTE = /\[[^\]\n]+\](?!\()/;

const SCHEMA_MAPS = new Set(['properties', 'definitions', 'patternProperties']);

/** Shared files that only analysts and the office read (rate descriptions). */
const NOT_SHOWN_FILES = new Set(['_shared/rates.json']);

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
    const folder = file.split('/')[0] ?? '';
    if (folders.includes(folder)) find(json, [], file, issues);
    const shown = folders.includes(folder) || (folder === '_shared' && !NOT_SHOWN_FILES.has(file));
    if (shown && file.endsWith('.json')) findNotes(json, [], false, file, issues);
  }
  return issues;
}

/** Bracketed notes in the texts applicants read (`shown`: under one of SHOWN_KEYS). */
function findNotes(node: unknown, path: Path, shown: boolean, file: string, issues: Issue[]) {
  if (typeof node === 'string') {
    const note = shown ? BRACKETED_NOTE.exec(node) : null;
    if (note && !node.includes(SCAFFOLD_MARK)) {
      const message = `analyst note ${note[0]} in a text applicants read: move it to "$comment" (or the fee's "note")`;
      issues.push(error(file, toJsonPath(path), message));
    }
  } else if (Array.isArray(node)) {
    node.forEach((item, i) => findNotes(item, [...path, i], shown, file, issues));
  } else if (isRecord(node)) {
    for (const [key, value] of Object.entries(node)) {
      if (key === '$comment' || key === 'note') continue;
      // A field called 'description' in a `properties` map is a field, not a text.
      const text = SHOWN_KEYS.has(key) && !SCHEMA_MAPS.has(String(path.at(-1)));
      findNotes(value, [...path, key], shown || text, file, issues);
    }
  }
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
