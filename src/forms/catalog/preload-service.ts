/**
 * Starts fetching a service's definition before its page first renders (app/page-loaders.ts, with
 * the page's code): its files and step validators are asked for at once from this small module,
 * and the files they reference as soon as those arrive (schema-files.ts, fetched meanwhile).
 * useService then finds them fetched.
 */
import { serviceFilePaths } from '@/domain/catalog/load-service';
import { sharedFiles } from '@/domain/catalog/shared';
import { catalogEntry } from '@/config/service-catalog';
import { prefetchServiceModules } from '../validation/service-modules';

/**
 * Preloads the service with this route segment (nothing for an unknown one). The service page
 * renders with its step validators alone (see useService's `validators`).
 */
export function preloadService(serviceId: string | undefined): void {
  const entry = catalogEntry(serviceId);
  if (!entry) return;
  prefetchServiceModules(entry.folder, [
    ...Object.values(serviceFilePaths(entry)),
    ...Object.values(sharedFiles),
  ]);
  import('./schema-files')
    .then(({ loadServiceFiles }) => loadServiceFiles(entry, undefined, 'steps'))
    .catch(() => undefined); // useService reports a failure
}
