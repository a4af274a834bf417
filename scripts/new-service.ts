/**
 * `npx tsx scripts/new-service.ts <id> "<title>" <serviceMasterId> [folder]`: scaffolds
 * schemas/<folder>/ (schema.json, ui.json, steps.json) and a catalogue entry — the common header,
 * one "details" field, the standard declarations, the authority letter and the default processing
 * fee — ready for an analyst to fill in. The description and the fee's notes are marked texts the
 * checker refuses until the analyst writes them; everything else already passes. Exits 1 only on
 * another problem.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as prettier from 'prettier';
import { departmentIds } from '../src/domain/departments';
import { formatIssue } from '../src/domain/catalog/issues';
import { SCAFFOLD_MARK } from '../src/domain/checker/check-placeholders';
import { runCheck } from './check-schemas';
import { scaffoldFiles } from './scaffold/service-files';

/** What the scaffold needs. */
export interface NewServiceArgs {
  id: string;
  title: string;
  serviceMasterId: number;
  folder?: string;
}

/** 'RightOfWayPermissionService' → 'right-of-way-permission'. */
export function folderFor(id: string): string {
  return id
    .replace(/Service$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1-$2')
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Writes the service folder and the catalogue entry under `root`; returns the folder name. */
export async function scaffoldService(root: string, args: NewServiceArgs): Promise<string> {
  if (!/^[A-Za-z][A-Za-z0-9-]*$/.test(args.id))
    throw new Error(`"${args.id}" is not a route segment`);
  if (!args.title.trim()) throw new Error('a title is needed');
  if (!departmentIds.includes(args.serviceMasterId)) {
    throw new Error(`serviceMasterId must be one of ${departmentIds.join(', ')}`);
  }
  const folder = args.folder ?? folderFor(args.id);
  if (!/^[A-Za-z0-9][A-Za-z0-9-]*$/.test(folder))
    throw new Error(`"${folder}" is not a folder name`);
  const catalogPath = join(root, 'services.catalog.json');
  const catalog = JSON.parse(readFileSync(catalogPath, 'utf8')) as {
    services: { id: string; folder: string }[];
  };
  if (catalog.services.some((s) => s.id.toLowerCase() === args.id.toLowerCase())) {
    throw new Error(`${args.id} is already in the catalogue`);
  }
  const dir = join(root, 'schemas', folder);
  if (existsSync(dir) || catalog.services.some((s) => s.folder === folder)) {
    throw new Error(`folder ${folder} already exists`);
  }
  const rates = JSON.parse(readFileSync(join(root, 'schemas/_shared/rates.json'), 'utf8')) as {
    rates: { key: string; value: number }[];
  };
  const fee = rates.rates.find((r) => r.key === 'defaultProcessingFee')?.value ?? 0;
  const { schema, ui, steps, entry } = scaffoldFiles({ ...args, folder }, fee);
  mkdirSync(dir, { recursive: true });
  await write(join(dir, 'schema.json'), schema);
  await write(join(dir, 'ui.json'), ui);
  await write(join(dir, 'steps.json'), steps);
  catalog.services.push(entry);
  await write(catalogPath, catalog);
  return folder;
}

async function write(path: string, value: unknown): Promise<void> {
  const options = (await prettier.resolveConfig(path)) ?? {};
  writeFileSync(path, await prettier.format(JSON.stringify(value), { ...options, filepath: path }));
}

async function main(): Promise<void> {
  const [id, title, master, folder] = process.argv.slice(2);
  if (!id || !title || master === undefined) {
    console.error(
      'usage: npx tsx scripts/new-service.ts <id> "<title>" <serviceMasterId> [folder]',
    );
    process.exitCode = 1;
    return;
  }
  const root = resolve(join(fileURLToPath(import.meta.url), '..', '..'));
  try {
    const made = await scaffoldService(root, {
      id,
      title,
      serviceMasterId: Number(master),
      folder,
    });
    const { issues } = runCheck(root);
    const mine = issues.filter(
      (i) => i.file.startsWith(`${made}/`) || i.message.includes(SCAFFOLD_MARK),
    );
    mine.forEach((i) => console.log(formatIssue(i)));
    const others = mine.filter((i) => !i.message.includes(SCAFFOLD_MARK));
    console.log(
      `created schemas/${made}/ and its catalogue entry. Write the texts marked ${SCAFFOLD_MARK} (listed above): the checker refuses the service until they are replaced.`,
    );
    process.exitCode = others.length > 0 ? 1 : 0;
  } catch (e) {
    console.error((e as Error).message);
    process.exitCode = 1;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href)
  void main();
