/**
 * The service catalogue in the browser: services.catalog.json read through the domain loader. It is
 * the only list of services: the route table, titles, departments, the lists and /demo all read it,
 * so a service added there (and under schemas/) reaches applicants with no code change. Only this
 * index is bundled here; each service's schema files load lazily (src/forms/catalog/schema-files.ts).
 */
import catalogJson from '../../services.catalog.json' with { type: 'json' };
import { findService, loadCatalog } from '@/domain/catalog/load-catalog';
import type { CatalogEntry } from '@/domain/catalog/types';

let entries: CatalogEntry[] | undefined;

/** Every service of services.catalog.json (parsed once). */
export function catalogEntries(): CatalogEntry[] {
  entries ??= loadCatalog(catalogJson);
  return entries;
}

/** The catalogue entry of a route segment, matched without regard to case as the router does. */
export function catalogEntry(serviceId: string | undefined): CatalogEntry | undefined {
  if (!serviceId) return undefined;
  const list = catalogEntries();
  return (
    findService(list, serviceId) ?? list.find((e) => e.id.toLowerCase() === serviceId.toLowerCase())
  );
}
