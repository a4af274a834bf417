/**
 * Catalogue checks: ids (route segments) and folders are unique, the department
 * (serviceMasterId) is one of src/domain/departments.ts, each listed folder has its three files,
 * and every service folder is listed.
 */
import { departmentIds } from '../departments';
import type { SchemaFiles } from '../catalog/files';
import { error, warning, type Issue } from '../catalog/issues';
import { isRecord, toJsonPath } from '../catalog/json';
import { CATALOG_FILE } from '../catalog/load-catalog';
import { serviceFilePaths } from '../catalog/load-service';
import type { CatalogEntry } from '../catalog/types';

/** The well-formed entries of a parsed catalogue (malformed ones are the meta-schema's to report). */
export function catalogEntries(catalog: unknown): CatalogEntry[] {
  const list = isRecord(catalog) ? catalog.services : catalog;
  if (!Array.isArray(list)) return [];
  return list.filter(
    (e): e is CatalogEntry =>
      isRecord(e) && typeof e.id === 'string' && typeof e.folder === 'string',
  );
}

/** True when the entry's folder has schema.json, ui.json and steps.json. */
export function hasFiles(entry: CatalogEntry, files: SchemaFiles): boolean {
  return Object.values(serviceFilePaths(entry)).every((p) => Object.hasOwn(files, p));
}

/** The issues of the catalogue entries against each other and the files present. */
export function checkCatalog(entries: CatalogEntry[], files: SchemaFiles): Issue[] {
  const issues: Issue[] = [];
  const ids = new Map<string, number>();
  const folders = new Map<string, number>();
  entries.forEach((e, i) => {
    const at = (key: string) => toJsonPath(['services', i, key]);
    const report = (key: string, message: string) =>
      issues.push(error(CATALOG_FILE, at(key), message));
    const id = e.id.toLowerCase();
    if (ids.has(id)) report('id', `duplicate id "${e.id}" (also entry ${ids.get(id)})`);
    ids.set(id, i);
    if (folders.has(e.folder)) {
      report('folder', `folder "${e.folder}" already used by entry ${folders.get(e.folder)}`);
    }
    folders.set(e.folder, i);
    if (!departmentIds.includes(e.serviceMasterId)) {
      report(
        'serviceMasterId',
        `unknown serviceMasterId ${e.serviceMasterId}; one of ${departmentIds.join(', ')}`,
      );
    }
    for (const path of Object.values(serviceFilePaths(e))) {
      if (!Object.hasOwn(files, path)) report('folder', `${path} is missing`);
    }
  });
  const listed = new Set(entries.map((e) => e.folder));
  const present = new Set(
    Object.keys(files)
      .filter((f) => f.includes('/') && !f.startsWith('_shared/') && !f.startsWith('forms/'))
      .map((f) => f.split('/')[0] as string),
  );
  for (const folder of present) {
    if (!listed.has(folder)) {
      issues.push(warning(`${folder}/`, '$', 'folder is not listed in services.catalog.json'));
    }
  }
  return issues;
}
