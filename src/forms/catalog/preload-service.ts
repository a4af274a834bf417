/**
 * Starts fetching a service's definition before its page first renders (app/page-loaders.ts, with
 * the page's code): its files are asked for at once from this small module, and the files they
 * reference as soon as those arrive (schema-files.ts, fetched meanwhile). useService then finds
 * them fetched. Its validators are not: the page's first step renders without them, and they are
 * fetched once it is on screen (precompiled.ts). A page that opens on a later step (a reload on
 * one, a draft resumed) asks for that step's code too: MUI's form and the step validators, which
 * it would otherwise ask for only once its stepper had rendered and found the step needs them.
 */
import { serviceFilePaths } from '@/domain/catalog/load-service';
import { sharedFiles } from '@/domain/catalog/shared';
import { catalogEntry } from '@/config/service-catalog';
import { prefetchSchemaFiles, prefetchStepValidators } from '../validation/service-modules';
import { loadPortalForm } from '../theme/portal-form-loader';

/** Preloads the service with this route segment (nothing for an unknown one). */
export function preloadService(
  serviceId: string | undefined,
  { laterStep = false }: { laterStep?: boolean } = {},
): void {
  const entry = catalogEntry(serviceId);
  if (!entry) return;
  prefetchSchemaFiles([...Object.values(serviceFilePaths(entry)), ...Object.values(sharedFiles)]);
  if (laterStep) {
    prefetchStepValidators(entry.folder);
    loadPortalForm().catch(() => undefined); // the step asks again, and shows a failure
  }
  import('./schema-files')
    .then(({ loadServiceFiles }) => loadServiceFiles(entry, undefined, 'steps'))
    .catch(() => undefined); // useService reports a failure
}
