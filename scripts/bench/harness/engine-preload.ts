/**
 * What the harness's engine variants fetch beside the engine's code, as the portal does for a
 * service page (src/app/page-loaders.ts preloads the service with the page's code): the schema
 * files of the target, asked for from this small chunk, and its step validators (the variants open
 * a step with fields, which on the portal waits for them; the stepper loads its domain validators
 * after its first frame, as on the portal). engine-form.tsx's `load` then finds them fetched (each
 * module is fetched once).
 */
import { RATES_FILE } from '@/domain/fees/rates';
import { prefetchSchemaFiles, prefetchStepValidators } from '@/forms/validation/service-modules';
import { syntheticFolder } from './synthetic';

/** Which service the stepper renders (engine-form.tsx). */
export type EngineTarget = { service: string; step: string | null } | { synthetic: number };

/** The shared files the synthetic service reads beside its own (which are built in code). */
export const SYNTHETIC_SHARED = ['_shared/messages.json', '_shared/uploads.json', RATES_FILE];

/** Starts fetching the target's files and validators; a failure shows when `load` runs. */
export function preloadTarget(target: EngineTarget): void {
  if ('synthetic' in target) {
    prefetchStepValidators(syntheticFolder(target.synthetic));
    prefetchSchemaFiles(SYNTHETIC_SHARED);
    return;
  }
  // The catalogue (services.catalog.json) stays out of this chunk, which the synthetic cases load.
  Promise.all([import('@/forms/catalog/preload-service'), import('@/config/service-catalog')])
    .then(([{ preloadService }, { catalogEntry }]) => {
      preloadService(target.service);
      const entry = catalogEntry(target.service);
      if (entry) prefetchStepValidators(entry.folder);
    })
    .catch(() => undefined);
}
