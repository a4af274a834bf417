/** Reading services.catalog.json: the list of services and a lookup by id (the route segment). */
import { CatalogError, error } from './issues';
import { isRecord } from './json';
import type { CatalogEntry } from './types';

/** The catalogue file's name, at the repository root. */
export const CATALOG_FILE = 'services.catalog.json';

/** The entries of a parsed services.catalog.json (an object with `services`, or a bare array). */
export function loadCatalog(catalog: unknown): CatalogEntry[] {
  const list = Array.isArray(catalog) ? catalog : isRecord(catalog) ? catalog.services : undefined;
  if (!Array.isArray(list)) {
    throw new CatalogError([
      error(CATALOG_FILE, '$', 'expected an object with a "services" array'),
    ]);
  }
  const bad = list.findIndex(
    (e) => !isRecord(e) || typeof e.id !== 'string' || typeof e.folder !== 'string',
  );
  if (bad >= 0) {
    throw new CatalogError([
      error(CATALOG_FILE, `$.services[${bad}]`, 'an entry needs id and folder'),
    ]);
  }
  return list as CatalogEntry[];
}

/** The catalogue entry of a service id (route segment), or undefined. */
export function findService(
  entries: readonly CatalogEntry[],
  id: string,
): CatalogEntry | undefined {
  return entries.find((e) => e.id === id);
}
