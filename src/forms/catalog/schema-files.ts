/**
 * Fetches the schema files of one service on demand. Vite turns every JSON file under /schemas
 * into its own lazy chunk, so the sign-in bundle holds none of them and a service page fetches
 * only its three files, the files they `$ref` (followed transitively) and the shared files the
 * loader reads by name. Its precompiled validators are chunks of their own too.
 */
import { resolvePath, type SchemaFiles } from '@/domain/catalog/files';
import { isRecord } from '@/domain/catalog/json';
import { serviceFilePaths } from '@/domain/catalog/load-service';
import { sharedFiles } from '@/domain/catalog/shared';
import type { CatalogEntry } from '@/domain/catalog/types';
import { loadFormValidators } from '../validation/precompiled';

const PREFIX = '/schemas/';
const modules = import.meta.glob<unknown>('/schemas/**/*.json', { import: 'default' });

/** Loads one schema file by its path relative to schemas/ (undefined when there is none). */
export async function loadSchemaFile(path: string): Promise<unknown> {
  const load = modules[`${PREFIX}${path}`];
  return load ? await load() : undefined;
}

/**
 * The files a service needs: its own three, everything they reference, and the shared parts; its
 * precompiled validators are loaded alongside.
 */
export async function loadServiceFiles(entry: CatalogEntry): Promise<SchemaFiles> {
  const validators = loadFormValidators(entry.folder);
  const files: Record<string, unknown> = {};
  let queue: string[] = [
    ...Object.values(serviceFilePaths(entry)),
    sharedFiles.messages,
    sharedFiles.uploads,
    sharedFiles.rates,
    sharedFiles.plot,
  ];
  while (queue.length > 0) {
    const batch = [...new Set(queue)].filter((p) => !(p in files));
    const loaded = await Promise.all(batch.map(loadSchemaFile));
    queue = [];
    batch.forEach((path, i) => {
      if (loaded[i] === undefined) return;
      files[path] = loaded[i];
      queue.push(...referencedFiles(path, loaded[i]));
    });
  }
  await validators;
  return files;
}

/** The files a parsed JSON file names in its `$ref`s, as paths relative to schemas/. */
export function referencedFiles(from: string, json: unknown): string[] {
  const out = new Set<string>();
  const visit = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!isRecord(node)) return;
    const ref = node.$ref;
    if (typeof ref === 'string' && !ref.startsWith('#') && !/^[a-z][a-z0-9+.-]*:/i.test(ref)) {
      const file = ref.split('#')[0] ?? '';
      if (file.endsWith('.json')) out.add(resolvePath(from, file));
    }
    Object.values(node).forEach(visit);
  };
  visit(json);
  return [...out];
}
