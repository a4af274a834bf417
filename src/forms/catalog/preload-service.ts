/**
 * Starts fetching a service's definition before its page first renders (app/page-loaders.ts, with
 * the page's code): its files are asked for at once from this small module, and the files they
 * reference as soon as those arrive (schema-files.ts, fetched meanwhile). useService then finds
 * them fetched. Its validators are not: the page's first step renders without them, and they are
 * fetched once it is on screen (precompiled.ts).
 */
import { serviceFilePaths } from '@/domain/catalog/load-service';
import { sharedFiles } from '@/domain/catalog/shared';
import { catalogEntry } from '@/config/service-catalog';
import { prefetchSchemaFiles } from '../validation/service-modules';

/** Preloads the service with this route segment (nothing for an unknown one). */
export function preloadService(serviceId: string | undefined): void {
  const entry = catalogEntry(serviceId);
  if (!entry) return;
  prefetchSchemaFiles([...Object.values(serviceFilePaths(entry)), ...Object.values(sharedFiles)]);
  import('./schema-files')
    .then(({ loadServiceFiles }) => loadServiceFiles(entry, undefined, 'steps'))
    .catch(() => undefined); // useService reports a failure
}
