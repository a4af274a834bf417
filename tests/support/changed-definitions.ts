/**
 * A changed copy of the service definitions, for the tests of what a new form version does to
 * saved drafts: the repository's schemas/ and services.catalog.json copied to a temporary folder,
 * where the time-limit extension then gets a new version that removes a field and an upload slot,
 * renames two fields (declared with `renamedFrom`, one inside the rows of a list), adds a required
 * field and drops a choice from a list. A server started with SCHEMAS_DIR and CATALOG_FILE on the
 * copy serves that version; the repository is never touched.
 */
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { enumOptionTexts } from '../../src/domain/catalog/enum-labels';
import { serviceTexts } from '../../src/domain/catalog/service-texts';
import { STAMP_FILE } from '../../src/domain/checker/checked-stamp';

const repo = fileURLToPath(new URL('../../', import.meta.url));

/** The service the change is made to, and what changes. */
export const CHANGED_SERVICE = 'TimeLimitExtensionService';
const FOLDER = 'time-limit-extension';
export const REMOVED_CHOICE = 'Superstructure';
export const REMOVED_SLOT = 'progressCertificate';

/** Where a copy lives; `schemasDir` and `catalogFile` are what SCHEMAS_DIR and CATALOG_FILE take. */
export interface DefinitionsCopy {
  root: string;
  schemasDir: string;
  catalogFile: string;
  remove(): void;
}

/** Copies the repository's definitions to a new temporary folder. */
export function copyDefinitions(): DefinitionsCopy {
  const root = mkdtempSync(path.join(tmpdir(), 'portal-definitions-'));
  const schemasDir = path.join(root, 'schemas');
  const catalogFile = path.join(root, 'services.catalog.json');
  cpSync(path.join(repo, 'schemas'), schemasDir, { recursive: true });
  cpSync(path.join(repo, 'services.catalog.json'), catalogFile);
  // The build's record that the checker passed the repository's definitions (checked-stamp.ts).
  // It names their digest, so a server on the copy skips the check only while the copy is the
  // same as what was checked, as `npm start` does; once a test edits the copy, the digest differs
  // and the server checks the definitions again before serving them.
  const stamp = path.join(repo, STAMP_FILE);
  if (existsSync(stamp)) {
    mkdirSync(path.dirname(path.join(root, STAMP_FILE)), { recursive: true });
    cpSync(stamp, path.join(root, STAMP_FILE));
  }
  return { root, schemasDir, catalogFile, remove: () => rmSync(root, { recursive: true }) };
}

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

function edit(file: string, change: (json: Json) => void): void {
  const json = JSON.parse(readFileSync(file, 'utf8')) as Json;
  change(json);
  writeFileSync(file, `${JSON.stringify(json, null, 2)}\n`);
}

const renameKey = (obj: Json, from: string, to: string) => {
  if (!(from in obj)) return;
  obj[to] = obj[from];
  delete obj[from];
};
const renameIn = (list: string[], from: string, to: string) =>
  list.map((name) => (name === from ? to : name));
const without = (list: string[], name: string) => list.filter((n) => n !== name);

/**
 * Publishes the next version of the time-limit extension in the copy; answers the new version.
 *
 * - `status.investment` (a number) is no longer asked;
 * - `request.reason` is now `request.delayReason` (`renamedFrom: "reason"`);
 * - each row of `request.programme`: `milestone` is now `activity` (`renamedFrom`);
 * - `request.siteContact` is a new required text field;
 * - `status.constructionStage` no longer offers "Superstructure";
 * - the upload slot `progressCertificate` is gone.
 */
export function publishNextVersion(copy: DefinitionsCopy): number {
  const folder = path.join(copy.schemasDir, FOLDER);
  let version = 0;
  edit(copy.catalogFile, (catalog) => {
    const entry = (catalog.services as Json[]).find((e) => e.id === CHANGED_SERVICE) as Json;
    version = Number(entry.version) + 1;
    entry.version = version;
  });
  edit(path.join(folder, 'schema.json'), (schema) => {
    const status = schema.properties.status;
    delete status.properties.investment;
    status.required = without(status.required, 'investment');
    const stage = status.properties.constructionStage;
    stage.enum = without(stage.enum, REMOVED_CHOICE);
    const request = schema.properties.request;
    renameKey(request.properties, 'reason', 'delayReason');
    request.properties.delayReason.renamedFrom = 'reason';
    request.properties.siteContact = {
      type: 'string',
      title: 'Contact person on site',
      minLength: 3,
      maxLength: 100,
    };
    request.required = [...renameIn(request.required, 'reason', 'delayReason'), 'siteContact'];
    const row = request.properties.programme.items;
    renameKey(row.properties, 'milestone', 'activity');
    row.properties.activity.renamedFrom = 'milestone';
    row.required = renameIn(row.required, 'milestone', 'activity');
  });
  edit(path.join(folder, 'ui.json'), (ui) => {
    ui.status['ui:order'] = without(ui.status['ui:order'], 'investment');
    delete ui.status.investment;
    renameKey(ui.request, 'reason', 'delayReason');
  });
  edit(path.join(folder, 'steps.json'), (steps) => {
    steps.version = version;
    steps.uploads = (steps.uploads as Json[]).filter((u) => u.key !== REMOVED_SLOT);
    const data = steps.sample.data;
    delete data.status.investment;
    data.status.constructionStage = 'Finishing';
    renameKey(data.request, 'reason', 'delayReason');
    data.request.siteContact = 'R. Patil, site engineer';
    for (const row of data.request.programme as Json[]) renameKey(row, 'milestone', 'activity');
    delete data.documents[REMOVED_SLOT];
  });
  dropStaleTranslations(copy);
  return version;
}

/**
 * What an analyst does with a new version's translations: texts removed or renamed in English
 * lose their translations (a stale key is an error that stops the server), the removed choice's
 * label too (labels are keyed by the choice's value, so the others keep theirs).
 */
function dropStaleTranslations(copy: DefinitionsCopy): void {
  const folder = path.join(copy.schemasDir, FOLDER);
  const read = (file: string) => JSON.parse(readFileSync(path.join(folder, file), 'utf8')) as Json;
  const catalog = JSON.parse(readFileSync(copy.catalogFile, 'utf8')) as Json;
  const schema = read('schema.json');
  const keys = new Set(
    [
      ...serviceTexts({
        schema,
        ui: read('ui.json'),
        steps: read('steps.json'),
        entry: (catalog.services as Json[]).find((e) => e.folder === FOLDER),
      }),
      ...enumOptionTexts('schema.json', schema),
    ].map((t) => t.key),
  );
  for (const language of ['mr', 'hi']) {
    edit(path.join(folder, 'translations', `${language}.json`), (texts) => {
      for (const key of Object.keys(texts)) if (!keys.has(key)) delete texts[key];
    });
  }
}
